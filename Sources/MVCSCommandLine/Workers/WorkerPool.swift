import Foundation
import MVCSShell
import Subprocess
import Synchronization

#if canImport(System)
  import System
#else
  import SystemPackage
#endif

/// Runs scripts in `jobs` long-lived worker processes that take scripts from one queue
/// until it is empty: each worker is this same executable (the user's own, for a tool built
/// with `MVCSCommandLine`) in `--worker-serve` mode, reading script paths on its standard
/// input and answering each with its result as one line of JSON.
///
/// Each script still starts in a fresh app; only the process lives on, so a run pays for
/// `jobs` process starts rather than one per script. A worker that crashes is one failed case
/// for the script it was running, naming how the process ended, and a new worker takes its
/// place for the rest of the queue.
///
/// Results come back in the order of the list given, whatever order the workers finish in,
/// so the report reads the same on every run.
///
/// ```swift
/// let cases = await WorkerPool(arguments: ["run", "--worker-serve", "--app", "notes"], jobs: 2)
///   .run(["Scripts/a.mvcs", "Scripts/b.mvcs"])
/// ```
struct WorkerPool {
  /// The arguments that start a worker.
  let arguments: [String]
  let jobs: Int
  /// Called as a worker starts each script and as each finishes, in the order they happen:
  /// for a progress display.
  var progress: RunProgress?
  /// Called with each script's result as its worker answers, and the answer's JSON (the
  /// case as ``ReportBlob`` holds it), on the task that reads the worker, while the worker
  /// runs the next script: for work on results that need not wait for the end (the
  /// report's pages and blob).
  var answered: (@Sendable (JUnitReport.Case, Data) -> Void)?
  /// Stops the run: no script starts once it is cancelled, and the workers are ended.
  let cancellation: RunCancellation

  init(arguments: [String], jobs: Int, cancellation: RunCancellation = RunCancellation()) {
    self.arguments = arguments
    self.jobs = jobs
    self.cancellation = cancellation
  }

  /// The most a worker may print for one script: its result with the report and diffs.
  static let lineLimit = 64 << 20

  /// What starts a result line among whatever else a worker prints.
  static let resultMarker = "\u{1}mvcs-worker-result "
  /// What starts a worker's last result line, after which it ends.
  ///
  /// It is the answer its watchdog gives for a script past `--timeout`; the worker is
  /// replaced, as one that crashed is.
  static let lastResultMarker = "\u{1}mvcs-worker-last-result "
  /// What starts the last result of a worker whose watchdog then asks the runtime's
  /// backtracer where the app is stuck: the backtrace follows, and the worker is ended once
  /// it has come (``stuckPlace(after:)``).
  static let lastResultBacktraceMarker = "\u{1}mvcs-worker-last-result-backtrace "
  /// The line a worker whose watchdog asks the backtracer where the app is stuck, without an
  /// answer (explore's), writes first: the pool ends the worker once the backtrace has come,
  /// as the backtracer lets it go on.
  static let backtraceFollowsMarker = "\u{1}mvcs-worker-backtrace-follows"
  /// The most a script may take (`run --timeout`); nil for no limit.
  ///
  /// A worker's own watchdog answers for a script past it; one that still has not answered
  /// `timeoutGrace` later is killed.
  var scriptTimeout: Double?

  /// How long past ``scriptTimeout`` a worker that has not answered is killed: time for its
  /// watchdog to answer on a loaded machine.
  static func timeoutGrace(_ timeout: Double) -> Double { max(10, timeout) }
  /// The most lines of a crashed worker's own output (its backtrace) a report keeps.
  static let crashOutputLimit = 40
  /// Whether each worker is given a ``LineJournal`` (`--worker-journal PATH`) to note the line
  /// it runs in, so a crash is reported at its line: `run`'s workers take one.
  var journalsLines = false
  /// Variables set in the workers' environment beside the inherited ones.
  var environment: [String: String] = [:]
  /// The most memory each worker may take (see ``WorkerMemoryLimit``); nil for no limit.
  var memoryLimit: UInt64?

  /// The scripts left to run, shared by the workers: each takes the next index.
  private final class Queue: Sendable {
    let files: [String]
    let cancellation: RunCancellation
    private let next = Mutex(0)

    init(_ files: [String], cancellation: RunCancellation) {
      self.files = files
      self.cancellation = cancellation
    }

    func take() -> Int? {
      next.withLock { next in
        guard next < files.count, cancellation.signal == nil else { return nil }
        defer { next += 1 }
        return next
      }
    }
  }

  /// How one worker process's life ended.
  private struct WorkerLife {
    var results: [(Int, JUnitReport.Case)] = []
    /// The script it was running when it ended without answering, what it printed (the
    /// first lines), and what all it printed says of the crash.
    var crashed: (index: Int, output: [String], crash: CrashReport)?
    /// Whether it gave its last answer and ended: a new worker takes the rest of the queue.
    var ended = false
  }

  /// The script a worker is running and since when, for the backstop of ``scriptTimeout``;
  /// and the one it was killed for.
  private final class InFlight: Sendable {
    private struct State {
      var index: Int?
      var since = ContinuousClock.now
      var killed: Int?
    }
    private let state = Mutex(State())

    func started(_ index: Int) { state.withLock { $0 = State(index: index, since: .now) } }
    func answered() { state.withLock { $0.index = nil } }
    /// The script past `limit`, noted as killed for; nil when none is.
    func overdue(_ limit: Duration) -> Int? {
      state.withLock { state in
        guard let index = state.index, ContinuousClock.now - state.since > limit else { return nil }
        state.killed = index
        return index
      }
    }
    var killed: Int? { state.withLock { $0.killed } }
  }

  func run(_ files: [String]) async -> [JUnitReport.Case] {
    // A worker that Ctrl-C ended closes its input before the runner's next request reaches
    // it: that write must fail (EPIPE, and the worker's end is read), not end the runner by
    // SIGPIPE with no report (found by Scripts/fuzz's signals, status 141).
    let previousPipeHandler = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previousPipeHandler) }
    let executable = FilePath(Self.currentExecutable.path)
    let arguments = self.arguments
    let journalsLines = self.journalsLines
    let timeout = self.scriptTimeout
    var variables: [Environment.Key: String?] = [:]
    for (name, value) in environment { variables[Environment.Key(stringLiteral: name)] = value }
    if let memoryLimit { variables[Environment.Key(stringLiteral: WorkerMemoryLimit.variable)] = "\(memoryLimit)" }
    let limitText = memoryLimit.map(WorkerMemoryLimit.text)
    let workerEnvironment = Environment.inherit.updating(variables)
    let queue = Queue(files, cancellation: cancellation)
    let progress = self.progress
    let answered = self.answered
    return await withTaskGroup(of: [(Int, JUnitReport.Case)].self) { group in
      for _ in 0..<min(jobs, files.count) {
        group.addTask {
          var results: [(Int, JUnitReport.Case)] = []
          // A worker that crashes is replaced until the queue is empty.
          while let life = await Self.serve(
            queue, executable: executable, arguments: arguments, environment: workerEnvironment,
            journalsLines: journalsLines, timeout: timeout, memoryLimit: limitText, progress: progress,
            answered: answered)
          {
            results += life.results
            if life.crashed == nil, !life.ended { break }
          }
          return results
        }
      }
      var cases = [JUnitReport.Case?](repeating: nil, count: files.count)
      for await results in group {
        for (index, testCase) in results { cases[index] = testCase }
      }
      // A script no worker answered for (none could start) is reported, not lost; once the
      // run is cancelled, the scripts it never started are not cases.
      let cancelled = queue.cancellation.signal != nil
      return cases.enumerated().compactMap { index, testCase in
        testCase ?? (cancelled ? nil : Self.failure(files[index], "no worker process ran it"))
      }
    }
  }

  /// Starts one worker and feeds it scripts from `queue` until the queue is empty or the
  /// worker ends; nil when the queue was already empty.
  private static func serve(
    _ queue: Queue, executable: FilePath, arguments: [String], environment: Environment, journalsLines: Bool,
    timeout: Double?, memoryLimit: String?, progress: RunProgress?,
    answered: (@Sendable (JUnitReport.Case, Data) -> Void)?
  ) async -> WorkerLife? {
    guard let first = queue.take() else { return nil }
    let journal = journalsLines ? LineJournal.make() : nil
    defer { if let journal { unlink(journal) } }
    let arguments = arguments + (journal.map { ["--worker-journal", $0] } ?? [])
    let files = queue.files
    let inFlight = InFlight()
    let execution: ExecutionResult<WorkerLife, SequenceOutput, CombinedErrorOutput>
    do {
      execution = try await Subprocess.run(
        .path(executable), arguments: Arguments(arguments), environment: environment, input: .inputWriter,
        output: .sequence, error: .combinedWithOutput
      ) { execution in
        let worker = queue.cancellation.started(execution)
        // The backstop: a worker whose watchdog has not answered well past the limit is
        // killed, and its script reported as timed out.
        let backstop = timeout.map { timeout in
          let limit = Duration.milliseconds(Int64((timeout + timeoutGrace(timeout)) * 1000))
          return WorkerBackstop(execution) { inFlight.overdue(limit) != nil }
        }
        defer {
          backstop?.cancel()
          queue.cancellation.ended(worker)
        }
        var life = WorkerLife()
        var lines = WorkerOutputLines(execution.standardOutput, limit: lineLimit)
        var current: Int? = first
        // Whether the worker already has `current`: the next script is sent as soon as an
        // answer arrives, so the worker runs it while the answer is read and handed on.
        var sent = false
        func send(_ index: Int) async throws {
          inFlight.started(index)
          progress?.started(files[index])
          let request = try JSONEncoder().encode([files[index]])
          _ = try await execution.standardInputWriter.write(String(decoding: request, as: UTF8.self) + "\n")
        }
        while let index = current {
          var stray: [String] = []
          var strayLeftOut = 0
          var crash = CrashReport()
          crash.memoryLimit = memoryLimit
          var answerLine: String?
          // Where a script past --timeout was stuck, as its worker's backtrace says.
          var stuck: String?
          // How many backtraces of a step past the limit are still to come, once its worker's
          // watchdog said they follow.
          var samplesToCome: HangSamplesToCome?
          do {
            if !sent { try await send(index) }
            while answerLine == nil, let line = try await lines.next() {
              if line.hasPrefix(resultMarker) {
                answerLine = String(line.dropFirst(resultMarker.count))
              } else if line.hasPrefix(lastResultMarker) {
                answerLine = String(line.dropFirst(lastResultMarker.count))
                life.ended = true
              } else if line.hasPrefix(lastResultBacktraceMarker) {
                answerLine = String(line.dropFirst(lastResultBacktraceMarker.count))
                life.ended = true
                // Answered: the backstop leaves the worker to its backtrace, which a loaded
                // machine's backtracer can take seconds to write (the worker bounds it).
                inFlight.answered()
                stuck = await Self.stuckPlace(after: &lines)
                // Written, or the worker ended: what it left running must not hold its output.
                try? execution.send(signal: .kill)
              } else if line.hasPrefix(backtraceFollowsMarker) {
                // As for an answer above: the worker's own wait bounds its backtraces.
                samplesToCome = HangSamplesToCome()
                inFlight.answered()
              } else {
                // Every line, however many the app printed first: the runtime's message
                // and the backtrace come last.
                crash.read(line)
                if stray.count < crashOutputLimit { stray.append(line) } else { strayLeftOut += 1 }
                if samplesToCome?.read(line) == true { try? execution.send(signal: .kill) }
              }
            }
          } catch {
            stray.append("(\(error))")
          }
          guard let answerLine else {
            if strayLeftOut > 0 {
              stray.append("… \(strayLeftOut) more \(strayLeftOut == 1 ? "line" : "lines") left out")
            }
            life.crashed = (index, stray, crash)
            break
          }
          inFlight.answered()
          // A worker that gave its last answer takes nothing more.
          current = life.ended ? nil : queue.take()
          sent = false
          if let next = current { sent = (try? await send(next)) != nil }
          var json = Data(answerLine.utf8)
          guard var decoded = try? JSONDecoder().decode(ReportBlob.Case.self, from: json) else {
            let unread = failure(
              files[index], "the worker's answer for \(files[index]) could not be read", output: stray)
            life.results.append((index, unread))
            progress?.finished(files[index], passed: false)
            continue
          }
          if let stuck, !decoded.result.report.isEmpty {
            decoded.result.report[0] += stuck
            json = (try? ReportBlob.encode(decoded)) ?? json
          }
          let answer = JUnitReport.Case(result: decoded.result, seconds: decoded.seconds)
          life.results.append((index, answer))
          progress?.finished(files[index], passed: answer.result.passed)
          answered?(answer, json)
        }
        try? await execution.standardInputWriter.finish()
        // Reads to the end so the worker never blocks on a full pipe while it exits.
        while (try? await lines.next()) != nil {}
        await backstop?.stop()
        return life
      }
    } catch {
      let testCase = failure(files[first], "cannot run a worker process: \(error)")
      progress?.finished(files[first], passed: false)
      return WorkerLife(results: [(first, testCase)], crashed: nil)
    }
    var life = execution.closureResult
    // Ctrl-C reaches the workers too: one that it ended stops the run, as the runner's own
    // Ctrl-C does, whichever of them it reached first.
    if case .signaled(SIGINT) = execution.terminationStatus { queue.cancellation.cancel(by: SIGINT) }
    if let (index, _, _) = life.crashed, queue.cancellation.signal != nil {
      life.results.append((index, interrupted(files[index])))
      progress?.finished(files[index], passed: false)
      life.crashed = nil
    } else if let (index, output, crash) = life.crashed {
      // The line it had started, as its journal says; nil before the first.
      let running = journal.flatMap(LineJournal.read)
      if inFlight.killed == index, let timeout {
        let place = running.map { " at \($0.file):\($0.line)" } ?? ""
        life.results.append(
          (
            index,
            failure(
              files[index],
              "timed out\(place) after \(CommandLineDuration.text(timeout)) (--timeout): the worker did not answer "
                + "within \(CommandLineDuration.text(timeoutGrace(timeout))) more, and was killed",
              output: output)
          ))
        progress?.finished(files[index], passed: false)
        life.crashed = nil
        life.ended = true
        return life
      }
      let status =
        switch execution.terminationStatus {
        case .exited(let code): "with status \(code)"
        case .signaled(let signal): "with status \(128 + signal), killed by signal \(signal),"
        }
      // What the runtime and its backtracer said: the cause and the user's line.
      let cause = crash.summary.map { ": " + $0 } ?? ""
      // The line first, as any failed command is reported; the backtrace after it.
      let testCase =
        if let running {
          failure(
            files[index],
            "the worker for \(files[index]) ended \(status) without a result while running "
              + (ScriptFile.line(running.line, of: running.file).map {
                // Only the start is shown: the line may be megabytes.
                let start = $0.count > 240 ? String($0.prefix(240)) + "…" : $0
                return "`"
                  + LineJournal.shown(start, secretColumn: running.secretColumn).escapingControlCharacters
                  .truncated(toColumns: 120) + "`"
              } ?? "line \(running.line)") + cause,
            at: "\(running.file):\(running.line)", output: output)
        } else {
          failure(
            files[index], "the worker for \(files[index]) ended \(status) without a result" + cause, output: output)
        }
      life.results.append((index, testCase))
      progress?.finished(files[index], passed: false)
    }
    return life
  }

  /// This process's executable, whatever name or relative path started it.
  static var currentExecutable: URL {
    #if os(Linux)
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    #endif
  }

  /// The worker's side: reads script paths from standard input, one JSON array of one path
  /// a line, runs each with `runScript`, and answers each with its result line, until the
  /// input ends.
  @MainActor
  static func serveRequests(_ runScript: @MainActor (String) async -> JUnitReport.Case) async {
    ParentWatch.start()
    WorkerMemoryLimit.applyFromEnvironment()
    while let line = readLine(strippingNewline: true) {
      guard let request = try? JSONDecoder().decode([String].self, from: Data(line.utf8)), let file = request.first
      else { continue }
      let testCase = await runScript(file)
      Terminal.flush()
      // Encoded as the report's blob holds a case, so the runner keeps it as it comes.
      let encoded =
        (try? ReportBlob.encode(ReportBlob.Case(result: testCase.result, seconds: testCase.seconds))) ?? Data()
      print(resultMarker + String(decoding: encoded, as: UTF8.self))
      Terminal.flush()
    }
  }

  /// Reads a timed-out worker's backtraces (``WatchedThread/hangSamples``), up to the line
  /// that ends the last, or to the end of its output: `, stuck at FILE:LINE in FUNCTION` when
  /// they name a place, as explore's hangs say.
  ///
  /// Bounded: a worker whose backtraces never come ends itself
  /// (``SupervisedWorker/backtraceWait``).
  private static func stuckPlace(after lines: inout WorkerOutputLines) async -> String? {
    var report = CrashReport()
    var samples = HangSamplesToCome()
    while !samples.allCame, let line = try? await lines.next() {
      report.read(line)
      _ = samples.read(line)
    }
    return report.stuckAt
  }

  /// Answers `testCase` as this worker's last result, from any thread, straight to standard
  /// output (whatever the main thread holds): what a worker's watchdog says before it ends
  /// the worker.
  ///
  /// With `backtraceFollows`, the pool reads the backtrace the watchdog asks for next and
  /// adds where the app was stuck.
  static func writeLastAnswer(_ testCase: JUnitReport.Case, backtraceFollows: Bool = false) {
    let encoded =
      (try? ReportBlob.encode(ReportBlob.Case(result: testCase.result, seconds: testCase.seconds))) ?? Data()
    let marker = backtraceFollows ? lastResultBacktraceMarker : lastResultMarker
    writeLine(marker + String(decoding: encoded, as: UTF8.self))
  }

  /// Writes `line` to standard output on a line of its own, from any thread, after whatever
  /// the main thread left unfinished on the pipe: a worker's watchdog's last word.
  static func writeLine(_ line: String) {
    Terminal.flush()
    let bytes = Array(("\n" + line + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      written += count
    }
  }

  /// The case of a script whose worker was ended because the run was cancelled.
  private static func interrupted(_ file: String) -> JUnitReport.Case {
    JUnitReport.Case(
      result: ScriptResult(
        file: file, status: .interrupted, report: ["\(file): error: interrupted: the run was cancelled"],
        commandsRun: 0),
      seconds: 0)
  }

  private static func failure(
    _ file: String, _ message: String, at place: String? = nil, output: [String] = []
  ) -> JUnitReport.Case {
    JUnitReport.Case(
      result: ScriptResult(
        file: file, status: .commandFailed, report: ["\(place ?? file): error: \(message)"] + output,
        commandsRun: 0),
      seconds: 0)
  }
}
