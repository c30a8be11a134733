/// A button that invokes an action of the view controller whose body contains it.
///
/// Rendered as `[label]`, wrapped over several lines at its words when the line is too
/// narrow for it; the shell's `tap label` presses it as a user would, running the
/// same ``Action`` that `call` runs. A disabled button is shown dim and marked, `[⊘ Save]`
/// (``Control/disabledMark``), and cannot be tapped. A destructive button is marked
/// `[! Delete]`, with colour or without; it is still tapped by its label, `tap Delete`.
///
/// ```swift
/// Button("Create list", action: "create")
/// Button("Favorite", action: "favorite", isEnabled: !isLoading)
/// Button("Delete", role: .destructive, action: "delete")
/// ```
public struct Button: View {
  /// The text on the button.
  public var label: String
  /// The action of the drawing view controller that tapping runs.
  public var actionName: String
  /// Whether tapping it does anything; a disabled button is drawn dim.
  public var isEnabled: Bool
  /// What pressing it means, when it is not an ordinary button: cancel, or destructive.
  public var role: ButtonRole?

  /// A button labelled `label` that runs the action named `actionName`.
  public init(_ label: String, role: ButtonRole? = nil, action actionName: String, isEnabled: Bool = true) {
    self.label = label
    self.role = role
    self.actionName = actionName
    self.isEnabled = isEnabled
  }

  /// Draws `[label]`, bold or dim, and records the button as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let isEnabled = isEnabled && context.isEnabled
    context.register(
      Control(.button, label: label, isEnabled: isEnabled, input: ButtonPress(actionName: actionName, role: role)))
    // Too wide for the line, the label wraps at its words rather than being cut.
    return Text.wrap(text(isEnabled: isEnabled), width: max(1, width)).map {
      RenderedLine($0, style: isEnabled ? .bold : .dim).prefix(columns: width)
    }
  }

  /// Its label whole, on one line.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(fixed: text(isEnabled: isEnabled && context.isEnabled).displayWidth)
  }

  /// The button as drawn on one line: its label in brackets, marked when disabled and when
  /// destructive.
  func text(isEnabled: Bool) -> String {
    "[" + (isEnabled ? "" : Control.disabledMark + " ") + (role == .destructive ? "! " : "")
      + label.escapingControlCharacters + "]"
  }

  /// The columns the button takes on one line, disabled or not as it says itself.
  var columns: Int { text(isEnabled: isEnabled).displayWidth }
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
  /// What pressing it means, when it is not an ordinary button: cancel, or destructive.
  public let role: ButtonRole?

  /// A press that runs the owner's action `actionName`, for a button of `role`.
  public init(actionName: String, role: ButtonRole? = nil) {
    self.actionName = actionName
    self.role = role
  }
}

/// What pressing a button means, as SwiftUI's `ButtonRole` says it: an alert's buttons are
/// laid out and marked by it.
public enum ButtonRole: Sendable, Hashable {
  /// Gives up on what is asked; dismissing an alert presses it.
  case cancel
  /// Deletes or loses something; drawn marked, `[! Delete]`.
  case destructive
}
