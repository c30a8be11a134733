/// An error that is an app's own message to its user: input refused for a reason the user
/// can read and fix ("the due date is in the past", "enter a user name").
///
/// An action, a swipe action or a control's input that throws one of these has done its job.
/// `mvcs explore` counts every other error a command the screen offered fails with as a bug
/// (an internal error, a control drawn that cannot be acted on), so conform the errors that
/// validate what a user typed or chose, and nothing else:
///
/// ```swift
/// struct BadDate: Error, ValidationFailure, CustomStringConvertible {
///   let text: String
///   var description: String { "'\(text)' is not a date" }
/// }
/// ```
public protocol ValidationFailure: Error {}

extension ControlInputError: ValidationFailure {}
