import Foundation
import MVCS

/// A command's whole effect, as a value: what it prints (text, or data the shell renders as
/// text or JSON), the changes it asks of the session, the work the interpreter must await for
/// it, and the error it ends with.
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
/// A command that reads returns ``data`` (``CommandData``: its lines and its JSON) rather than
/// lines, so `--json` and an agent's structured content come from the same value.
///
/// A command that cannot do anything throws a ``ShellError`` instead; ``error`` is for a
/// command that changed something and then failed (`record stop` that cannot write its file
/// still stops recording).
@MainActor
public struct CommandResult {
  /// The lines to print, in order: text that is no data (`echo`, `record`'s message).
  public var output: [String]
  /// What the command found, printed after ``output`` as ``format`` says.
  public var data: (any CommandData)?
  /// How ``data`` is printed: as text, or as JSON when the line asked with `--json`.
  public var format: OutputFormat = .text
  /// What the session should change, applied in order once the command returns.
  public var changes: [SessionChange]
  /// Work the interpreter must await before the command is finished, if any.
  public var directive: Directive?
  /// The error the command ended with after making its changes, if any.
  public var error: ShellError?
  /// Whether the text the line typed went into a field that shows it (not a secure one), so
  /// the line may be shown again as typed; otherwise a line whose command declares an
  /// argument that may hold a secret is shown with it as dots (``Outcome/shownLine``).
  public var typedTextIsShown = false

  /// A result that prints `output`, changes the session by `changes`, and asks for `directive`.
  public init(
    output: [String] = [], data: (any CommandData)? = nil, changes: [SessionChange] = [], directive: Directive? = nil,
    error: ShellError? = nil
  ) {
    self.output = output
    self.data = data
    self.changes = changes
    self.directive = directive
    self.error = error
  }

  /// A result with nothing to print and nothing to change: a command that acted on the app.
  public static var done: CommandResult { CommandResult() }

  /// A result that only prints `lines`.
  public static func printing(_ lines: [String]) -> CommandResult { CommandResult(output: lines) }

  /// A result that only shows `data`: its lines, or its JSON with `--json`.
  public static func showing(_ data: any CommandData) -> CommandResult { CommandResult(data: data) }

  /// What the shell prints: ``output``, then ``data`` as text or, with `--json`, as JSON.
  public var printed: [String] {
    guard let data else { return output }
    switch format {
    case .text: return output.isEmpty ? data.lines : output + data.lines
    case .json: return output + data.json.prettyLines.map(\.escapingControlCharacters)
    }
  }

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
