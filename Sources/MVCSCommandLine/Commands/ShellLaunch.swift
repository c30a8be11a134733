import CCrashResume
import CLineEdit
import Foundation
import MVCS
import MVCSShell

/// What the root command does: open the shell on an app with the session's options.
///
/// Interactive on a terminal and batch on a pipe. Both parsers of the command line end here,
/// ArgumentParser's ``RootCommand`` and the ``QuickSessionReader``.
///
/// ```swift
/// let status = await ShellLaunch(session: SessionValues(app: "todo")).run(catalog: catalog, tool: tool)
/// ```
struct ShellLaunch: Equatable, Sendable {
  var session = SessionValues()
  var color = ColorMode.auto
  /// What a command may take in an interactive session (`--timeout`; nil for
  /// ``defaultTimeout``), and the worker's memory (`--memory-limit`; nil for 4 GiB) and
  /// processor time (`--cpu-limit`; nil for none).
  var limits = ShellWorkerArguments()

  /// What a command may take in an interactive session or over `mcp` unless `--timeout` says:
  /// `run`'s default, a minute, long past any command a person waits for.
  static let defaultTimeout = RunCommand.defaultTimeout

  /// The seconds `timeout` names, the default's when it names none.
  var timeoutSeconds: Double {
    (try? CommandLineDuration.seconds(limits.timeout ?? Self.defaultTimeout, option: "--timeout")) ?? 60
  }

  /// The bytes the worker may take, checked when the command line was read; nil for none.
  var memoryLimitBytes: UInt64? {
    // The default without parsing it: reading a number from text looks up a conformance at
    // run time the first time, half a million instructions of a batch session's start.
    guard let text = limits.memoryLimit else { return WorkerMemoryLimit.defaultBytes }
    return (try? WorkerMemoryLimit.bytes(text, option: "--memory-limit")) ?? nil
  }

  /// The seconds of processor time the worker may take, checked when the command line was read; nil for none.
  var cpuLimitSeconds: Double? {
    limits.cpuLimit.flatMap { try? WorkerCPULimit.seconds($0) }
  }

  @MainActor func run(catalog: AppCatalog, tool: ToolDescription) async -> Int32 {
    let interactive = Terminal.isTerminal(STDIN_FILENO)
    let folder = SupervisorFolder.current
    // On a terminal the app runs in a worker process this one outlives (docs/ARCHITECTURE.md,
    // "The supervised session"); a pipe runs it here, as fast as before.
    if interactive, folder == nil,
      let status = await ShellSupervisor(
        arguments: Array(CommandLine.arguments.dropFirst()), timeout: timeoutSeconds, memoryLimit: memoryLimitBytes,
        cpuLimit: cpuLimitSeconds
      ).run()
    {
      return status
    }
    // Only a terminal reads the environment (colour, the stores' folder): building it is a
    // million instructions, 5% of a batch session's start.
    let environment = interactive ? ProcessInfo.processInfo.environment : [:]
    let useColor =
      switch color {
      case .always: true
      case .never: false
      case .auto: interactive && Terminal.wantsColor(environment: environment)
      }
    // Interactive sessions keep data in a file per app; a pipe is a replay, in memory.
    guard
      let storage = session.storage(
        otherwise: interactive ? .defaultDirectory(environment: environment) : .inMemory, tool: tool),
      let app = catalog.app(named: session.appName(in: tool))
    else { return ExitStatus.usage.rawValue }
    var options = session.shellOptions(
      storage: storage, commands: catalog.commands, interactive: interactive, color: useColor,
      environment: interactive ? .interactive : .batch)
    options.toolName = "\(tool.name) \(tool.version)"
    let shell = Shell(app: app, apps: catalog.apps, options: options)
    if let folder {
      supervise(shell, folder: folder)
    } else if !interactive {
      return await runBatch(shell, storage: storage, tool: tool)
    }
    return await shell.run()
  }

  /// Runs `shell` on standard input with its crash handler armed (``BatchResume``): first, when
  /// this process was started by one whose app crashed, saying so at the line that crashed and
  /// reading on from the next, its session taken up.
  @MainActor private func runBatch(_ shell: Shell, storage: Storage, tool: ToolDescription) async -> Int32 {
    // The process's own limits, as a worker's at a terminal: memory 4 GiB unless said (valgrind,
    // which measures this process, runs under it), processor time none unless said.
    if let bytes = memoryLimitBytes { WorkerMemoryLimit.apply(bytes) }
    if let seconds = cpuLimitSeconds { WorkerCPULimit.apply(seconds) }
    guard var crashed = BatchResume.take() else {
      if !BatchResume.isOff { BatchResume.arm(shell, status: 0, timeout: timeoutSeconds, resumed: false) }
      return await shell.run()
    }
    // A stack overflow's place: the steps replayed once under the runtime's own handler.
    if crashed.isStackOverflowWithoutPlace, let steps = crashed.steps {
      var replay = session
      replay.store = ":memory:"
      crashed.backtrace += await BatchResume.replayedBacktrace(
        of: steps, arguments: replay.arguments(in: tool), seconds: timeoutSeconds)
    }
    if let snapshot = crashed.snapshot { shell.session.restore(snapshot) }
    Terminal.writeError(
      crashed.report(
        storageKept: storage.location != .inMemory, timeout: timeoutSeconds,
        memoryLimit: memoryLimitBytes, cpuLimit: cpuLimitSeconds))
    let status = max(crashed.status, ExitStatus.commandFailed.rawValue)
    BatchResume.arm(shell, status: status, timeout: timeoutSeconds, resumed: true)
    if !crashed.unread.isEmpty,
      crashed.unread.withUnsafeBytes({ mvcs_resume_prefill(mvcs_stdin(), $0.baseAddress, $0.count) }) != 0
    {
      Terminal.writeError("error: cannot read on after the crash: no memory for the input's buffer")
      return status
    }
    let ended = await shell.run(reading: .standardInput(firstLine: crashed.line + 1))
    return max(ended, status)
  }

  /// Makes `shell` a supervised worker's: the session a crashed worker saved taken up, each
  /// line noted and timed, the session saved after each (``SupervisedWorker``).
  @MainActor private func supervise(_ shell: Shell, folder: SupervisorFolder) {
    let session = shell.session
    if let saved = SupervisedWorker.savedSession(in: folder) {
      session.restore(saved)
      shell.showsBanner = false
    }
    let worker = SupervisedWorker(folder: folder, timeout: timeoutSeconds, app: session.host.app.name)
    shell.willRun = { worker.willRun($0.text) }
    shell.didRun = { line, outcome in worker.didRun(line.text, output: outcome.output, session: session) }
  }
}
