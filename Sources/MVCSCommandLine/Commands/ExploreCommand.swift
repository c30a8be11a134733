import ArgumentParser
import Foundation
import MVCS
import MVCSShell
import Subprocess

#if canImport(System)
  import System
#else
  import SystemPackage
#endif

/// `explore`: walks an app as a user might, reports each distinct failure with a shrunk
/// `.mvcs` reproducer under `--out`, and the UI coverage it reached.
///
/// The walk runs in worker processes (the `run` pool's, with `explore --worker-serve`), so an
/// app that crashes kills a worker, not the exploration: the steps it was given are read
/// back from its journal, the crash becomes a finding, and a new worker goes on with the
/// next episode.
struct ExploreCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    let settingsHelp = ToolDescription.current.settingsHelp
    return CommandConfiguration(
      commandName: "explore",
      abstract: "Walk the app as a user might, and shrink every failure found to a short .mvcs script.",
      discussion: """
        At each step explore chooses among what the screen offers (tap, fill, toggle, pick, \
        step, select, swipe, scroll, back, dismiss, and now and then relaunch, clock advance \
        and wait), favouring what it has done least and what builds state, and typing values \
        that fit each field most of the time. A failure is a crash, a command that fails for \
        a reason other than the app's own validation message, work that never settles (a \
        wait, a clock move, a step past --timeout), a screen that breaks the renderer's \
        rules, a relaunch that loses what the app promises it keeps, an invariant that does \
        not hold, a model check of the stores or controls that fails, a round trip that does \
        not come back, a reset unlike a fresh install, or a fault of the views SwiftUI warns of \
        (a body that changes its state, an endless update, a view inside itself). Each bug is \
        shrunk to a local minimum and written once \
        as DIR/N-KIND.mvcs, a script that fails until the bug is fixed. \
        The same seed (and --jobs) walks the same way and writes the same files. Exit \
        status: 0 nothing found, 1 something found or coverage below --coverage-min, 2 usage.
        """ + (settingsHelp.isEmpty ? "" : "\n\n" + settingsHelp))
  }

  @OptionGroup var session: SessionOptions

  @Option(name: .long, help: ArgumentHelp("Take at most N steps in all.", valueName: "n"))
  var steps = 10_000

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Stop walking after DURATION (30s, 5m), checked between steps; a shrink stops there too.",
      valueName: "duration"))
  var time: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "A step that runs longer than DURATION is a hang; its worker is ended (default 10s).", valueName: "duration"))
  var timeout = ExploreCommand.defaultTimeout

  /// What a step may take before it is a hang: far more than any step of a working app.
  static let defaultTimeout = "10s"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Shrink each failure for at most DURATION, then keep the shortest reproducer so far (default 60s).",
      valueName: "duration"))
  var shrinkTime = "60s"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The most memory each worker process may take: 512M, 4G, or none (default 4G); past it the app is killed.",
      valueName: "size"))
  var memoryLimit = WorkerMemoryLimit.defaultText

  @Option(name: .long, help: ArgumentHelp("The seed every choice derives from.", valueName: "s"))
  var seed: UInt64 = 0

  @Option(name: .long, help: ArgumentHelp("Walk in N worker processes.", valueName: "n"))
  var jobs = 1

  @Option(name: .long, help: ArgumentHelp("Steps of one episode, from a fresh launch.", valueName: "n"))
  var episode = 500

  @Option(
    name: .long, help: ArgumentHelp("Write each failure's reproducer under DIR.", valueName: "dir"),
    completion: .directory)
  var out = ".mvcs-cache/explore"

  @Option(
    name: .long, help: ArgumentHelp("Write the UI coverage reached to FILE as JSON.", valueName: "file"),
    completion: .file())
  var coverage: String?

  @Option(name: .long, help: ArgumentHelp("Fail when the UI coverage is below P percent.", valueName: "p"))
  var coverageMin: Double?

  @Option(
    name: .long, help: ArgumentHelp("Write each episode's steps under DIR, as flows `run` replays.", valueName: "dir"),
    completion: .directory)
  var walk: String?

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp(
      "Write the HTML report of the reproducers' runs to DIR, as `run --report` does.", valueName: "dir"),
    completion: .directory)
  var reportFolder: String?

  @Flag(name: .long, help: .hidden)
  var workerServe = false

  func validate() throws {
    guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64, got \(jobs)") }
    guard (0...100_000_000).contains(steps) else {
      throw ValidationError("--steps must be from 0 to 100000000, got \(steps)")
    }
    guard (1...1_000_000).contains(episode) else {
      throw ValidationError("--episode must be from 1 to 1000000, got \(episode)")
    }
    if coverageMin != nil, coverage == nil { throw ValidationError("--coverage-min needs --coverage FILE") }
    if let coverageMin, !(0...100).contains(coverageMin) {
      throw ValidationError("--coverage-min must be a percentage from 0 to 100, got \(coverageMin)")
    }
    for (option, text) in [("--time", time), ("--timeout", timeout), ("--shrink-time", shrinkTime)] {
      guard let text else { continue }
      do {
        guard try CommandLineDuration.seconds(text, option: option) > 0 else {
          throw ValidationError("\(option) must be longer than 0s, got '\(text)'")
        }
      } catch let error as ShellError {
        throw ValidationError("\(option): \(error.message)")
      }
    }
    _ = try WorkerMemoryLimit.bytes(memoryLimit, option: "--memory-limit")
    if session.values.store != nil {
      throw ValidationError("explore starts every episode on fresh stores in memory; leave out --store")
    }
  }

  @MainActor func execute(catalog: AppCatalog, tool: ToolDescription) async -> Int32 {
    guard let app = catalog.app(named: session.values.appName(in: tool)) else { return ExitStatus.usage.rawValue }
    var options = session.values.shellOptions(storage: Storage(.inMemory), commands: catalog.commands)
    options.toolName = "\(tool.name) \(tool.version)"
    let stepTimeout = (try? CommandLineDuration.seconds(timeout, option: "--timeout")) ?? 10
    if workerServe {
      // Ctrl-C stops the walk between steps; the worker answers what it walked.
      Interrupts.watch()
      let worker = ExploreWorker(app: app, apps: catalog.apps, options: options, timeout: stepTimeout)
      await WorkerPool.serveRequests { job in await worker.serve(job) }
      return ExitStatus.success.rawValue
    }
    let prefix = "\(tool.name) explore: error:"
    do {
      if let coverage { try FileReplacement.checkWritable(coverage) }
      if let reportFolder { try ReportSite(folder: reportFolder, files: []).checkWritable() }
    } catch {
      Terminal.writeError("\(prefix) \(error.description)")
      return ExitStatus.usage.rawValue
    }
    let folder = ExploreWorkersFolder(
      path: FileManager.default.temporaryDirectory.appendingPathComponent(
        "mvcs-explore-\(ProcessInfo.processInfo.processIdentifier)"
      ).path)
    // Ctrl-C stops the walk between steps and reports what it walked, as `run` reports what
    // ran; SIGTERM and SIGHUP end it at once, by the same signal. Neither leaves the folder:
    // the signals are watched before it is made.
    let cancellation = RunCancellation(workerSignal: SIGINT)
    // Each finding on disk as soon as it is made: a signal that ends the walk leaves them,
    // with those the workers still walking noted.
    let files = ExploreFindingFiles(folder: out)
    TerminationSignals.watch([SIGINT, SIGTERM, SIGHUP]) { signal in
      cancellation.cancel(by: signal)
      guard signal != SIGINT else { return }
      files.keepWorkersFindings(in: folder.path)
      folder.end(by: signal)
    }
    do {
      try folder.make()
    } catch {
      Terminal.writeError("\(prefix) cannot make a folder for the workers: \(error.localizedDescription)")
      return ExitStatus.usage.rawValue
    }
    defer { folder.remove() }
    var explorer = Explorer(app: app, apps: catalog.apps, options: options)
    explorer.configuration = Explorer.Configuration(
      seed: seed, steps: steps, episodeLength: episode, toolName: tool.name)
    explorer.configuration.recordsWalk = walk != nil
    explorer.configuration.seconds = time.flatMap { try? CommandLineDuration.seconds($0, option: "--time") }
    let shrinkSeconds = (try? CommandLineDuration.seconds(shrinkTime, option: "--shrink-time")) ?? 60
    // A failure found in a walk is shrunk by its worker, within the same time as a crash.
    explorer.configuration.shrinkSeconds = shrinkSeconds
    var workers = ExploreWorkers(
      explorer: explorer, jobs: jobs, stepTimeout: stepTimeout,
      arguments: ["explore", "--worker-serve", "--timeout", timeout] + session.values.arguments(in: tool),
      folder: URL(fileURLWithPath: folder.path), cancellation: cancellation)
    workers.memoryLimit = try? WorkerMemoryLimit.bytes(memoryLimit, option: "--memory-limit")
    workers.shrinkSeconds = shrinkSeconds
    workers.found = { files.write($0) }
    let report: ExploreReport
    do {
      report = try await workers.run()
    } catch {
      Terminal.writeError("\(prefix) \(error)")
      return ExitStatus.usage.rawValue
    }
    // SIGTERM or SIGHUP: whichever of this thread and the signal's gets here first ends it so.
    if let signal = cancellation.signal, signal != SIGINT {
      files.keepWorkersFindings(in: folder.path)
      folder.end(by: signal)
    }
    var status = write(report, app: app, tool: tool)
    files.removeAll(except: Set(report.findings.indices.map { reproducer(report.findings[$0], number: $0 + 1) }))
    if let reportFolder, !report.findings.isEmpty, status != ExitStatus.usage.rawValue, !report.interrupted {
      let files = report.findings.indices.map { reproducer(report.findings[$0], number: $0 + 1) }
      status = max(status, await writeReport(of: files, to: reportFolder, tool: tool))
    }
    guard report.interrupted else { return status }
    Terminal.writeError("\(tool.name) explore: interrupted: \(report.steps) of \(steps) steps walked")
    return ExitStatus.interrupted.rawValue
  }

  /// Where finding `number` (from 1) is written.
  private func reproducer(_ finding: ExploreFinding, number: Int) -> String {
    (out as NSString).appendingPathComponent(finding.fileName(number: number))
  }

  /// Replays the reproducers with `run --report` (this executable, its workers), so each
  /// finding gets the page a failing flow gets: every step, its screen, its diff; returns the
  /// exit status the report adds.
  private func writeReport(of files: [String], to folder: String, tool: ToolDescription) async -> Int32 {
    // A hang's reproducer runs past --timeout in `run` as it did here.
    let arguments =
      ["run", "--report", folder, "--jobs", "\(jobs)", "--timeout", timeout] + session.values.arguments(in: tool)
      + ["--"] + files
    do {
      let result = try await Subprocess.run(
        .path(FilePath(WorkerPool.currentExecutable.path)), arguments: Arguments(arguments), output: .discarded,
        error: .string(limit: 1 << 16))
      // The reproducers fail until their bugs are fixed: statuses 1 and 3 are the report's
      // usual case; 2 (the report could not be written) and a signal are not.
      if case .exited(let code) = result.terminationStatus, [0, 1, 3].contains(code) {
        Terminal.writeOutput("report: " + (folder as NSString).appendingPathComponent("index.html"))
        return ExitStatus.success.rawValue
      }
      let said = result.standardError.split(separator: "\n").first.map { ": " + $0 } ?? ""
      Terminal.writeError(
        "\(tool.name) explore: error: the run writing the report to \(folder) ended \(result.terminationStatus)\(said)")
    } catch {
      Terminal.writeError("\(tool.name) explore: error: cannot run the reproducers for the report: \(error)")
    }
    return ExitStatus.usage.rawValue
  }

  /// Prints the findings and the coverage, writes the reproducers and the coverage file;
  /// returns the exit status.
  @MainActor private func write(_ report: ExploreReport, app: any App, tool: ToolDescription) -> Int32 {
    var status = ExitStatus.success
    Terminal.writeOutput(
      "explore \(app.name): \(report.steps.counted("step")) in \(report.episodes.counted("episode")), seed \(seed)"
        + (report.interrupted ? ", interrupted: " : ": ")
        + (report.findings.isEmpty ? "no failure found" : report.findings.count.counted("failure") + " found"))
    if !report.findings.isEmpty {
      status = .expectationFailed
      do {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      } catch {
        Terminal.writeError("\(tool.name) explore: error: cannot create \(out): \(error.localizedDescription)")
        return ExitStatus.usage.rawValue
      }
    }
    for (index, finding) in report.findings.enumerated() {
      let file = reproducer(finding, number: index + 1)
      Terminal.writeOutput("FOUND \(finding.failure.kind.rawValue): \(finding.failure.message)")
      let shrunk =
        report.interrupted && finding.steps.count == finding.walked
        ? "not shrunk (interrupted)" : "shrunk to \(finding.steps.count)"
      Terminal.writeOutput(
        "  after \(finding.walked.counted("step")) of episode \(finding.episode), \(shrunk): \(file)")
      do {
        try FileReplacement.write(finding.script, to: file)
      } catch {
        Terminal.writeError("\(tool.name) explore: error: cannot write \(file): \(error.description)")
        status = .usage
      }
    }
    if let walk {
      do {
        try FileManager.default.createDirectory(atPath: walk, withIntermediateDirectories: true)
        for episode in report.walks {
          let file = (walk as NSString).appendingPathComponent("episode-\(episode.episode).mvcs")
          try FileReplacement.write(episode.lines.joined(separator: "\n") + "\n", to: file)
        }
      } catch {
        Terminal.writeError("\(tool.name) explore: error: cannot write the walk under \(walk): \(error)")
        status = .usage
      }
    }
    guard let coverage else {
      for line in report.coverage.table { Terminal.writeOutput(line) }
      return status.rawValue
    }
    let covered = CoverageParts.report(report.coverage, to: coverage, minimum: coverageMin, tool: tool, verb: "explore")
    return max(status.rawValue, covered)
  }
}
