import ArgumentParser
import Foundation
import MVCS
import MVCSShell

/// `run FILE|DIR ...`: replays scripts and reports like a test runner.
struct RunCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    let settingsHelp = ToolDescription.current.settingsHelp
    return CommandConfiguration(
      commandName: "run",
      abstract: "Replay .mvcs scripts, comparing output with their expected blocks.",
      discussion: """
        Each script runs in a fresh app. Folders are searched for *.mvcs files; the list is \
        sorted. The last line is 'N passed, N failed'. Expected blocks that differ are kept \
        in .mvcs-cache/pending/ for `review` (except when CI is set). Exit status: 0 all \
        passed, 1 an expectation failed, 2 usage error, 3 a command failed; the worst one wins.
        """ + (settingsHelp.isEmpty ? "" : "\n\n" + settingsHelp)
    )
  }

  @OptionGroup var session: SessionOptions

  @Flag(name: .long, help: "Go on after a mismatch instead of stopping the script.")
  var keepGoing = false

  @Flag(name: .long, help: "Print each command and its output as it runs.")
  var echo = false

  @Flag(name: .long, help: "Rewrite expected blocks that differ with the actual output (refused when CI is set).")
  var update = false

  @Option(name: .long, help: ArgumentHelp("Run only the I-th of N equal slices of the sorted list.", valueName: "I/N"))
  var shard: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write the scripts' durations to FILE; with --shard, read them to balance the shards.", valueName: "file"),
    completion: .file())
  var timings: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "For each failing script, write its screen (text and HTML), lifecycle log and diff under DIR.",
      valueName: "dir"),
    completion: .directory)
  var artifacts: String?

  @Flag(name: .long, help: "Run only the scripts that failed last time (kept in .mvcs-cache/last-run.json).")
  var lastFailed = false

  @Option(name: .long, help: ArgumentHelp("Run scripts in N long-lived worker processes.", valueName: "n"))
  var jobs = 1

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Fail a script that runs longer than DURATION, ending its worker; the run goes on (default 1m).",
      valueName: "duration"))
  var timeout = RunCommand.defaultTimeout

  /// What a script may take: a flow runs in milliseconds, so a minute is a hang, not a slow
  /// machine; a CI job learns of it in a minute, not when CI's own limit ends the job.
  static let defaultTimeout = "1m"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The most memory each worker process may take: 512M, 4G, or none (default 4G); past it the app is killed.",
      valueName: "size"))
  var memoryLimit = WorkerMemoryLimit.defaultText

  @Option(name: .long, help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "file"), completion: .file())
  var junit: String?

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp(
      "Write an HTML report to DIR: every script, step by step, with the screen after each step; and a blob for merge-reports.",
      valueName: "dir"),
    completion: .directory)
  var reportFolder: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Print the UI coverage the scripts reached (screens, controls acted on) and write it to FILE as JSON.",
      valueName: "file"),
    completion: .file())
  var coverage: String?

  @Option(name: .long, help: ArgumentHelp("With --coverage, fail when it is below P percent.", valueName: "p"))
  var coverageMin: Double?

  @Flag(name: .long, help: .hidden)
  var workerServe = false

  /// Where a worker notes the line it runs, for the runner to name should it crash.
  @Option(name: .long, help: .hidden)
  var workerJournal: String?

  /// Where a worker keeps the coverage of the scripts it ran, for the runner to merge.
  @Option(name: .long, help: .hidden)
  var coverageParts: String?

  @Argument(help: ArgumentHelp("Scripts, or folders of scripts.", valueName: "file.mvcs|dir"), completion: .file())
  var paths: [String] = []

  func validate() throws {
    _ = try WorkerMemoryLimit.bytes(memoryLimit, option: "--memory-limit")
    if let shard, Shard(shard) == nil {
      throw ValidationError("--shard expects I/N with 1 ≤ I ≤ N, like 2/4; got '\(shard)'")
    }
    guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64, got \(jobs)") }
    do {
      guard try CommandLineDuration.seconds(timeout, option: "--timeout") > 0 else {
        throw ValidationError("--timeout must be longer than 0s, got '\(timeout)'")
      }
    } catch let error as ShellError {
      throw ValidationError("--timeout: \(error.message)")
    }
    if let coverageMin {
      guard coverage != nil else { throw ValidationError("--coverage-min needs --coverage FILE") }
      guard (0...100).contains(coverageMin) else {
        throw ValidationError("--coverage-min must be a percentage from 0 to 100, got \(coverageMin)")
      }
    }
  }

  @MainActor func execute(catalog: AppCatalog, tool: ToolDescription) async -> Int32 {
    let prefix = "\(tool.name) run: error:"
    if update, let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty {
      Terminal.writeError(
        "\(prefix) refusing to rewrite scripts with --update while CI is set; run it locally and commit the result")
      return ExitStatus.usage.rawValue
    }
    // A report that cannot be written fails the run before any script runs.
    if let junit {
      do {
        try FileReplacement.checkWritable(junit)
      } catch {
        Terminal.writeError("\(prefix) \(error.description)")
        return ExitStatus.usage.rawValue
      }
    }
    if let reportFolder, !workerServe {
      do {
        try ReportSite(folder: reportFolder, files: []).checkWritable()
      } catch {
        Terminal.writeError("\(prefix) \(error.description)")
        return ExitStatus.usage.rawValue
      }
    }
    // In memory by default: each script gets a fresh storage (Session does that).
    guard let storage = session.values.storage(otherwise: .inMemory, tool: tool),
      let app = catalog.app(named: session.values.appName(in: tool))
    else { return ExitStatus.usage.rawValue }
    let recorder = coverage != nil || coverageParts != nil ? CoverageRecorder() : nil
    let limit = (try? CommandLineDuration.seconds(timeout, option: "--timeout")) ?? 60
    if workerServe {
      // A worker runs the scripts its parent sends until the parent closes its input; a
      // script past --timeout is answered by the watchdog, which ends the worker.
      let watched = WatchedThread()
      let backtracer = CrashReport.backtracerIsOn(in: ProcessInfo.processInfo.environment)
      let watchdog = WorkerWatchdog(seconds: limit) { expiry in
        // The answer first, then the thread that runs the app stopped where it is: the
        // runtime's backtraces (two samples), which the pool reads after the answer, say
        // where it was stuck, and the pool ends the worker once it has them (or the worker
        // ends itself).
        let follows = backtracer && watched.isWatching
        WorkerPool.writeLastAnswer(Self.timedOut(expiry, limit: limit), backtraceFollows: follows)
        if follows { _ = watched.sampleBacktraces(within: SupervisedWorker.backtraceWait) }
        _exit(0)
      }
      let journal: LineJournal? = workerJournal.flatMap { LineJournal(writingTo: $0) }
      let commands = catalog.commands
      let note: @MainActor (LogicalLine) -> Void = { line in
        watched.adoptCurrent()
        let secret = commands.secretWord(in: line)
        journal?.note(line, secret: secret)
        // A line that may type a secret is quoted with it as dots, as every writer shows it.
        watchdog.running("\(line.file):\(line.location.line)", secret.map(line.concealing) ?? line.text)
      }
      await WorkerPool.serveRequests { (file: String) async -> JUnitReport.Case in
        // A crash before the script's first line is not one of the previous script's.
        journal?.clear()
        watchdog.arm(file)
        let testCase = await runHere(
          file, app: app, catalog: catalog, storage: storage, coverage: recorder, willRun: note,
          didRun: { watchdog.ran($0, output: $1) })
        watchdog.disarm()
        if let recorder, let coverageParts { CoverageParts.keep(recorder.coverage, in: coverageParts) }
        return testCase
      }
      return ExitStatus.success.rawValue
    }
    if let coverage {
      do {
        try FileReplacement.checkWritable(coverage)
      } catch {
        Terminal.writeError("\(prefix) \(error.description)")
        return ExitStatus.usage.rawValue
      }
    }
    var files: [String]
    do {
      files = try ScriptCollection.files(for: paths)
    } catch {
      Terminal.writeError("\(prefix) no such file or folder: \(error.path)")
      return ExitStatus.usage.rawValue
    }
    guard !files.isEmpty else {
      if paths.isEmpty {
        Terminal.writeError("\(prefix) name the scripts to run, or folders of them: \(tool.name) run Scripts/")
        return ExitStatus.usage.rawValue
      }
      Terminal.writeError("\(prefix) no .mvcs scripts in \(paths.joined(separator: ", "))")
      return ExitStatus.usage.rawValue
    }
    if lastFailed {
      files = lastFailures(of: files, tool: tool)
    }
    var recordedTimes: [String: Double]?
    if let timings {
      do {
        recordedTimes = try RunRecord.read(timings)?.seconds
      } catch {
        Terminal.writeError("\(prefix) \(error.description)")
        return ExitStatus.usage.rawValue
      }
    }
    if let shard = shard.flatMap(Shard.init) {
      files = recordedTimes.map { shard.balancedSlice(of: files, seconds: $0) } ?? Array(shard.slice(of: files))
    }
    let liveReport = reportFolder.map { RunReportWriter(folder: $0, files: files, shard: shard.flatMap(Shard.init)) }
    var cases: [JUnitReport.Case] = []
    // Ctrl-C cancels the run: no script starts after it, the workers end, and what ran is
    // reported with status 130. SIGTERM and SIGHUP end the workers, then this process.
    let cancellation = RunCancellation()
    TerminationSignals.watch([SIGINT, SIGTERM, SIGHUP]) { signal in
      cancellation.cancel(by: signal)
      if signal != SIGINT { TerminationSignals.end(by: signal) }
    }
    // Scripts run in long-lived worker processes, one with --jobs 1, so a script that
    // crashes its process is one failed case, and the summary and the report still come.
    // Only --echo runs here, since its output streams as the script runs.
    var reached = UICoverage()
    if !echo {
      let parts = coverage.map { _ in CoverageParts.folder() }
      var arguments = workerArguments
      if let parts { arguments += ["--coverage-parts", parts] }
      var pool = WorkerPool(arguments: arguments, jobs: jobs, cancellation: cancellation)
      pool.journalsLines = true
      pool.scriptTimeout = limit
      // A crash's or hang's place comes from the runtime's backtrace, unwound precisely
      // (CrashReport.backtracerSettings); settings of the user's own are kept.
      if ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil {
        pool.environment["SWIFT_BACKTRACE"] = CrashReport.backtracerSettings
      }
      pool.memoryLimit = try? WorkerMemoryLimit.bytes(memoryLimit, option: "--memory-limit")
      pool.progress = RunProgress.forTerminal(total: files.count, environment: ProcessInfo.processInfo.environment)
      if let liveReport {
        pool.answered = { @Sendable testCase, encoded in liveReport.write(testCase, encoded: encoded) }
      }
      cases = await pool.run(files)
      pool.progress?.finish()
      if let parts { reached = CoverageParts.merged(in: parts) }
    } else {
      // With --echo the scripts run here, so a script past --timeout ends the run: its
      // output so far is on the terminal already.
      let watchdog = WorkerWatchdog(seconds: limit) { expiry in
        Terminal.flush()
        Terminal.writeError("\(tool.name) run: error: " + Self.timedOut(expiry, limit: limit).result.report[0])
        Terminal.writeError("\(tool.name) run: --echo runs the scripts in this process, so the run stops here")
        _exit(ExitStatus.commandFailed.rawValue)
      }
      for file in files where cancellation.signal == nil {
        watchdog.arm(file)
        cases.append(
          await runHere(
            file, app: app, catalog: catalog, storage: storage, coverage: recorder,
            willRun: { watchdog.running("\($0.file):\($0.location.line)", $0.text) }))
        watchdog.disarm()
      }
      reached = recorder?.coverage ?? reached
    }
    // The table before the report, so the run still ends with its 'N passed, N failed' line.
    let covered = coverage.map {
      CoverageParts.report(reached, to: $0, minimum: coverageMin, tool: tool, verb: "run")
    }
    let status = max(report(cases, tool: tool, liveReport: liveReport), covered ?? 0)
    guard cancellation.signal != nil else { return status }
    Terminal.writeError("\(tool.name) run: interrupted: \(cases.count) of \(files.count) scripts ran")
    return ExitStatus.interrupted.rawValue
  }

  /// The case of a script its worker's watchdog found past `limit`: the line it was running,
  /// then the last lines it printed.
  nonisolated static func timedOut(_ expiry: WorkerWatchdog.Expiry, limit: Double) -> JUnitReport.Case {
    let place = expiry.running.map { " at \($0.place)" } ?? ""
    let running = expiry.running.map {
      ": `\($0.text.escapingControlCharacters.truncated(toColumns: 120))` did not finish"
    }
    var report = [
      "\(expiry.subject): error: timed out\(place) after \(CommandLineDuration.text(limit)) (--timeout)"
        + (running ?? "")
    ]
    if !expiry.transcript.isEmpty {
      report.append("the last lines it printed, as --echo shows them:")
      report += expiry.transcript.map(\.escapingControlCharacters)
    }
    return JUnitReport.Case(
      result: ScriptResult(file: expiry.subject, status: .commandFailed, report: report, commandsRun: expiry.steps),
      seconds: limit)
  }

  @MainActor private func runHere(
    _ file: String, app: any App, catalog: AppCatalog, storage: Storage, coverage: CoverageRecorder?,
    willRun: (@MainActor (LogicalLine) -> Void)? = nil,
    didRun: (@MainActor (_ line: String, _ output: [String]) -> Void)? = nil
  ) async -> JUnitReport.Case {
    let options = session.values.shellOptions(storage: storage, commands: catalog.commands)
    var runner = ScriptRunner(app: app, apps: catalog.apps, options: options)
    runner.keepGoing = keepGoing
    runner.echo = echo
    runner.update = update
    runner.artifactsFolder = artifacts
    runner.recordsTimeline = reportFolder != nil
    runner.coverage = coverage
    runner.willRun = willRun
    runner.didRun = didRun
    let start = ContinuousClock.now
    let result = await runner.run(file: file)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return JUnitReport.Case(result: result, seconds: seconds)
  }

  /// The options a worker needs to run a script the way this process would.
  private var workerArguments: [String] {
    var arguments = ["run", "--worker-serve"] + session.values.arguments(in: ToolDescription.current)
    if keepGoing { arguments.append("--keep-going") }
    if update { arguments.append("--update") }
    if let artifacts { arguments += ["--artifacts", artifacts] }
    if let reportFolder { arguments += ["--report", reportFolder] }
    arguments += ["--timeout", timeout]
    return arguments
  }

  /// The scripts among `files` that failed last time; all of them, with a note, when none did.
  private func lastFailures(of files: [String], tool: ToolDescription) -> [String] {
    let failed = Set((try? RunRecord.read(RunRecord.lastRunPath))?.failed ?? [])
    let chosen = files.filter(failed.contains)
    guard chosen.isEmpty else { return chosen }
    Terminal.writeError(
      "\(tool.name) run: note: no failures recorded in \(RunRecord.lastRunPath) for these scripts; running them all")
    return files
  }

  /// Keeps each script's mismatched blocks for `review`; returns how many there are.
  ///
  /// Each script's entry replaces what its last run kept. Not in CI, where nobody reviews
  /// them (as cargo-insta).
  private func keepPendingChanges(_ cases: [JUnitReport.Case], tool: ToolDescription) -> Int {
    if let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty { return 0 }
    let store = PendingChanges()
    var count = 0
    for testCase in cases {
      do {
        try store.replace(testCase.result.pendingChanges, of: testCase.result.file)
        count += testCase.result.pendingChanges.count
      } catch {
        // Like the run's record, a convenience: one warning (a read-only checkout would
        // give one per script), and the run's result stands.
        Terminal.writeError("\(tool.name) run: warning: cannot keep the changes to review: \(error.description)")
        return 0
      }
    }
    return count
  }

  /// Merges the run into the record beside it (for --last-failed) and into --timings.
  private func keep(_ cases: [JUnitReport.Case], tool: ToolDescription, status: inout ExitStatus) {
    var last = (try? RunRecord.read(RunRecord.lastRunPath)) ?? RunRecord()
    last.merge(cases)
    do {
      try last.write(to: RunRecord.lastRunPath)
    } catch {
      // The record is a convenience: a read-only checkout still runs, with a warning.
      Terminal.writeError("\(tool.name) run: warning: cannot keep the run's record: \(error.description)")
    }
    // Shards only read the timings, so every shard of a CI matrix splits the same way.
    guard let timings, shard == nil else { return }
    var times = (try? RunRecord.read(timings)) ?? RunRecord()
    times.merge(cases)
    times.failed = []
    do {
      try times.write(to: timings)
    } catch {
      Terminal.writeError("\(tool.name) run: error: cannot write the timings: \(error.description)")
      status = max(status, .usage)
    }
  }

  private func report(_ cases: [JUnitReport.Case], tool: ToolDescription, liveReport: RunReportWriter?) -> Int32 {
    var worst = ExitStatus.success
    for testCase in cases {
      let result = testCase.result
      if result.passed {
        let updated = result.updatedBlocks > 0 ? " (updated \(result.updatedBlocks.counted("expected block")))" : ""
        Terminal.writeOutput("PASS \(result.file)\(updated)")
      } else {
        Terminal.writeOutput("FAIL \(result.file)")
        for line in result.report { Terminal.writeOutput("  " + line) }
      }
      for line in result.warnings { Terminal.writeOutput("  " + line) }
      worst = max(worst, result.status)
    }
    if let junit {
      do {
        try FileReplacement.write(JUnitReport(suite: "\(tool.name) run", cases: cases).xml, to: junit)
      } catch {
        Terminal.writeError("\(tool.name) run: error: cannot write the JUnit report: \(error.description)")
        worst = max(worst, .usage)
      }
    }
    liveReport?.finish(cases, shard: shard.flatMap(Shard.init), tool: tool, status: &worst)
    keep(cases, tool: tool, status: &worst)
    let pending = keepPendingChanges(cases, tool: tool)
    let passed = cases.filter(\.result.passed).count
    print("\(passed) passed, \(cases.count - passed) failed")
    if pending > 0 {
      Terminal.flush()
      Terminal.writeError("\(pending.counted("change")) to review: \(tool.name) review")
    }
    return worst.rawValue
  }
}
