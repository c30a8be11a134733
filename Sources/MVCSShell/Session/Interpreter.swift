import MVCS

/// What running one line produced: its output, and the error that stopped it, if any.
public struct Outcome: Sendable, Equatable {
  public var output: [String]
  public var error: ShellError?

  public var succeeded: Bool { error == nil }
}

/// Runs command lines against a session: lexes, looks the command up, runs it.
///
/// The interactive loop, the batch reader and the script runner share this type; they
/// differ only in where lines come from and what they do with the ``Outcome``.
///
/// ```swift
/// let interpreter = Interpreter(session: Session(app: CounterApp()))
/// interpreter.execute(LogicalLine("tap ++"))
/// interpreter.execute(LogicalLine("show")).output  // ["Counter", "────…", "1", "[++] [--]"]
/// ```
@MainActor
public final class Interpreter {
  public let session: Session

  public init(session: Session) {
    self.session = session
  }

  @discardableResult
  public func execute(_ line: LogicalLine) -> Outcome {
    let log = session.host.lifecycleLog
    let mark = log.appendedCount
    var failure: ShellError?
    var command: (any Command.Type)?
    // Store work queued by the app (at launch, by actions) is applied before and after each
    // command, so every command sees, and leaves, the stores up to date.
    session.host.environment.storage.settle()
    do {
      command = try run(line)
    } catch {
      failure = error
    }
    session.host.environment.storage.settle()
    // A launch replaces the log; what the new app did is all new.
    let newLog = session.host.lifecycleLog
    if session.isTracing {
      for event in newLog === log ? newLog.events(since: mark) : newLog.events[...] {
        session.print("trace: " + event.description.escapingControlCharacters)
      }
    }
    let outcome = Outcome(output: session.takeOutput(), error: failure)
    if session.recording != nil, command != Record.self, command != nil || failure != nil {
      session.recording?.add(line, outcome: outcome)
    }
    return outcome
  }

  /// Runs `line`; returns the command it ran, nil for a blank line or a comment.
  private func run(_ line: LogicalLine) throws(ShellError) -> (any Command.Type)? {
    let words = try Lexer(variables: session.variables).words(in: line)
    guard let first = words.first else { return nil }
    guard let command = session.commands.command(named: first.text) else {
      throw ShellError(
        "unknown command '\(first.text.escapingControlCharacters)'", at: first.location,
        hint: Suggestions.didYouMean(first.text, among: session.commands.names).map {
          "\($0) Type 'help' for the list."
        }
          ?? "type 'help' for the list of commands")
    }
    try command.run(
      Invocation(session: session, command: command, nameWord: first, arguments: Array(words.dropFirst())))
    return command
  }
}
