import Foundation
import MVCS

/// The mvcs shell over an app: interactive on a terminal, batch on a pipe or a file.
///
/// It is the shell alone, without `run`, workers or options; for your own executable,
/// `MVCSCommandLine.main(apps:version:)` gives the whole mvcs command line in one call.
/// Use `Shell` to open the shell from code of your own:
///
/// ```swift
/// let status = await Shell(app: MyApp(), options: ShellOptions(width: 60)).run()
/// ```
@MainActor
public final class Shell {
  /// The session the shell's lines run in.
  public let session: Session
  private let interpreter: Interpreter

  /// The storage every app launched here is scoped from: a clean exit closes each app's file.
  private let storage: Storage

  /// Told of each command line read, before it runs.
  ///
  /// A supervised worker notes it for the reproducer of a crash and starts its watchdog. Nil,
  /// the default, costs nothing.
  public var willRun: (@MainActor (LogicalLine) -> Void)?
  /// Told of each command once it ran and what it printed is out: a supervised worker stops its
  /// watchdog and saves what the session would carry to a new worker (``SessionSnapshot``).
  public var didRun: (@MainActor (LogicalLine, Outcome) -> Void)?
  /// Told of each line as it starts to run, sourced scripts' lines included
  /// (``Interpreter/willExecute``): what a batch session's crash handler is told, at less cost
  /// than ``willRun``, which sees each line as it is read.
  public var willExecute: (@MainActor (LogicalLine) -> Void)? {
    get { interpreter.willExecute }
    set { interpreter.willExecute = newValue }
  }
  /// Whether an interactive session opens with its banner: a worker taking the place of one
  /// whose app crashed goes on without one.
  public var showsBanner = true

  /// A shell over `app`, able to `launch` any of `apps`, with `options`.
  public init(app: any App, apps: [any App]? = nil, options: ShellOptions = ShellOptions()) {
    session = Session(app: app, apps: apps, options: options)
    interpreter = Interpreter(session: session)
    storage = options.environment.storage
  }

  /// Runs until end of input or `exit`; returns the exit status.
  public func run() async -> Int32 {
    let status =
      Terminal.isTerminal(STDIN_FILENO) ? await runInteractive() : await runBatch(PlainLineReader.standardInput())
    return closingStorage(after: status)
  }

  /// Runs commands from `reader` in batch mode until its end or `exit`, then closes the
  /// storage as ``run()`` does; returns the exit status.
  ///
  /// A batch session that goes on where a crashed one left off reads from
  /// ``PlainLineReader/standardInput(firstLine:)``:
  ///
  /// ```swift
  /// let shell = Shell(app: MyApp())
  /// let status = await shell.run(reading: .standardInput(firstLine: 13))
  /// ```
  public func run(reading reader: PlainLineReader) async -> Int32 {
    closingStorage(after: await runBatch(reader))
  }

  /// `status`, once the store files are closed, so no write-ahead log is left beside them; the
  /// worse of it and a failure when they cannot be.
  private func closingStorage(after status: Int32) -> Int32 {
    do {
      try storage.close()
    } catch {
      Terminal.writeError(error.description)
      return max(status, ExitStatus.commandFailed.rawValue)
    }
    return status
  }

  /// Runs commands from `reader` without a prompt; errors go to standard error as
  /// `FILE:LINE:COL: error: …` and the run goes on, ending with the worst status.
  public func runBatch(_ reader: PlainLineReader) async -> Int32 {
    var reader = reader
    let status = await drive(&reader, interactive: false)
    if let warning = TasksLeftRunning.warning(in: session) { Terminal.writeError(warning) }
    return status
  }

  private func runInteractive() async -> Int32 {
    let session = self.session
    // A history file that is not a regular file (a FIFO) is left alone, with a warning.
    var historyFile = HistoryFile.defaultURL()
    if let file = historyFile, let problem = HistoryFile.problem(with: file) {
      Terminal.writeError("warning: \(problem)")
      historyFile = nil
    }
    let editor = LineEditor(historyFile: historyFile) { line in
      DispatchQueue.main.sync { MainActor.assumeIsolated { Completer(session: session).complete(line) } }
    }
    guard let editor else {
      let reason = LineEditor.unavailability.map { " (\($0))" } ?? ""
      Terminal.writeError("error: cannot start the line editor\(reason); reading commands without editing")
      return await runBatch(PlainLineReader.standardInput())
    }
    session.history = { editor.entries }
    // While editing, Ctrl-C is a key bound to abandon the line. A Ctrl-C typed while a
    // command runs stops that command (see Interrupts), never the whole session.
    Interrupts.watch()
    if showsBanner {
      print("\(session.options.toolName), \(session.host.app.name): \(session.host.app.summary)")
      print("Type 'help' for commands, Tab to complete, Ctrl-D to exit.")
    }
    var source = TerminalLineSource(editor: editor, session: session)
    return await drive(&source, interactive: true) { line, outcome in
      editor.addToHistory(outcome.shownLine ?? line.text)
    }
  }

  /// The loop both modes share: prints each outcome, its error to standard error.
  ///
  /// Errors are located in batch, where the line is not on screen, and coloured at a
  /// terminal. Batch ends with the worst status, a terminal session with 0, unless a
  /// command exits.
  private func drive(
    _ source: inout some LineSource, interactive: Bool, ran: (LogicalLine, Outcome) -> Void = { _, _ in }
  ) async -> Int32 {
    guard let willRun else { return await loop(&source, interactive: interactive, ran: ran) }
    var observed = ObservedLineSource(base: source, observe: willRun)
    defer { source = observed.base }
    return await loop(&observed, interactive: interactive, ran: ran)
  }

  /// ``drive(_:interactive:ran:)``'s loop over `source` as it is.
  private func loop(
    _ source: inout some LineSource, interactive: Bool, ran: (LogicalLine, Outcome) -> Void
  ) async -> Int32 {
    var status = ExitStatus.success
    let color = session.options.color
    let didRun = self.didRun
    let exit = await interpreter.run(&source) { line, outcome in
      ran(line, outcome)
      for text in outcome.output { Terminal.writeOutput(text, keepingStyles: color) }
      // What the app printed, after the command's own output and marked as the app's.
      for text in outcome.consoleShown { Terminal.writeOutput(text) }
      if let error = outcome.error {
        Terminal.flush()
        let lines = interactive ? error.lines(withLocation: false, color: color) : error.lines()
        // Only the shell's own label is styled; what the error quotes is escaped already.
        Terminal.writeError(lines.joined(separator: "\n"), keepingStyles: interactive && color)
        status = max(status, error.status)
      }
      if interactive { Terminal.flush() }
      didRun?(line, outcome)
      return true
    }
    return exit ?? (interactive ? ExitStatus.success : status).rawValue
  }

  /// The version `mvcs --version` and the banner print.
  nonisolated public static let version = "0.1.0"
}
