import MVCS

/// Runs command lines against a session: lexes, looks the command up, runs it, applies
/// what it returned, and settles the app.
///
/// The interactive loop, the batch reader and the script runner share this type; they
/// differ only in their ``LineSource`` and in what they do with each ``Outcome``.
///
/// ```swift
/// let interpreter = Interpreter(session: Session(app: CounterApp()))
/// await interpreter.execute(LogicalLine("tap ++"))
/// await interpreter.execute(LogicalLine("show")).output  // ["Counter", "────…", "1", "[++] [--]"]
/// ```
@MainActor
public final class Interpreter {
  /// The session the lines run in.
  public let session: Session
  /// The command the last line ran, nil when it ran none (a blank line, an unknown command):
  /// what a run's report asks to know whether the line changed the screen.
  private(set) var lastCommand: (any Command.Type)?
  /// How many `source` commands are running inside one another.
  private var sourceDepth = 0
  // Unchecked, as `willExecute`: read by every command, only assigned (docs/DECISIONS.md,
  // "Exclusivity unchecked").
  /// The lifecycle log and how many events it held when the last command ended: what happens
  /// between commands (a coverage recorder drawing the screen a line left) is traced by the
  /// next command, not lost.
  @exclusivity(unchecked) private var traced: (log: LifecycleLog, count: Int)?
  /// How many commands `source` has started since the last top-level command; at most
  /// `Source.maximumCommands`.
  private var sourcedCommands = 0
  /// How many scripts `source` has started since the last top-level command; at most
  /// `Source.maximumScripts`.
  private var sourcedScripts = 0
  /// Told of each line as it starts, sourced scripts' lines included: how a worker lets its
  /// runner know which line it was running should it crash.
  @exclusivity(unchecked) public var willExecute: (@MainActor (LogicalLine) -> Void)?

  /// An interpreter for `session`.
  public init(session: Session) {
    self.session = session
  }

  /// Runs `line`, applies what its command returned, carries out the work it asked for
  /// (`source`, `wait`, `clock`), and lets the work it started finish (the app's tasks, the
  /// stores' writes) before returning.
  ///
  /// With `data`, the outcome also holds what the command found as JSON (``Outcome/data``),
  /// made at the same moment as its lines: what an agent's tool answers as structured content.
  @discardableResult
  public func execute(_ line: LogicalLine, data: Bool = false) async -> Outcome {
    // What the app prints while the line runs, and the work it starts then, goes to its
    // console, never among the output.
    let console = session.console
    let mark = console.appendedCount
    // A loop of lines (``run(_:handle:)``) captures once around all of them: a capture of its
    // own per line cost a task-local value and an async frame, a quarter of a trivial command.
    var outcome =
      if AppConsole.current === console {
        await executeCapturing(line, data: data)
      } else {
        await console.capturing { await executeCapturing(line, data: data) }
      }
    console.endLine()
    outcome.console = console.lines(since: mark).lines.map(\.escapingControlCharacters)
    return outcome
  }

  /// ``execute(_:data:)`` with the app's console capturing.
  private func executeCapturing(_ line: LogicalLine, data: Bool) async -> Outcome {
    willExecute?(line)
    let log = session.host.lifecycleLog
    var mark = traced.flatMap { $0.log === log ? min($0.count, log.appendedCount) : nil } ?? log.appendedCount
    var command: (any Command.Type)?
    var result = CommandResult()
    // Work the app started on its own (at launch, from a timer) is settled before each
    // command, so every command sees the app and its stores up to date; and after it, so
    // the next line, and the directive, see what it did.
    await session.settle()
    session.updateWindow()
    do {
      // In the app's scope: the bare tasks its actions start are counted until they end.
      let ran = session.inAppScope { () -> Result<(any Command.Type, CommandResult)?, ShellError> in
        do throws(ShellError) { return .success(try runCommand(line)) } catch { return .failure(error) }
      }
      if let (ran, returned) = try ran.get() {
        command = ran
        result = returned
      }
    } catch {
      result.error = error
    }
    // Data is rendered now, before the changes and the settling, as the command found it.
    var output = result.printed
    let json = data ? result.data?.json : nil
    session.apply(result.changes)
    await session.settle()
    var failure = result.error
    if failure == nil, let directive = result.directive {
      // Each directive settles as it goes: a sourced line like a typed one, the clock at
      // every timer, `wait` at every turn.
      let performed = await perform(directive)
      output += performed.output
      failure = performed.error
      // What the sourced script's commands caused they traced themselves.
      if case .source = directive { mark = log.appendedCount }
    }
    // A write the command queued that failed is the command's failure: status 3 in batch,
    // the error on screen at the prompt, never only a line in a later `store ls`.
    let writeFailures = session.takeWriteFailures()
    // An engine's message goes on over lines (the statement, its hint); the first line of
    // the first failure is the error, the rest its details.
    let lines = writeFailures.flatMap { $0.description.split(separator: "\n") }
    if let head = lines.first {
      let lost = ShellError(
        String(head), at: line.location, hint: "the store keeps what it had before; `store ls` lists its problems",
        details: lines.dropFirst().map { String($0.drop { $0 == " " }) })
      if failure == nil {
        failure = lost
      } else {
        failure?.details += lost.lines(withLocation: false)
      }
    }
    // A mistake of the app's views met while drawing (a body that sets its state, handlers
    // that never settle, a view inside itself) fails the command that drew, as SwiftUI's
    // warning would show in Xcode, so a flow cannot pass over it.
    let faults = session.host.environment.runtime.takeFaults()
    if let first = faults.first {
      var fault = ShellError(
        first.message, at: line.location, hint: first.hint, details: faults.dropFirst().map(\.message))
      fault.viewFault = first.kind
      if failure == nil {
        failure = fault
      } else {
        failure?.details += fault.lines(withLocation: false)
      }
    }
    // A launch replaces the log; what the new app did is all new.
    let newLog = session.host.lifecycleLog
    if session.isTracing {
      for event in newLog === log ? newLog.events(since: mark) : newLog.events[...] {
        output.append("trace: " + event.description.escapingControlCharacters)
      }
    }
    traced = (newLog, newLog.appendedCount)
    var outcome = Outcome(output: output, error: failure, exitStatus: session.exitRequest)
    outcome.data = json
    outcome.shownLine = session.commands.shown(
      line, variables: session.variables, typedTextIsShown: result.typedTextIsShown)
    lastCommand = command
    if command != Record.self, command != nil || failure != nil {
      session.record(line, outcome: outcome)
    }
    return outcome
  }

  /// Runs each line `source` gives until it ends, `handle` returns false, or a command asks
  /// to exit; returns the status `exit` asked for, if any.
  ///
  /// The one driver loop of every front end: the terminal, a pipe, a script.
  public func run(
    _ source: inout some LineSource, handle: (LogicalLine, Outcome) -> Bool
  ) async -> Int32? {
    // The app's console captures around the whole loop, so each line does not set up a
    // capture of its own; what `handle` prints goes to the shell's own output stream, which
    // a capture does not take.
    await session.console.capturing {
      while let line = await source.nextLine() {
        let outcome = await execute(line)
        guard handle(line, outcome) else { return outcome.exitStatus }
        if let status = outcome.exitStatus { return status }
      }
      return nil
    }
  }

  /// Carries out what a command asked for that needs to await; returns what it printed.
  ///
  /// That is running a sourced script line by line, waiting for pending work, or moving
  /// the clock.
  private func perform(_ directive: Directive) async -> (output: [String], error: ShellError?) {
    switch directive {
    case .source(let script, let word):
      guard sourceDepth < Source.maximumDepth else {
        return (
          [],
          ShellError(
            "sourcing is nested deeper than \(Source.maximumDepth) levels", at: word.location,
            hint: "a script probably sources itself, directly or through another")
        )
      }
      if sourceDepth == 0 { (sourcedCommands, sourcedScripts) = (0, 0) }
      sourcedCommands += script.steps.count
      sourcedScripts += 1
      guard sourcedScripts <= Source.maximumScripts else {
        return (
          [],
          ShellError(
            "sourcing would run more than \(ScrollPosition.grouped(Source.maximumScripts)) scripts from one command",
            at: word.location, hint: "a script probably sources itself more than once")
        )
      }
      guard sourcedCommands <= Source.maximumCommands else {
        return (
          [],
          ShellError(
            "sourcing would run more than \(ScrollPosition.grouped(Source.maximumCommands)) commands from one command",
            at: word.location,
            hint: "a script probably sources itself more than once")
        )
      }
      sourceDepth += 1
      var execution = ScriptExecution(script: script, interpreter: self)
      await execution.run()
      sourceDepth -= 1
      guard execution.status == .success else {
        return (
          execution.printed,
          ShellError(
            "\(script.file) failed", at: word.location, status: execution.status, details: execution.report)
        )
      }
      return (execution.printed, nil)
    case .wait(let timeout, let word):
      do {
        try await WaitDriver(session: session).wait(timeout: timeout, at: word)
        return ([], nil)
      } catch {
        return ([], error)
      }
    case .moveClock(let target, let word):
      guard let clock = session.environment.clock.movable else { return ([], nil) }
      var fired = 0
      await session.drawBeforeTimeMoves()
      while let next = clock.nextDue, next <= target {
        fired += session.inAppScope {
          clock.advance(by: max(0, next.timeIntervalSince(clock.now)), firingAtMost: Timers.limit - fired)
        }
        await session.settle()
        if fired >= Timers.limit, let due = clock.nextDue, due <= target {
          // Past the limit, ticks of repeating timers alone fire once more, at the target, as
          // a timer's missed firings do (a 1-second timer on screen and `clock advance 1d`).
          if let virtual = clock as? VirtualClock, session.inAppScope({ virtual.fireMissedTicks(until: target) }) {
            await session.settle()
            if clock.nextDue.map({ $0 > target }) ?? true { break }
          }
          redraw(session.root)
          return (
            [],
            Timers.tooMany(
              "clock \(word.text)", fired, at: word, stillDue: "fall due before \(target.formatted(.iso8601))")
          )
        }
      }
      session.inAppScope { clock.set(to: target) }
      redraw(session.root)
      await session.settle()
      return ([], nil)
    }
  }

  /// Marks every view controller from `viewController` down as needing display.
  ///
  /// Views drawn from `now` ("Today", "in 5 minutes") do not know time moved, and their
  /// cached drawings would go on saying what was true before; so everything is drawn anew.
  private func redraw(_ viewController: ViewController) {
    viewController.setNeedsDisplay()
    // The children made: a list's rows not made yet will be drawn afresh when they are.
    for child in viewController.madeChildren { redraw(child) }
  }

  /// Runs `line`'s command; returns it and its result, nil for a blank line or a comment.
  private func runCommand(_ line: LogicalLine) throws(ShellError) -> (any Command.Type, CommandResult)? {
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
    let result = try command.perform(
      Invocation(session: session, command: command, nameWord: first, arguments: Array(words.dropFirst())))
    return (command, result)
  }
}
