/// A button of a ``PromptViewController``, like UIKit's `UIAlertAction`: a title, a role, and
/// a handler that gets the text of the prompt's fields, in their order, once the prompt is
/// dismissed.
///
/// ```swift
/// PromptButton("Cancel", role: .cancel)
/// PromptButton("Create") { [model] values in try model.addList(named: values[0]) }
/// ```
@MainActor
public struct PromptButton {
  /// What pressing the button means.
  public enum Role: Sendable, Equatable {
    /// Goes on with what the prompt asks for.
    case `default`
    /// Gives up; the prompt's ``PromptViewController/cancel()`` presses it.
    case cancel
  }

  /// The text on the button.
  public let title: String
  /// What pressing the button means.
  public let role: Role
  /// What pressing the button does, given the fields' texts in order.
  public let handler: @MainActor ([String]) throws -> Void

  /// A button titled `title` that runs `handler`.
  public init(
    _ title: String, role: Role = .default, handler: @escaping @MainActor ([String]) throws -> Void = { _ in }
  ) {
    self.title = title
    self.role = role
    self.handler = handler
  }
}
