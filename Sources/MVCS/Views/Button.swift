/// A button that invokes an action of the view controller whose body contains it.
///
/// Rendered as `[label]`, wrapped over several lines at its words when the line is too
/// narrow for it; the shell's `tap label` presses it as a user would, running the
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
    context.register(
      Control(.button, label: label, isEnabled: isEnabled, input: ButtonPress(actionName: actionName)))
    // Too wide for the line, the label wraps at its words rather than being cut.
    return Text.wrap(text, width: max(1, width)).map {
      RenderedLine($0, style: isEnabled ? .bold : .dim).prefix(columns: width)
    }
  }

  /// The button as drawn on one line: its label in brackets.
  var text: String { "[" + label.escapingControlCharacters + "]" }

  /// The columns the button takes on one line.
  var columns: Int { text.displayWidth }
}

extension ControlKind {
  /// A button, which `tap` presses.
  public static let button = ControlKind("button")
}

/// How a button is driven: pressed, it runs an action of the view controller that drew it,
/// the action `call` runs too.
public struct ButtonPress: ControlInput {
  /// The name of the owner's action the button runs.
  public let actionName: String

  /// A press that runs the owner's action `actionName`.
  public init(actionName: String) {
    self.actionName = actionName
  }
}
