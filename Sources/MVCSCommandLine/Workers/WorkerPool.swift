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
  /// The most lines of a crashed worker's own output (its backtrace) a report keeps.
  static let crashOutputLimit = 40
  /// Whether each worker is given a ``LineJournal`` (`--worker-journal PATH`) to note the line
  /// it runs in, so a crash is reported at its line: `run`'s workers take one.
  var journalsLines = false

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
    /// The script it was running when it ended without answering, and what it printed.
    var crashed: (index: Int, output: [String])?
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
    let queue = Queue(files, cancellation: cancellation)
    let progress = self.progress
    let answered = self.answered
    return await withTaskGroup(of: [(Int, JUnitReport.Case)].self) { group in
      for _ in 0..<min(jobs, files.count) {
        group.addTask {
          var results: [(Int, JUnitReport.Case)] = []
          // A worker that crashes is replaced until the queue is empty.
          while let life = await Self.serve(
            queue, executable: executable, arguments: arguments, journalsLines: journalsLines, progress: progress,
            answered: answered)
          {
            results += life.results
            if life.crashed == nil { break }
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
    _ queue: Queue, executable: FilePath, arguments: [String], journalsLines: Bool,
    progress: RunProgress?, answered: (@Sendable (JUnitReport.Case, Data) -> Void)?
  ) async -> WorkerLife? {
    guard let first = queue.take() else { return nil }
    let journal = journalsLines ? LineJournal.make() : nil
    defer { if let journal { unlink(journal) } }
    let arguments = arguments + (journal.map { ["--worker-journal", $0] } ?? [])
    let files = queue.files
    let execution: ExecutionResult<WorkerLife, SequenceOutput, CombinedErrorOutput>
    do {
      execution = try await Subprocess.run(
        .path(executable), arguments: Arguments(arguments), input: .inputWriter, output: .sequence,
        error: .combinedWithOutput
      ) { execution in
        let worker = execution.processIdentifier.value
        queue.cancellation.started(worker)
        defer { queue.cancellation.ended(worker) }
        var life = WorkerLife()
        var lines = WorkerOutputLines(execution.standardOutput, limit: lineLimit)
        var current: Int? = first
        // Whether the worker already has `current`: the next script is sent as soon as an
        // answer arrives, so the worker runs it while the answer is read and handed on.
        var sent = false
        func send(_ index: Int) async throws {
          progress?.started(files[index])
          let request = try JSONEncoder().encode([files[index]])
          _ = try await execution.standardInputWriter.write(String(decoding: request, as: UTF8.self) + "\n")
        }
        while let index = current {
          var stray: [String] = []
          var strayLeftOut = 0
          var answerLine: String?
          do {
            if !sent { try await send(index) }
            while answerLine == nil, let line = try await lines.next() {
              if line.hasPrefix(resultMarker) {
                answerLine = line
              } else if stray.count < crashOutputLimit {
                stray.append(line)
              } else {
                strayLeftOut += 1
              }
            }
          } catch {
            stray.append("(\(error))")
          }
          guard let answerLine else {
            if strayLeftOut > 0 {
              stray.append("… \(strayLeftOut) more \(strayLeftOut == 1 ? "line" : "lines") left out")
            }
            life.crashed = (index, stray)
            break
          }
          current = queue.take()
          sent = false
          if let next = current { sent = (try? await send(next)) != nil }
          let json = Data(answerLine.utf8.dropFirst(resultMarker.utf8.count))
          guard let decoded = try? JSONDecoder().decode(ReportBlob.Case.self, from: json) else {
            let unread = failure(
              files[index], "the worker's answer for \(files[index]) could not be read", output: stray)
            life.results.append((index, unread))
            progress?.finished(files[index], passed: false)
            continue
          }
          let answer = JUnitReport.Case(result: decoded.result, seconds: decoded.seconds)
          life.results.append((index, answer))
          progress?.finished(files[index], passed: answer.result.passed)
          answered?(answer, json)
        }
        try? await execution.standardInputWriter.finish()
        // Reads to the end so the worker never blocks on a full pipe while it exits.
        while (try? await lines.next()) != nil {}
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
    if let (index, _) = life.crashed, queue.cancellation.signal != nil {
      life.results.append((index, interrupted(files[index])))
      progress?.finished(files[index], passed: false)
      life.crashed = nil
    } else if let (index, output) = life.crashed {
      // The line it had started, as its journal says; nil before the first.
      let running = journal.flatMap(LineJournal.read)
      let status =
        switch execution.terminationStatus {
        case .exited(let code): "with status \(code)"
        case .signaled(let signal): "with status \(128 + signal), killed by signal \(signal),"
        }
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
              } ?? "line \(running.line)"),
            at: "\(running.file):\(running.line)", output: output)
        } else {
          failure(files[index], "the worker for \(files[index]) ended \(status) without a result", output: output)
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
