import Foundation
import MVCSShell
import Subprocess

#if canImport(System)
  import System
#else
  import SystemPackage
#endif

/// The interactive shell's front process: it runs the shell and its app in a worker process
/// that owns the terminal, and outlives it.
///
/// The worker is this executable with the user's own arguments and a ``SupervisorFolder``
/// named in its environment; it reads the keys itself, so typing costs nothing more than
/// before. When its app crashes or a command runs past `--timeout`, the supervisor puts the
/// terminal back as it was, says how the app ended and where, writes the commands since the
/// launch as a reproducer `.mvcs`, and starts a new worker on the same storage, which takes up
/// the variables, recording and app (``SessionSnapshot``); the history is in its file.
///
/// ```swift
/// let status = await ShellSupervisor(arguments: ["--app", "todo"], timeout: 60, memoryLimit: 4 << 30).run()
/// ```
struct ShellSupervisor {
  /// The arguments each worker starts with: the user's.
  let arguments: [String]
  /// What a command may take, as the worker's watchdog allows it.
  let timeout: Double
  /// The most memory the worker may take, in bytes; nil for no limit.
  var memoryLimit: UInt64?
  /// The most processor time the worker may take, in seconds; nil for no limit.
  var cpuLimit: Double?

  /// Runs workers until one ends of its own accord (`exit`, Ctrl-D); returns its status.
  ///
  /// Nil when no worker could be started: the caller runs the shell in this process.
  func run() async -> Int32? {
    guard let folder = SupervisorFolder.make() else { return nil }
    defer { folder.remove() }
    // Ctrl-C and Ctrl-\ typed at the terminal are the worker's to take; this process waits.
    // Caught and dropped rather than ignored: a worker would inherit an ignored signal, and
    // the runtime's backtracer leaves SIGQUIT alone then, which its watchdog stops it with.
    let previousInterrupt = signal(SIGINT) { _ in }
    let previousQuit = signal(SIGQUIT) { _ in }
    defer {
      signal(SIGINT, previousInterrupt)
      signal(SIGQUIT, previousQuit)
    }
    var terminal = termios()
    let hasTerminal = tcgetattr(STDIN_FILENO, &terminal) == 0
    var variables: [Environment.Key: String?] = [:]
    for (name, value) in folder.workerEnvironment(memoryLimit: memoryLimit, cpuLimit: cpuLimit) {
      variables[Environment.Key(stringLiteral: name)] = value
    }
    let environment = Environment.inherit.updating(variables)
    var started = false
    while true {
      folder.clearForNextWorker()
      let status: TerminationStatus
      do {
        status = try await Subprocess.run(
          .path(FilePath(WorkerPool.currentExecutable.path)), arguments: Arguments(arguments),
          environment: environment, input: .fileDescriptor(.standardInput, closeAfterSpawningProcess: false),
          output: .fileDescriptor(.standardOutput, closeAfterSpawningProcess: false),
          error: .fileDescriptor(.standardError, closeAfterSpawningProcess: false)
        ).terminationStatus
      } catch {
        guard started else { return nil }
        Terminal.writeError("error: cannot start the app again: \(error)")
        return ExitStatus.commandFailed.rawValue
      }
      started = true
      // The worker may have died with the line editor's modes set, or in the middle of a style.
      if hasTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &terminal) }
      let end = WorkerEnd(
        status: status, folder: folder, output: [], timeout: timeout, memoryLimit: memoryLimit, cpuLimit: cpuLimit)
      if case .exited(let code) = status, !end.timedOut { return code }
      let steps = Self.lines(of: folder.steps)
      let reproducer = Self.keepReproducer(steps, end: end)
      // A style the app's last output left open ends first.
      var report = ["\u{1B}[0merror: " + end.summary] + end.lines.dropFirst()
      if let reproducer {
        report.append("  reproducer: \(reproducer) (the \(steps.count - 1) commands since the launch)")
      }
      // A worker that died before its first command would die again: the app crashes as it
      // launches, and the session cannot go on.
      guard steps.count > 1 else {
        Terminal.writeError(
          report.joined(separator: "\n") + "\nerror: the app cannot launch; the session ends", keepingStyles: true)
        return ExitStatus.commandFailed.rawValue
      }
      report.append("relaunched on the same storage; history, variables and recording kept")
      Terminal.writeError(report.joined(separator: "\n"), keepingStyles: true)
    }
  }

  /// The lines of the file at `path`.
  static func lines(of path: String) -> [String] {
    let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  /// Writes `steps`, headed by how the app ended (no folder of this machine in it), to a new `.mvcs` file in the temporary
  /// directory that outlives the session; its path, or nil when it cannot be written.
  static func keepReproducer(_ steps: [String], end: WorkerEnd) -> String? {
    var template = Array(
      FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-crash-XXXXXX.mvcs").path.utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemps($0, 5) } ?? -1
    }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    let text = "# " + end.portableSummary.escapingControlCharacters + "\n" + steps.joined(separator: "\n") + "\n"
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
