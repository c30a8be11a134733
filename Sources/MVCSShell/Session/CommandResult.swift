import Foundation
import MVCS

/// A command's whole effect, as a value: the lines it prints, the changes it asks of the
/// session, the work the interpreter must await for it, and the error it ends with.
///
/// Commands run synchronously and touch the session only through what they return; the
/// ``Interpreter`` applies the changes, carries out the directive and settles the app.
/// Every front end (the terminal, a pipe, a script, a test) sees the same ``Outcome``:
///
/// ```swift
/// static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
///   let target = try invocation.resolve(invocation.arguments[0])
///   return CommandResult(output: ["now at \(target.path)"], changes: [.changeDirectory(to: target)])
/// }
/// ```
///
/// A command that cannot do anything throws a ``ShellError`` instead; ``error`` is for a
/// command that changed something and then failed (`record stop` that cannot write its file
/// still stops recording).
public struct CommandResult {
  /// The lines to print, in order.
  public var output: [String]
  /// What the session should change, applied in order once the command returns.
  public var changes: [SessionChange]
  /// Work the interpreter must await before the command is finished, if any.
  public var directive: Directive?
  /// The error the command ended with after making its changes, if any.
  public var error: ShellError?

  /// A result that prints `output`, changes the session by `changes`, and asks for `directive`.
  public init(
    output: [String] = [], changes: [SessionChange] = [], directive: Directive? = nil, error: ShellError? = nil
  ) {
    self.output = output
    self.changes = changes
    self.directive = directive
    self.error = error
  }

  /// A result with nothing to print and nothing to change: a command that acted on the app.
  public static var done: CommandResult { CommandResult() }

  /// A result that only prints `lines`.
  public static func printing(_ lines: [String]) -> CommandResult { CommandResult(output: lines) }

  /// Adds a line to the output.
  public mutating func print(_ line: String = "") {
    output.append(line)
  }
}

/// A change a command asks of its ``Session``; only the interpreter applies them.
public enum SessionChange {
  /// Stand at another view controller (`cd`).
  case changeDirectory(to: ViewController)
  /// Define `$name` (`set`).
  case setVariable(name: String, value: String)
  /// Start an app afresh at `/`, on the session's storage, once queued store work is written.
  case launch(any App)
  /// End each command's output with the log entries it caused, or stop (`trace`).
  case setTracing(Bool)
  /// Lay views out at this width; nil for the terminal's (`record`).
  case setWidth(Int?)
  /// Show this many lines of the screen; nil for the terminal's (`record`).
  case setHeight(Int?)
  /// Start adding each command and its outcome to `recording`.
  case startRecording(Recording)
  /// Stop recording.
  case stopRecording
  /// End the session, or the script, with this status (`exit`).
  case exit(status: Int32)
}

/// Work a command hands the interpreter because it must await: commands run synchronously
/// on the main actor, the interpreter is asynchronous.
public enum Directive {
  /// Run a parsed script here, line by line, each settled like a typed command.
  case source(Script, at: Word)
  /// Run pending work until none is left, failing after `timeout` seconds.
  case wait(timeout: Double, at: Word)
  /// Move the movable clock to a time, timer by timer, letting the work each timer wakes run
  /// before the next fires, as it would had the time really passed; then redraw everything,
  /// since nothing observes `now`.
  case moveClock(to: Date, at: Word)
}
