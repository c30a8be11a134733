import Foundation
import MVCS
import MVCSShell

/// One piece of an exploration a worker process does: a walk, or a replay of steps.
///
/// A replay is how a crash is shrunk. The parent writes the job to a file and sends the
/// file's path through the worker pool; the worker writes its journal and its result beside it.
struct ExploreJob: Codable {
  /// The walk to take; nil for a replay.
  var walk: Explorer.Configuration?
  /// The steps to replay from a fresh launch, when not a walk.
  var replay: [ExploreStep] = []
  /// Where the worker notes each step before it runs it: what is left of a walk that crashed.
  var journal: String
  /// Where the worker writes what it came to: an ``ExploreReport`` or a ``ReplayResult``.
  var result: String
}

/// What a replay came to: which steps the app refused with its own message, and the
/// failure it ended in, if any.
struct ReplayResult: Codable {
  var lines: [String]
  var refused: [Bool]
  var failure: ExploreFailure?
}

/// The worker's side of `explore`: runs the job in the file it is given.
@MainActor
enum ExploreWorker {
  static func serve(_ path: String, app: any App, apps: [any App], options: ShellOptions) async -> JUnitReport.Case {
    let failed = JUnitReport.Case(
      result: ScriptResult(file: path, status: .usage, report: ["cannot read the job \(path)"], commandsRun: 0),
      seconds: 0)
    guard let data = FileManager.default.contents(atPath: path),
      let job = try? JSONDecoder().decode(ExploreJob.self, from: data),
      FileManager.default.createFile(atPath: job.journal, contents: nil),
      let journal = FileHandle(forWritingAtPath: job.journal)
    else { return failed }
    defer { try? journal.close() }
    var explorer = Explorer(app: app, apps: apps, options: options)
    // Written straight to the file, a line a step, so what a crash cut short is there.
    func note(_ line: String) { try? journal.write(contentsOf: Data((line + "\n").utf8)) }
    let encoded: Data?
    if let walk = job.walk {
      explorer.configuration = walk
      explorer.journal = { episode, step in
        guard let step else { return note("episode \(episode)") }
        note((try? String(decoding: JSONEncoder().encode(step), as: UTF8.self)) ?? "")
      }
      encoded = try? JSONEncoder().encode(await explorer.run())
    } else {
      let (lines, refused, failure) = await explorer.replay(job.replay) { note("step \($0)") }
      encoded = try? JSONEncoder().encode(ReplayResult(lines: lines, refused: refused, failure: failure))
    }
    guard let encoded, FileManager.default.createFile(atPath: job.result, contents: encoded) else { return failed }
    return JUnitReport.Case(result: ScriptResult(file: path, status: .success, report: [], commandsRun: 0), seconds: 0)
  }
}

/// The parent's side of `explore`: shares the episodes among `jobs` workers, turns a worker
/// that died into a crash finding and goes on with the episodes after it, shrinks crashes
/// by replaying steps in workers, and merges what the workers found.
@MainActor
struct ExploreWorkers {
  let explorer: Explorer
  let jobs: Int
  let deadline: ContinuousClock.Instant?
  /// What starts a worker: `explore --worker-serve` with the session's options.
  let arguments: [String]

  /// A walk failed in a way the parent cannot work around: its folder could not be made.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  func run() async throws -> ExploreReport {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mvcs-explore-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw Failure(description: "cannot make a folder for the workers: \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = explorer.configuration
    // Worker j takes episodes j, j + jobs, …, and its share of the steps.
    var pending: [Explorer.Configuration] = (0..<jobs).map { worker in
      var part = configuration
      part.firstEpisode = worker
      part.episodeStride = jobs
      part.steps = configuration.steps / jobs + (worker < configuration.steps % jobs ? 1 : 0)
      return part
    }
    var reports: [ExploreReport] = []
    var crashes: [(episode: Int, steps: [ExploreStep], message: String)] = []
    var counter = 0
    while !pending.isEmpty {
      var jobFiles: [(ExploreJob, String)] = []
      for walk in pending where walk.steps > 0 {
        counter += 1
        let base = folder.appendingPathComponent("walk-\(counter)").path
        jobFiles.append((ExploreJob(walk: walk, journal: base + ".journal", result: base + ".result"), base + ".json"))
      }
      pending = []
      for (job, file) in jobFiles { try write(job, to: file) }
      var pool = WorkerPool(arguments: arguments, jobs: jobs)
      pool.progress = nil
      let cases = await pool.run(jobFiles.map(\.1))
      for ((job, _), testCase) in zip(jobFiles, cases) {
        if let data = FileManager.default.contents(atPath: job.result),
          let report = try? JSONDecoder().decode(ExploreReport.self, from: data)
        {
          reports.append(report)
          continue
        }
        // The worker died: its journal says which episode and which steps.
        guard let walk = job.walk else { continue }
        let (episode, steps, taken) = Self.readJournal(job.journal)
        crashes.append((episode ?? walk.firstEpisode, steps, Self.crashMessage(testCase.result.report)))
        var rest = walk
        rest.firstEpisode = (episode ?? walk.firstEpisode) + walk.episodeStride
        rest.steps = walk.steps - taken
        if rest.steps > 0, deadline.map({ ContinuousClock.now < $0 }) ?? true { pending.append(rest) }
        var walked = ExploreReport()
        walked.steps = taken
        walked.episodes = Self.episodes(in: job.journal)
        reports.append(walked)
      }
    }
    var merged = ExploreReport()
    var found: [ExploreFinding] = []
    for report in reports {
      merged.steps += report.steps
      merged.episodes += report.episodes
      merged.coverage.merge(report.coverage)
      merged.walks += report.walks
      found += report.findings
    }
    // One shrink per distinct crash, the first found (a trap behind two steps kills a worker
    // in every episode).
    var crashSignatures = Set<String>()
    let distinct = crashes.sorted { $0.episode < $1.episode }.filter {
      crashSignatures.insert(ExploreFailure(.crash, $0.message).signature).inserted
    }
    for crash in distinct {
      let failure = ExploreFailure(.crash, crash.message)
      let shrunk = try await shrinkCrash(crash.steps, failure: failure, folder: folder)
      found.append(
        ExploreFinding(
          failure: failure, episode: crash.episode, walked: crash.steps.count, steps: shrunk.steps,
          script: crashScript(shrunk.steps, before: shrunk.before, failure: failure, walked: crash.steps.count)))
    }
    // The first finding of each failure, by episode: the same whatever order workers finished in.
    var signatures = Set<String>()
    merged.walks.sort { $0.episode < $1.episode }
    merged.findings = found.sorted { ($0.episode, $0.walked) < ($1.episode, $1.walked) }
      .filter { signatures.insert($0.failure.signature).inserted }
    return merged
  }

  private func write(_ job: ExploreJob, to file: String) throws {
    do {
      try JSONEncoder().encode(job).write(to: URL(fileURLWithPath: file))
    } catch {
      throw Failure(description: "cannot write a worker's job \(file): \(error.localizedDescription)")
    }
  }

  /// The last episode a journal started, the steps it took in it, and the steps in all.
  static func readJournal(_ path: String) -> (episode: Int?, steps: [ExploreStep], taken: Int) {
    let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    var episode: Int?
    var steps: [ExploreStep] = []
    var taken = 0
    for line in text.split(separator: "\n") {
      if line.hasPrefix("episode ") {
        episode = Int(line.dropFirst("episode ".count))
        steps = []
      } else if let step = try? JSONDecoder().decode(ExploreStep.self, from: Data(line.utf8)) {
        steps.append(step)
        taken += 1
      }
    }
    return (episode, steps, taken)
  }

  static func episodes(in path: String) -> Int {
    let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return text.split(separator: "\n").filter { $0.hasPrefix("episode ") }.count
  }

  /// How the worker ended and the first thing it printed: `ended with status 132, killed
  /// by signal 4: Fatal error: …`.
  static func crashMessage(_ report: [String]) -> String {
    let head = report.first ?? "the worker ended without a result"
    let how = head.range(of: "ended with").map { "the app " + head[$0.lowerBound...] } ?? head
    let cause = report.dropFirst().first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    return how.replacingOccurrences(of: " without a result", with: "")
      + (cause.map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? "")
  }

  /// Delta debugging over a crash's steps, each try replayed in a worker of its own.
  private func shrinkCrash(_ steps: [ExploreStep], failure: ExploreFailure, folder: URL) async throws -> (
    steps: [ExploreStep], before: ReplayResult?
  ) {
    var tries = 0
    func crashes(_ candidate: [ExploreStep]) async throws -> (Bool, ReplayResult?) {
      tries += 1
      let base = folder.appendingPathComponent("replay-\(tries)").path
      let job = ExploreJob(walk: nil, replay: candidate, journal: base + ".journal", result: base + ".result")
      try write(job, to: base + ".json")
      let cases = await WorkerPool(arguments: arguments, jobs: 1).run([base + ".json"])
      if let data = FileManager.default.contents(atPath: job.result),
        let result = try? JSONDecoder().decode(ReplayResult.self, from: data)
      {
        return (false, result)
      }
      let message = Self.crashMessage(cases.first?.result.report ?? [])
      return (ExploreFailure(.crash, message).signature == failure.signature, nil)
    }
    let current = try await Explorer.deltaDebug(steps) { try await crashes($0).0 }
    // The lines run before the crash, and which the app refused: a replay of all but the last.
    let before = try await crashes(Array(current.dropLast())).1
    return (current, before)
  }

  private func crashScript(_ steps: [ExploreStep], before: ReplayResult?, failure: ExploreFailure, walked: Int)
    -> String
  {
    var lines = explorer.reproducerHeader(failure, walked: walked, shrunk: steps.count)
    for (index, step) in steps.enumerated() {
      let line = before.flatMap { index < $0.lines.count ? $0.lines[index] : nil } ?? step.line
      let refused = before.map { index < $0.refused.count && $0.refused[index] } ?? false
      lines.append((refused ? "! " : "") + line)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
