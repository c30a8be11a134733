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
        sorted. The last line is 'N passed, N failed'. Exit status: 0 all passed, 1 an \
        expectation failed, 2 usage error, 3 a command failed; the worst one wins.
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

  @Option(name: .long, help: ArgumentHelp("Run scripts in N worker processes.", valueName: "n"))
  var jobs = 1

  @Option(name: .long, help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "file"), completion: .file())
  var junit: String?

  @Flag(name: .long, help: .hidden)
  var workerResult = false

  @Argument(help: ArgumentHelp("Scripts, or folders of scripts.", valueName: "file.mvcs|dir"), completion: .file())
  var paths: [String]

  func validate() throws {
    if let shard, Shard(shard) == nil {
      throw ValidationError("--shard expects I/N with 1 ≤ I ≤ N, like 2/4; got '\(shard)'")
    }
    guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64, got \(jobs)") }
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
    var files: [String]
    do {
      files = try ScriptCollection.files(for: paths)
    } catch {
      Terminal.writeError("\(prefix) no such file or folder: \(error.path)")
      return ExitStatus.usage.rawValue
    }
    guard !files.isEmpty else {
      Terminal.writeError("\(prefix) no .mvcs scripts in \(paths.joined(separator: ", "))")
      return ExitStatus.usage.rawValue
    }
    // In memory by default: each script gets a fresh storage (Session does that).
    guard let storage = session.storage(otherwise: .inMemory, tool: tool),
      let app = catalog.app(named: session.appName)
    else { return ExitStatus.usage.rawValue }
    if let shard = shard.flatMap(Shard.init) { files = Array(shard.slice(of: files)) }
    var cases: [JUnitReport.Case] = []
    // Each script runs in a worker process, one at a time with --jobs 1, so a script that
    // crashes its process is one failed case, and the summary and the report still come.
    // Only --echo runs here, since its output streams as the script runs.
    if !workerResult && !echo {
      cases = await WorkerPool(arguments: workerArguments, jobs: jobs).run(files)
    } else {
      for file in files { cases.append(await runHere(file, app: app, apps: catalog.apps, storage: storage)) }
    }
    if workerResult {
      // A worker reports one script to its parent as JSON.
      for testCase in cases { WorkerPool.write(testCase) }
      return cases.map(\.result.status).max()?.rawValue ?? 0
    }
    return report(cases, tool: tool)
  }

  @MainActor private func runHere(
    _ file: String, app: any App, apps: [any App], storage: Storage
  ) async -> JUnitReport.Case {
    var options = ShellOptions(
      width: session.width ?? ShellOptions.defaultWidth, height: session.height ?? ShellOptions.defaultHeight)
    options.environment.storage = storage
    options.environment.settings = session.appSettings
    var runner = ScriptRunner(app: app, apps: apps, options: options)
    runner.keepGoing = keepGoing
    runner.echo = echo
    runner.update = update
    let start = ContinuousClock.now
    let result = await runner.run(file: file)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return JUnitReport.Case(result: result, seconds: seconds)
  }

  /// The options a worker needs to run a script the way this process would.
  private var workerArguments: [String] {
    var arguments = ["run", "--worker-result"] + session.arguments
    if keepGoing { arguments.append("--keep-going") }
    if update { arguments.append("--update") }
    return arguments
  }

  private func report(_ cases: [JUnitReport.Case], tool: ToolDescription) -> Int32 {
    var worst = ExitStatus.success
    for testCase in cases {
      let result = testCase.result
      if result.passed {
        let updated = result.updatedBlocks > 0 ? " (updated \(result.updatedBlocks) expected blocks)" : ""
        Terminal.writeOutput("PASS \(result.file)\(updated)")
      } else {
        Terminal.writeOutput("FAIL \(result.file)")
        for line in result.report { Terminal.writeOutput("  " + line) }
      }
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
    let passed = cases.filter(\.result.passed).count
    print("\(passed) passed, \(cases.count - passed) failed")
    return worst.rawValue
  }
}
