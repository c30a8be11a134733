/// What running one line came to: its output, the error that stopped it, and whether it
/// asked to end the session.
///
/// Every front end consumes this one value: the terminal prints it, a pipe prints it with
/// located errors, a script compares it with the expected block, a recording writes it down.
public struct Outcome: Sendable, Equatable {
  /// The lines the command printed, a sourced script's and the trace's included.
  public var output: [String]
  /// The error the command failed with, if it failed.
  public var error: ShellError?
  /// The status the session should end with, once a command has asked to (`exit`).
  public var exitStatus: Int32?
  /// What the command found, as JSON, when the caller asked for it and the command's result
  /// is data (`Interpreter.execute(_:data:)`).
  public var data: JSONValue?
  /// The line as it may be shown again when it may hold a secret (`fill Passcode ••••`), by
  /// the one rule of ``CommandRegistry/shown(_:variables:typedTextIsShown:)``.
  ///
  /// Nil when the line as typed may be. What the report, `--echo` and the history write.
  public var shownLine: String?
  /// What the app printed while the line ran (its `print`s), kept apart from ``output`` as
  /// Xcode keeps an app's console apart from its screen: the shell shows it after the output,
  /// a script does not compare it (`console` prints it for a script that asks), the report
  /// shows it beside the step, an agent's tool answers with it.
  public var console: [String] = []

  /// An outcome with `output`, failed when `error` is not nil.
  public init(output: [String], error: ShellError? = nil, exitStatus: Int32? = nil) {
    self.output = output
    self.error = error
    self.exitStatus = exitStatus
  }

  /// Whether the command succeeded.
  public var succeeded: Bool { error == nil }

  /// ``console`` as the shell shows it after the output, each line marked as the app's:
  /// `console: Round 1 over`.
  public var consoleShown: [String] { console.map { Self.consoleMark + $0 } }

  /// What begins a line the app printed where the shell shows it among its own.
  public static let consoleMark = "console: "
}
