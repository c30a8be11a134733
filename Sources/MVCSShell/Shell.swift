import Foundation
import MVCS

/// The mvcs shell over an app: interactive on a terminal, batch on a pipe or a file.
///
/// Embed it in your own executable to drive your own app:
///
/// ```swift
/// @main struct MyAppShell {
///     static func main() async {
///         exit(await Shell(app: MyApp()).run())
///     }
/// }
/// ```
@MainActor
public final class Shell {
  public let session: Session
  private let interpreter: Interpreter

  public init(app: any App, apps: [any App]? = nil, options: ShellOptions = ShellOptions()) {
    session = Session(app: app, apps: apps, options: options)
    interpreter = Interpreter(session: session)
  }

  /// Runs until end of input or `exit`; returns the exit status.
  public func run() async -> Int32 {
    let status =
      Terminal.isTerminal(STDIN_FILENO) ? await runInteractive() : await runBatch(PlainLineReader.standardInput())
    // A clean exit closes the store files, so no write-ahead log is left beside them.
    do {
      try session.options.environment.storage.close()
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
    var status = ExitStatus.success
    while let line = reader.next() {
      let outcome = await interpreter.execute(line)
      for text in outcome.output { print(text) }
      if let error = outcome.error {
        Terminal.flush()
        Terminal.writeError(error.lines().joined(separator: "\n"))
        status = max(status, error.status)
      }
      if let exit = session.exitRequest { return exit }
    }
    return status.rawValue
  }

  private func runInteractive() async -> Int32 {
    let session = self.session
    let editor = LineEditor(historyFile: HistoryFile.defaultURL()) { line in
      DispatchQueue.main.sync { MainActor.assumeIsolated { Completer(session: session).complete(line) } }
    }
    guard let editor else {
      Terminal.writeError("error: cannot start the line editor; reading commands without editing")
      return await runBatch(PlainLineReader.standardInput())
    }
    session.history = { editor.entries }
    // While editing, Ctrl-C is a key bound to abandon the line. Commands run to completion
    // on the main actor, so a Ctrl-C typed while one runs must not end the whole session.
    signal(SIGINT, SIG_IGN)
    print("mvcs \(Shell.version), \(session.host.app.name): \(session.host.app.summary)")
    print("Type 'help' for commands, Tab to complete, Ctrl-D to exit.")
    while true {
      let first: String
      switch await editor.readLine(prompt: session.prompt) {
      case .end:
        print()
        return ExitStatus.success.rawValue
      case .interrupted: continue
      case .line(let text): first = text
      }
      // A history entry recalled from a multi-line command holds its newlines.
      var physical = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var abandoned = false
      continuation: while physical.last.map({ PhysicalLine($0, number: 0).continues }) == true {
        switch await editor.readLine(prompt: "> ") {
        case .line(let more): physical.append(more)
        case .interrupted:
          abandoned = true
          break continuation
        case .end: break continuation
        }
      }
      if abandoned { continue }
      let line = LogicalLine(
        file: "<interactive>",
        lines: physical.enumerated().map { PhysicalLine($1, number: $0 + 1) })
      editor.addToHistory(line.text)
      let outcome = await interpreter.execute(line)
      for text in outcome.output { print(text) }
      if let error = outcome.error {
        Terminal.flush()
        let color = session.options.color
        Terminal.writeError(error.lines(withLocation: false, color: color).joined(separator: "\n"))
      }
      Terminal.flush()
      if let exit = session.exitRequest { return exit }
    }
  }

  nonisolated public static let version = "0.1.0"
}
