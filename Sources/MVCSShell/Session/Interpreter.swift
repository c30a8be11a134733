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
/// await interpreter.execute(LogicalLine("tap ++"))
/// await interpreter.execute(LogicalLine("show")).output  // ["Counter", "────…", "1", "[++] [--]"]
/// ```
@MainActor
public final class Interpreter {
  public let session: Session

  public init(session: Session) {
    self.session = session
  }

  /// Runs `line`, then lets the work it started finish (the app's tasks, the stores'
  /// writes), and what it asked of the driver (`source`, `wait`), before returning.
  @discardableResult
  public func execute(_ line: LogicalLine) async -> Outcome {
    let log = session.host.lifecycleLog
    var mark = log.appendedCount
    var failure: ShellError?
    var command: (any Command.Type)?
    // Work the app started on its own (at launch, from a timer) is settled before each
    // command, so every command sees the app and its stores up to date.
    await session.settle()
    do {
      command = try run(line)
      await session.settle()
      if let directive = session.takeDirective() {
        try await perform(directive)
        // What the sourced script's commands caused they traced themselves.
        if case .source = directive { mark = log.appendedCount }
      }
    } catch {
      failure = error
      await session.settle()
    }
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

  /// Carries out what a command asked for that needs to await: running a sourced script
  /// line by line, or waiting for pending work.
  private func perform(_ directive: Directive) async throws(ShellError) {
    switch directive {
    case .source(let script, let word):
      // The sourced commands take their own output; keep what this command printed so far.
      let before = session.takeOutput()
      session.sourceDepth += 1
      var execution = ScriptExecution(script: script, interpreter: self)
      await execution.run()
      session.sourceDepth -= 1
      for line in before + execution.printed { session.print(line) }
      guard execution.status == .success else {
        throw ShellError(
          "\(script.file) failed", at: word.location, status: execution.status, details: execution.report)
      }
    case .wait(let timeout, let word):
      try await WaitDriver(session: session).wait(timeout: timeout, at: word)
    case .moveClock(let target, _):
      guard let clock = session.host.environment.clock as? VirtualClock else { return }
      while let next = clock.nextDue, next <= target {
        clock.advance(by: max(0, next.timeIntervalSince(clock.now)))
        await session.settle()
      }
      clock.set(to: target)
      await session.settle()
    }
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
