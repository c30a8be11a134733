import Foundation
import MVCS
import MVCSShell
import Synchronization

/// One piece of an exploration a worker process does: a walk, or replays of candidates.
///
/// A replay is how a crash or a hang is shrunk. The parent writes the job to a file and sends
/// the file's path through the worker pool; the worker writes its journal and its result
/// beside it.
struct ExploreJob: Codable {
  /// The walk to take; nil for replays.
  var walk: Explorer.Configuration?
  /// When not a walk: the candidates to replay, each from a fresh launch, in order, until
  /// one ends the worker or all have run.
  var candidates: [[ExploreStep]] = []
  /// Where the worker notes each step before it runs it: what is left of a walk that crashed.
  var journal: String
  /// Where the worker writes what it came to: an ``ExploreReport``, or a ``ReplayResult``
  /// for each candidate.
  var result: String
  /// Where a walk's worker adds each finding as it is made, a line of JSON each, so a later
  /// death in the same worker loses none.
  var findings: String?
  /// Whether the worker runs with the runtime's backtracer, so that a crash names its line,
  /// and a step past the time limit ends it by `SIGQUIT`, which the backtracer answers with
  /// where the app was stuck: for naming a finding, once it is shrunk.
  var backtrace: Bool?
  /// Whether the replays note which steps changed nothing (``Explorer/inertSteps(_:)``)
  /// rather than the lines they ran: for leaving them out of a shrink in one try.
  var inert: Bool?
}

/// What a replay came to: the lines run, which steps the app refused with its own message,
/// and the failure it ended in, if any.
struct ReplayResult: Codable {
  var lines: [String]
  var refused: [Bool]
  var failure: ExploreFailure?
  /// The steps that left the screen and the stores as they were, in a job of ``ExploreJob/inert``.
  var inert: [Int]?
}

/// Where an explore worker notes, before it runs each, the steps since its last fresh launch,
/// for the parent to read when the worker dies (a crash) or its watchdog ends it (a hang).
///
/// Each fresh launch starts the file again, so it holds one launch's steps whatever the walk's
/// length: it once kept every step of every episode, 50 MB in one walk. A line each:
///
/// ```text
/// episode 4 1500 3          episode 4 starts, after 1,500 steps in 3 episodes
/// episode 4 1500 3 212      the same, once it took 212 steps …
/// replay                    … and a fresh launch replays steps to shrink what it found
/// candidate 2               replays: the third candidate starts
/// {"command":"tap Spin"}    a step, about to run
/// timed out                 the watchdog: the last step ran past --timeout
/// ```
final class ExploreJournal: Sendable {
  private let descriptor: Int32

  /// The journal at `path`, made empty; nil when it cannot be made.
  init?(path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Starts the file again with `lines`.
  func restart(_ lines: String...) {
    _ = ftruncate(descriptor, 0)
    write(lines.joined(separator: "\n"))
  }

  /// Appends a step, encoded by `encoder` (one for the walk: making one a step cost a tenth
  /// of the step).
  func note(_ step: ExploreStep, with encoder: JSONEncoder) {
    write((try? String(decoding: encoder.encode(step), as: UTF8.self)) ?? "")
  }

  /// Appends that the last step ran past the time limit: the watchdog's last word.
  func noteTimedOut() {
    write("timed out")
  }

  /// One `write` a line, appended (the watchdog writes from its own thread).
  private func write(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
  }

  /// What a journal says.
  struct Contents {
    /// The episode walked last, when one started.
    var episode: Int?
    /// The steps walked before it, and the episodes started before it.
    var walkedBefore = 0
    var episodesBefore = 0
    /// The steps the episode took, once it ended; else its steps below.
    var episodeSteps: Int?
    /// The candidate replayed last, in a job of replays.
    var candidate: Int?
    /// The steps since the last fresh launch, the last one the one running.
    var steps: [ExploreStep] = []
    /// Whether the steps are a shrink's replay, not the episode's own.
    var replaying = false
    /// Whether the watchdog ended the worker: the last step (or the launch) ran past the limit.
    var timedOut = false

    /// The steps walked in all, the last episode's included.
    var walked: Int { walkedBefore + (episodeSteps ?? (replaying ? 0 : steps.count)) }
  }

  /// What the journal at `path` says.
  static func read(_ path: String) -> Contents {
    let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    var contents = Contents()
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      switch words.first {
      case "episode":
        let numbers = words.dropFirst().compactMap { Int($0) }
        guard numbers.count >= 3 else { continue }
        contents = Contents(episode: numbers[0], walkedBefore: numbers[1], episodesBefore: numbers[2])
        contents.episodeSteps = numbers.count > 3 ? numbers[3] : nil
      case "replay":
        contents.replaying = true
        contents.steps = []
      case "candidate":
        contents.candidate = words.dropFirst().first.flatMap { Int($0) }
        contents.steps = []
      case "timed":
        contents.timedOut = true
      default:
        if let step = try? JSONDecoder().decode(ExploreStep.self, from: Data(line.utf8)) {
          contents.steps.append(step)
        }
      }
    }
    return contents
  }
}

/// The worker's side of `explore`: runs the job in the file it is given, noting each launch
/// and step in the job's journal, its watchdog armed for each, so a step that never ends
/// ends the worker with `timed out` as the journal's last line.
@MainActor
final class ExploreWorker {
  private let app: any App
  private let apps: [any App]
  private let options: ShellOptions
  /// The journal of the job running, for the watchdog's last word.
  private let current: JournalSlot
  private let watchdog: WorkerWatchdog
  /// The thread running the step, which the watchdog stops for a backtrace.
  private let watched: WatchedThread

  /// The journal the watchdog writes its last word to, shared with its thread, and whether
  /// the job wants a backtrace of a step past the limit.
  private final class JournalSlot: Sendable {
    let journal = Mutex<ExploreJournal?>(nil)
    let backtrace = Mutex(false)
  }

  /// A worker exploring `app`, a step allowed `timeout` seconds.
  init(app: any App, apps: [any App], options: ShellOptions, timeout: Double) {
    self.app = app
    self.apps = apps
    self.options = options
    let current = JournalSlot()
    self.current = current
    // The thread each step runs on, adopted as it starts (``WatchedThread``).
    let watched = WatchedThread()
    self.watched = watched
    watchdog = WorkerWatchdog(seconds: timeout) { _ in
      current.journal.withLock { $0?.noteTimedOut() }
      if current.backtrace.withLock({ $0 }) {
        // The backtracer answers SIGQUIT with the frames of the thread running the step:
        // where the app is stuck. It lets the process go on afterwards, for a second sample;
        // the pool, told first, ends the worker once both are written, or the worker ends
        // itself. Should none come, the status says the step timed out.
        WorkerPool.writeLine(WorkerPool.backtraceFollowsMarker)
        _ = watched.sampleBacktraces(within: SupervisedWorker.backtraceWait)
      }
      _exit(ExploreWorkers.timedOutStatus)
    }
  }

  func serve(_ path: String) async -> JUnitReport.Case {
    let failed = JUnitReport.Case(
      result: ScriptResult(file: path, status: .usage, report: ["cannot read the job \(path)"], commandsRun: 0),
      seconds: 0)
    guard let data = FileManager.default.contents(atPath: path),
      let job = try? JSONDecoder().decode(ExploreJob.self, from: data),
      let journal = ExploreJournal(path: job.journal)
    else { return failed }
    current.journal.withLock { $0 = journal }
    current.backtrace.withLock { $0 = job.backtrace ?? false }
    defer {
      watchdog.disarm()
      current.journal.withLock { $0 = nil }
    }
    var explorer = Explorer(app: app, apps: apps, options: options)
    explorer.shouldStop = { Interrupts.isPending }
    let encoder = JSONEncoder()
    let encoded: Data?
    if let walk = job.walk {
      explorer.configuration = walk
      var header = ""
      explorer.journal = { [watchdog, watched] entry in
        watched.adoptCurrent()
        watchdog.arm()
        switch entry {
        case .episode(let episode, let walked, let episodes):
          header = "episode \(episode) \(walked) \(episodes)"
          journal.restart(header)
        case .replay(_, let steps):
          journal.restart(header + " \(steps)", "replay")
        case .step(let step):
          journal.note(step, with: encoder)
        }
      }
      if let path = job.findings, FileManager.default.createFile(atPath: path, contents: nil),
        let file = FileHandle(forWritingAtPath: path)
      {
        explorer.didFind = { finding in
          try? file.write(contentsOf: JSONEncoder().encode(finding) + Data("\n".utf8))
        }
      }
      encoded = try? JSONEncoder().encode(await explorer.run())
    } else {
      explorer.journal = { [watchdog, watched] entry in
        watched.adoptCurrent()
        watchdog.arm()
        if case .step(let step) = entry { journal.note(step, with: encoder) }
      }
      var results: [ReplayResult] = []
      for (index, candidate) in job.candidates.enumerated() where !Interrupts.isPending {
        watched.adoptCurrent()
        watchdog.arm()
        journal.restart("candidate \(index)")
        if job.inert == true {
          let inert = await explorer.inertSteps(candidate)
          results.append(ReplayResult(lines: [], refused: [], inert: inert.sorted()))
          continue
        }
        let (lines, refused, failure) = await explorer.replay(candidate)
        results.append(ReplayResult(lines: lines, refused: refused, failure: failure))
      }
      encoded = try? JSONEncoder().encode(results)
    }
    guard let encoded, FileManager.default.createFile(atPath: job.result, contents: encoded) else { return failed }
    return JUnitReport.Case(result: ScriptResult(file: path, status: .success, report: [], commandsRun: 0), seconds: 0)
  }
}

/// The parent's side of `explore`: shares the episodes among `jobs` workers, each a lane that
/// goes on in a new worker after its worker dies (a crash) or its watchdog ends it (a hang),
/// turns each into a finding, shrinks them by replaying steps in workers, and merges what the
/// workers found.
@MainActor
struct ExploreWorkers {
  let explorer: Explorer
  let jobs: Int
  /// What a step may take, as the workers' watchdogs allow it: `--timeout`.
  let stepTimeout: Double
  /// What starts a worker: `explore --worker-serve` with the session's options.
  let arguments: [String]
  /// Where the jobs, journals and results go; the caller makes and removes it.
  let folder: URL
  /// Ctrl-C: the workers stop between steps and answer what they walked.
  let cancellation: RunCancellation
  /// The most one finding's shrinking may take (`--shrink-time`): past it, the shortest
  /// reproducer so far is the finding.
  var shrinkSeconds: Double = 60
  /// The most memory each worker may take (`--memory-limit`); nil for no limit.
  var memoryLimit: UInt64? = WorkerMemoryLimit.defaultBytes
  /// Called with each finding as soon as it is made, and again each time shrinking makes it
  /// shorter: a crash or a hang as the walk met it, before any shrinking, so that a walk
  /// ended by a signal or a supervisor's limit leaves what it found (see ``ExploreFindingFiles``).
  var found: (@MainActor (ExploreFinding) -> Void)?

  /// The most candidates one worker replays before the shrink's time is looked at again.
  static let replayBatch = 64

  /// The status a worker's watchdog ends it with (`timeout`'s).
  nonisolated static let timedOutStatus: Int32 = 124

  /// A walk failed in a way the parent cannot work around: a job could not be written.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A worker that died in a walk: a crash or a hang, and the steps from the fresh launch.
  private struct Death: Sendable {
    var episode: Int
    var steps: [ExploreStep]
    var failure: ExploreFailure
  }

  /// What one lane of the walk came to: a report for each worker, and the deaths.
  private struct Lane: Sendable {
    var reports: [ExploreReport] = []
    var deaths: [Death] = []
  }

  func run() async throws -> ExploreReport {
    let configuration = explorer.configuration
    let deadline = configuration.seconds.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
    // Worker j takes episodes j, j + jobs, …, and its share of the steps.
    let parts: [Explorer.Configuration] = (0..<jobs).map { worker in
      var part = configuration
      part.firstEpisode = worker
      part.episodeStride = jobs
      part.steps = configuration.steps / jobs + (worker < configuration.steps % jobs ? 1 : 0)
      return part
    }
    var reports: [ExploreReport] = []
    var deaths: [Death] = []
    // The lanes run at once, each awaiting its workers on the main actor.
    let lanes = parts.enumerated().filter { $0.element.steps > 0 }.map { number, part in
      Task { @MainActor in try await walk(part, lane: number, deadline: deadline) }
    }
    for lane in lanes {
      let walked = try await lane.value
      reports += walked.reports
      deaths += walked.deaths
    }
    var merged = ExploreReport()
    var found: [ExploreFinding] = []
    for report in reports {
      merged.steps += report.steps
      merged.episodes += report.episodes
      merged.coverage.merge(report.coverage)
      merged.walks += report.walks
      merged.interrupted = merged.interrupted || report.interrupted
      found += report.findings
    }
    merged.interrupted = merged.interrupted || cancellation.signal != nil
    // One shrink per distinct death, the first found (a trap behind two steps kills a worker
    // in every episode).
    var deathSignatures = Set<String>()
    let distinct = deaths.sorted { ($0.episode, $0.steps.count) < ($1.episode, $1.steps.count) }.filter {
      deathSignatures.insert($0.failure.signature).inserted
    }
    for death in distinct {
      let shrunk = try await finding(death, deadline: deadline, shrinking: !merged.interrupted)
      self.found?(shrunk)
      found.append(shrunk)
    }
    // The first finding of each failure, by episode: the same whatever order workers finished in.
    var signatures = Set<String>()
    merged.walks.sort { $0.episode < $1.episode }
    merged.findings = found.sorted { ($0.episode, $0.walked) < ($1.episode, $1.walked) }
      .filter { signatures.insert($0.failure.signature).inserted }
    return merged
  }

  /// One lane of the walk: `part` in a worker, then in a new worker after each death, from
  /// the episode after the one it died in, until its steps are walked or the time is up.
  private func walk(_ part: Explorer.Configuration, lane: Int, deadline: ContinuousClock.Instant?) async throws
    -> Lane
  {
    var walk = part
    var result = Lane()
    var attempt = 0
    while walk.steps > 0, cancellation.signal == nil {
      if let deadline {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { break }
        walk.seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
      }
      attempt += 1
      let base = folder.appendingPathComponent("walk-\(lane)-\(attempt)").path
      let job = ExploreJob(
        walk: walk, journal: base + ".journal", result: base + ".result", findings: base + ".findings")
      let (answered, report) = try await perform(job, file: base + ".json")
      if let data = answered, let decoded = try? JSONDecoder().decode(ExploreReport.self, from: data) {
        result.reports.append(decoded)
        for finding in decoded.findings { found?(finding) }
        break
      }
      // The worker died: its journal says which episode and which steps.
      let journal = ExploreJournal.read(job.journal)
      var walked = ExploreReport()
      walked.steps = journal.walked
      walked.episodes = journal.episode == nil ? 0 : journal.episodesBefore + 1
      walked.findings = Self.findings(in: job.findings)
      result.reports.append(walked)
      for finding in walked.findings { found?(finding) }
      guard cancellation.signal == nil, let episode = journal.episode else { break }
      let death = Death(episode: episode, steps: journal.steps, failure: failure(of: journal, report: report))
      result.deaths.append(death)
      found?(unshrunk(death, steps: death.steps))
      // A death at a launch, before any step, would be every episode's.
      guard !journal.steps.isEmpty || journal.replaying else { break }
      walk.firstEpisode = episode + walk.episodeStride
      walk.steps -= journal.walked
    }
    return result
  }

  /// Runs `job` in a worker of its own: the result file's bytes when the worker answered,
  /// else nil, and what the pool reported of the worker.
  private func perform(_ job: ExploreJob, file: String) async throws -> (Data?, [String]) {
    let backtrace = job.backtrace ?? false
    do {
      try JSONEncoder().encode(job).write(to: URL(fileURLWithPath: file))
    } catch {
      throw Failure(description: "cannot write a worker's job \(file): \(error.localizedDescription)")
    }
    var pool = WorkerPool(arguments: arguments, jobs: 1, cancellation: cancellation)
    pool.memoryLimit = memoryLimit
    // A crash's signature is the runtime's message, printed before the backtrace; the
    // backtracer adds most of a second to every crash (a debug build's symbols), so it runs
    // once a finding, to name its line (``name(_:steps:)``), not at each death of a walk or
    // a shrink. Its frames, the crashed thread's, with the stack pointer for telling a stack
    // overflow; no list of images.
    pool.environment = [
      "SWIFT_BACKTRACE": backtrace ? CrashReport.backtracerSettings : "enable=no"
    ]
    let cases = await pool.run([file])
    return (FileManager.default.contents(atPath: job.result), cases.first?.result.report ?? [])
  }

  /// The findings a walk's worker noted in `path` before it died: of each failure the last
  /// noted, the shortest (a finding is noted as found, then shrunk).
  private static func findings(in path: String?) -> [ExploreFinding] {
    let text = path.flatMap { FileManager.default.contents(atPath: $0) }.map { String(decoding: $0, as: UTF8.self) }
    var findings: [ExploreFinding] = []
    for line in (text ?? "").split(separator: "\n") {
      guard let finding = try? JSONDecoder().decode(ExploreFinding.self, from: Data(line.utf8)) else { continue }
      if let known = findings.firstIndex(where: { $0.failure.signature == finding.failure.signature }) {
        findings[known] = finding
      } else {
        findings.append(finding)
      }
    }
    return findings
  }

  /// The failure a worker's death was: a hang when its watchdog ended it, else a crash.
  ///
  /// A hang's worker that ran with the backtracer says where it was stuck.
  private func failure(of journal: ExploreJournal.Contents, report: [String]) -> ExploreFailure {
    guard journal.timedOut else { return ExploreFailure(.crash, Self.crashMessage(report)) }
    let what = journal.steps.last.map { "`\($0.line)`" } ?? "the launch"
    var stuck = CrashReport()
    for line in report.dropFirst() { stuck.read(line) }
    return ExploreFailure(
      .hang,
      "\(what) did not finish within \(CommandLineDuration.text(stepTimeout)) (--timeout)" + (stuck.stuckAt ?? ""))
  }

  /// How the worker ended and the first thing it printed that says why: `ended with status
  /// 132, killed by signal 4: Fatal error: …`.
  static func crashMessage(_ report: [String]) -> String {
    let head = report.first ?? "the worker ended without a result"
    let how = head.range(of: "ended with").map { "the app " + head[$0.lowerBound...] } ?? head
    // The pool read the cause from all the worker printed (``CrashReport``).
    if head.contains("without a result: ") {
      return how.replacingOccurrences(of: ", without a result: ", with: ": ")
        .replacingOccurrences(of: " without a result: ", with: ": ")
    }
    let printed = report.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    // Swift's runtime says why first ("Fatal error: …"); its backtracer's lines after it
    // ("💣 Program crashed", "Backtracing from 0x…") say only where.
    let cause = printed.first { $0.contains("error: ") || $0.contains("failed: ") } ?? printed.first
    let ended = how.replacingOccurrences(of: ", without a result", with: "")
      .replacingOccurrences(of: " without a result", with: "")
    return ended + (cause.map { ": " + $0 } ?? "")
  }

  // MARK: Shrinking a death

  /// The finding of `death`: its steps shrunk by replays in workers (unless `shrinking` is
  /// false, or as far as the deadline allows), with its script.
  private func finding(_ death: Death, deadline: ContinuousClock.Instant?, shrinking: Bool) async throws
    -> ExploreFinding
  {
    let budget = ContinuousClock.now + .milliseconds(Int64(shrinkSeconds * 1000))
    let isStopped = { @MainActor in
      cancellation.signal != nil || deadline.map { ContinuousClock.now >= $0 } ?? false
        || ContinuousClock.now >= budget
    }
    var replays = 0
    var steps = death.steps
    if shrinking {
      steps = try await Explorer.shrink(
        death.steps, isStopped: isStopped,
        inert: { steps in
          // All but the last step, which ended the worker: a replay that answers.
          replays += 1
          let base = folder.appendingPathComponent("replay-\(replays)").path
          let job = ExploreJob(
            candidates: [Array(steps.dropLast())], journal: base + ".journal", result: base + ".result", inert: true)
          let answered = try await perform(job, file: base + ".json").0.flatMap {
            try? JSONDecoder().decode([ReplayResult].self, from: $0).first
          }
          return Set(answered?.inert ?? [])
        },
        firstReproducing: { candidates in
          let first = try await firstReproducing(candidates, death.failure, replays: &replays, isStopped: isStopped)
          // Shorter than the finding on disk: it replaces it at once.
          if let first { found?(unshrunk(death, steps: candidates[first])) }
          return first
        })
    }
    let failure = try await name(death.failure, steps: steps, replays: &replays)
    // The lines run before the last step, and which the app refused: a replay of all but it.
    replays += 1
    let base = folder.appendingPathComponent("replay-\(replays)").path
    let job = ExploreJob(candidates: [Array(steps.dropLast())], journal: base + ".journal", result: base + ".result")
    let before = try await perform(job, file: base + ".json").0.flatMap {
      try? JSONDecoder().decode([ReplayResult].self, from: $0).first
    }
    var lines = explorer.reproducerHeader(failure, walked: death.steps.count, shrunk: steps.count)
    for (index, step) in steps.enumerated() {
      let line = before.flatMap { index < $0.lines.count ? $0.lines[index] : nil } ?? step.line
      let refused = before.map { index < $0.refused.count && $0.refused[index] } ?? false
      lines.append((refused ? "! " : "") + line)
    }
    return ExploreFinding(
      failure: failure, episode: death.episode,
      walked: death.steps.count, steps: steps, script: lines.joined(separator: "\n") + "\n")
  }

  /// The finding of `death` with `steps` as they are, before they are replayed for the lines
  /// the app refused and named under the backtracer: what goes on disk while shrinking goes on.
  private func unshrunk(_ death: Death, steps: [ExploreStep]) -> ExploreFinding {
    let lines =
      explorer.reproducerHeader(death.failure, walked: death.steps.count, shrunk: steps.count)
      + steps.map(\.line)
    return ExploreFinding(
      failure: death.failure, episode: death.episode, walked: death.steps.count, steps: steps,
      script: lines.joined(separator: "\n") + "\n")
  }

  /// `failure` as a replay of `steps` under the runtime's backtracer says it.
  ///
  /// The cause and the user's line of a crash, where a hang was stuck. Its group stays the walk's
  /// signature, so it is the same bug as the deaths it was shrunk from; `failure` as it was
  /// when the replay does not end the same way.
  ///
  /// A hang's place is one sample of a running thread, which now and then stops where no frame
  /// of the app can be read (seen once, in a run of the suites, on `fault-loop`): such a
  /// sample is taken again, once, in a replay of its own.
  private func name(_ failure: ExploreFailure, steps: [ExploreStep], replays: inout Int) async throws
    -> ExploreFailure
  {
    var named = failure
    for _ in 0..<Self.hangSamples {
      replays += 1
      let base = folder.appendingPathComponent("replay-\(replays)").path
      let job = ExploreJob(
        candidates: [steps], journal: base + ".journal", result: base + ".result", backtrace: true)
      let (answered, report) = try await perform(job, file: base + ".json")
      guard answered == nil else { return named }
      var replayed = self.failure(of: ExploreJournal.read(job.journal), report: report)
      guard replayed.kind == failure.kind else { return named }
      replayed.group = failure.group ?? ExploreFailure.shape(of: failure.message)
      named = replayed
      guard replayed.kind == .hang, !replayed.message.contains(CrashReport.stuckAtLead) else { break }
    }
    return named
  }

  /// How many replays a hang gets for a sample that names where it was stuck.
  static let hangSamples = 2

  /// Which of `candidates`, replayed in order each from a fresh launch, first dies as
  /// `failure` did: one worker runs them until one ends it; another death starts a worker
  /// on the candidates after it.
  private func firstReproducing(
    _ candidates: [[ExploreStep]], _ failure: ExploreFailure, replays: inout Int, isStopped: @MainActor () -> Bool
  ) async throws -> Int? {
    var start = 0
    while start < candidates.count, !isStopped() {
      replays += 1
      let base = folder.appendingPathComponent("replay-\(replays)").path
      // A batch a worker: the pairs of a long reproducer are thousands of replays, and the
      // shrink's time is checked between batches.
      let end = min(start + Self.replayBatch, candidates.count)
      let job = ExploreJob(
        candidates: Array(candidates[start..<end]), journal: base + ".journal", result: base + ".result")
      let (answered, report) = try await perform(job, file: base + ".json")
      if answered != nil {
        start = end
        continue
      }
      let journal = ExploreJournal.read(job.journal)
      guard let candidate = journal.candidate else { return nil }
      if self.failure(of: journal, report: report).signature == failure.signature { return start + candidate }
      start += candidate + 1
    }
    return nil
  }
}
