/// A button that invokes an action of the view controller whose body contains it.
///
/// Rendered as `[label]`; the shell's `tap label` presses it as a user would, running the
/// same ``Action`` that `call` runs. A disabled button is shown dim and cannot be tapped.
///
/// ```swift
/// Button("Create list", action: "create")
/// Button("Favorite", action: "favorite", isEnabled: !isLoading)
/// ```
public struct Button: View {
  /// The text on the button.
  public var label: String
  /// The action of the drawing view controller that tapping runs.
  public var actionName: String
  /// Whether tapping it does anything; a disabled button is drawn dim.
  public var isEnabled: Bool

  /// A button labelled `label` that runs the action named `actionName`.
  public init(_ label: String, action actionName: String, isEnabled: Bool = true) {
    self.label = label
    self.actionName = actionName
    self.isEnabled = isEnabled
  }

  /// Draws `[label]`, bold or dim, and records the button as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.register(self)
    let text = "[" + label.escapingControlCharacters + "]"
    return [RenderedLine(String(text.prefix(columns: width)), style: isEnabled ? .bold : .dim)]
  }
}
