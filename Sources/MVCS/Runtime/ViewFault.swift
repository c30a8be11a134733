/// A mistake in an app's views that SwiftUI itself would warn of, or hang or crash on, found
/// while drawing: named at the view it happened in, and the drawing goes on.
///
/// The shell reports each as an error of the command whose drawing met it, so a flow fails
/// on it and `explore` makes it a finding; a test can take them from the app's runtime:
///
/// ```swift
/// _ = Renderer(width: 40).renderScreen(root)
/// for fault in environment.runtime.takeFaults() { print(fault.message) }
/// // "CountsItsDrawings's body changes `count`, which it reads"
/// ```
public struct ViewFault: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, as SwiftUI would have it.
  public enum Kind: String, Sendable, Hashable {
    /// A body set state while it was drawn (SwiftUI: "Modifying state during view update").
    case stateChangedByBody = "state changed by a body"
    /// Views' work after drawing (`onChange`, `onAppear`) changed the screen at every drawing:
    /// handlers that set each other's values, a screen that pushes another as it appears.
    case endlessUpdate = "endless update"
    /// Views nested inside one another until the stack would run out: a view that contains
    /// itself.
    case endlessNesting = "endless nesting"
  }

  /// The kind of mistake.
  public let kind: Kind
  /// One line that names the view and what it did.
  public let message: String
  /// What to do about it.
  public let hint: String

  /// A fault of `kind`.
  public init(_ kind: Kind, _ message: String, hint: String) {
    self.kind = kind
    self.message = message
    self.hint = hint
  }

  /// The message.
  public var description: String { message }
}

extension ViewFault {
  /// The fault of views of type `type` drawn so deep inside one another that the stack would
  /// run out: a view that contains itself.
  static func endlessNesting(_ type: Any.Type) -> ViewFault {
    ViewFault(
      .endlessNesting, "\(TypeName.of(type)) is nested too deep to draw: stopped before the stack ran out",
      hint: "a view that contains itself, directly or through others, must stop somewhere (an `if` on a depth)")
  }
}
