import Foundation
import MVCSMCP
import MVCSShell
import Subprocess
import Synchronization

#if canImport(System)
  import System
#else
  import SystemPackage
#endif

/// `mcp`'s front process: it relays the protocol's lines to a worker process that runs the
/// server and its app, and outlives it.
///
/// The worker is this executable with the user's `mcp` arguments and a ``SupervisorFolder``
/// named in its environment; it answers every line with one line (an empty one for a
/// notification), so the relay knows when each is done. When the app crashes or a call runs
/// past `--timeout`, the call answers as a tool error saying how the app ended and where, with
/// the reproducer of the lines since the launch, and a new worker takes the next call on the
/// same storage: without `--store` the stores are a file in the folder, not the worker's
/// memory, so what a call acknowledged is kept. A connection opened with `initialize` is opened
/// again for each new worker, out of the client's sight.
///
/// ```swift
/// let status = await AgentSupervisor(arguments: ["mcp", "--app", "todo"], timeout: 60, memoryLimit: 4 << 30,
///   storesInFolder: true, name: "mvcs", version: "0.1.0").run()
/// ```
struct AgentSupervisor {
  /// The arguments each worker starts with: the user's.
  let arguments: [String]
  /// What a call may take, as the worker's watchdog allows it.
  let timeout: Double
  /// The most memory the worker may take, in bytes; nil for no limit.
  var memoryLimit: UInt64?
  /// The most processor time the worker may take, in seconds; nil for no limit.
  var cpuLimit: Double?
  /// Whether the workers keep their stores in a file in the folder (no `--store` was given).
  let storesInFolder: Bool
  /// How the server introduces itself, for the answers the relay gives itself.
  let name: String
  let version: String

  /// How one worker's life ended.
  private enum Life {
    /// The input ended: the session is over.
    case inputEnded
    /// The worker died on `message` before answering it, having printed `output` on standard error.
    case died(message: [UInt8], output: [String])
    /// The relay's own channel failed.
    case failed(String)
  }

  /// Relays until the client's input ends; the exit status.
  func run() async -> Int32 {
    guard let folder = SupervisorFolder.make() else {
      Terminal.writeError("\(name) mcp: error: cannot make a folder for the app's worker in the temporary directory")
      return ExitStatus.commandFailed.rawValue
    }
    defer { folder.remove() }
    // A client that goes away closes our standard output, and a worker that died its input:
    // errors to handle, not signals that end the relay.
    signal(SIGPIPE, SIG_IGN)
    let input = FrameReader(fileDescriptor: STDIN_FILENO, limit: LineFraming.standardLimit)
    let output = LineWriter(fileDescriptor: STDOUT_FILENO)
    var arguments = self.arguments
    if storesInFolder { arguments += ["--store", folder.path + "/stores.sqlite"] }
    var variables: [Environment.Key: String?] = [:]
    for (name, value) in folder.workerEnvironment(memoryLimit: memoryLimit, cpuLimit: cpuLimit) {
      variables[Environment.Key(stringLiteral: name)] = value
    }
    let environment = Environment.inherit.updating(variables)
    // The lines that opened the connection, told again to each new worker.
    var opening: [[UInt8]] = []
    while true {
      folder.clearForNextWorker()
      let execution: ExecutionResult<Life, SequenceOutput, SequenceOutput>
      do {
        execution = try await Subprocess.run(
          .path(FilePath(WorkerPool.currentExecutable.path)), arguments: Arguments(arguments),
          environment: environment, input: .inputWriter, output: .sequence, error: .sequence
        ) { execution in
          await relay(execution, input: input, output: output, opening: &opening)
        }
      } catch {
        Terminal.writeError("\(name) mcp: error: cannot start the app's worker: \(error)")
        return ExitStatus.commandFailed.rawValue
      }
      switch execution.closureResult {
      case .inputEnded: return ExitStatus.success.rawValue
      case .failed(let problem):
        Terminal.writeError("\(name) mcp: error: \(problem)")
        return ExitStatus.commandFailed.rawValue
      case .died(let message, let printed):
        let end = WorkerEnd(
          status: execution.terminationStatus, folder: folder, output: printed, timeout: timeout,
          memoryLimit: memoryLimit, cpuLimit: cpuLimit)
        let steps = ShellSupervisor.lines(of: folder.steps)
        var lines = end.lines
        if let reproducer = ShellSupervisor.keepReproducer(steps, end: end) {
          lines.append("reproducer: \(reproducer) (the \(steps.count - 1) commands since the launch)")
        }
        lines.append("the app was relaunched on the same storage: the next call runs in it")
        guard let answer = UnansweredMessage.answer(to: message, saying: lines, name: name, version: version) else {
          continue
        }
        do {
          try output.write(answer)
        } catch {
          Terminal.writeError("\(name) mcp: error: cannot write standard output: \(error)")
          return ExitStatus.commandFailed.rawValue
        }
      }
    }
  }

  /// Relays lines between the client and one worker until the input ends or the worker dies.
  private func relay(
    _ execution: Execution<CustomWriteInput, SequenceOutput, SequenceOutput>, input: FrameReader, output: LineWriter,
    opening: inout [[UInt8]]
  ) async -> Life {
    // The backstop: a worker whose watchdog has not ended it well past the limit is killed;
    // not before the watchdog's wait for the backtrace that names the place is over (killed
    // then, a hang was reported with no place).
    let pending = CallStart()
    let grace = max(WorkerPool.timeoutGrace(timeout), SupervisedWorker.backtraceWait + 5)
    let limit = Duration.milliseconds(Int64((timeout + grace) * 1000))
    let backstop = WorkerBackstop(execution) { pending.since.map { ContinuousClock.now - $0 > limit } ?? false }
    let life = await relayFrames(execution, input: input, output: output, opening: &opening, pending: pending)
    await backstop.stop()
    return life
  }

  /// ``relay(_:input:output:opening:)``'s work, noting in `pending` when the call in flight was sent.
  private func relayFrames(
    _ execution: Execution<CustomWriteInput, SequenceOutput, SequenceOutput>, input: FrameReader, output: LineWriter,
    opening: inout [[UInt8]], pending: CallStart
  ) async -> Life {
    // What the worker prints on standard error goes on to ours as it comes; its last lines
    // are kept, for the runtime's message should it crash.
    let printed = PrintedTail()
    let errors = Task {
      var lines = WorkerOutputLines(execution.standardError, limit: WorkerPool.lineLimit)
      while let line = try? await lines.next() {
        Terminal.writeError(line)
        printed.add(line)
      }
    }
    var answers = WorkerOutputLines(execution.standardOutput, limit: WorkerPool.lineLimit)
    func died(_ message: [UInt8]) async -> Life {
      // The pipe's end comes before the worker's last words on standard error are read.
      _ = await errors.result
      return .died(message: message, output: printed.lines)
    }
    for line in opening {
      guard (try? await execution.standardInputWriter.write(line + [10])) != nil,
        (try? await answers.next()) != nil
      else { return await died(line) }
    }
    while true {
      let frame: Frame?
      do {
        frame = try await input.next()
      } catch {
        return .failed("cannot read standard input: \(error)")
      }
      guard let frame else {
        try? await execution.standardInputWriter.finish()
        while (try? await answers.next()) != nil {}
        _ = await errors.result
        return .inputEnded
      }
      let message: [UInt8]
      switch frame {
      case .message(let bytes): message = bytes
      case .tooLong(let count, let limit):
        // Refused here as the server refuses it: nothing of the line was kept to send on.
        do {
          try output.write(UnansweredMessage.refusal(tooLong: count, limit: limit))
        } catch {
          return .failed("cannot write standard output: \(error)")
        }
        continue
      }
      pending.since = .now
      let answer: String?
      do {
        _ = try await execution.standardInputWriter.write(message + [10])
        answer = try await answers.next()
      } catch {
        answer = nil
      }
      pending.since = nil
      guard let answer else { return await died(message) }
      if UnansweredMessage.opensConnection(message) { opening.append(message) }
      if !answer.isEmpty {
        do {
          try output.write(Array(answer.utf8))
        } catch {
          return .failed("cannot write standard output: \(error)")
        }
      }
    }
  }

  /// When the call in flight was sent to the worker, for the backstop on another task; nil
  /// between calls.
  private final class CallStart: Sendable {
    private let started = Mutex<ContinuousClock.Instant?>(nil)

    var since: ContinuousClock.Instant? {
      get { started.withLock { $0 } }
      set { started.withLock { $0 = newValue } }
    }
  }

  /// The last lines a worker printed on standard error, kept from the task that reads them.
  private final class PrintedTail: Sendable {
    private let kept = Mutex<[String]>([])

    func add(_ line: String) {
      kept.withLock { lines in
        lines.append(line)
        if lines.count > WorkerPool.crashOutputLimit { lines.removeFirst() }
      }
    }

    var lines: [String] { kept.withLock { $0 } }
  }
}
