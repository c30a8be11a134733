import Foundation
import MVCS

/// What replaying one script came to.
public struct ScriptResult: Sendable, Codable, Equatable {
  /// The script's path.
  public var file: String
  /// How the script ended: success, a failed expectation, a failed command, a usage error.
  public var status: ExitStatus
  /// The report lines for a failure: located errors and diffs; empty when it passed.
  public var report: [String]
  /// How many commands ran before the script ended.
  public var commandsRun: Int
  /// With `--update`: how many expected blocks were rewritten in the file.
  public var updatedBlocks = 0
  /// With `--artifacts`: the files written for a failure (screen, log, report).
  public var artifacts: [String] = []
  /// The expected blocks the output no longer matched, for `mvcs review`.
  public var pendingChanges: [PendingChange] = []
  /// What the script's end says besides passing or failing: the views' tasks it left
  /// running (`TasksLeftRunning`), each a line `FILE: warning: …`.
  public var warnings: [String] = []
  /// With `--report`: what happened step by step, for the script's page; nil otherwise.
  public var timeline: ScriptTimeline?

  /// Whether the script passed.
  public var passed: Bool { status == .success }

  /// A result for `file`; `report` empty when it passed.
  public init(file: String, status: ExitStatus, report: [String], commandsRun: Int, updatedBlocks: Int = 0) {
    self.file = file
    self.status = status
    self.report = report
    self.commandsRun = commandsRun
    self.updatedBlocks = updatedBlocks
  }
}

/// Replays `.mvcs` scripts in a fresh app each and compares output with expected blocks.
///
/// ```swift
/// let runner = ScriptRunner(app: CounterApp(), apps: BuiltInApps.all)
/// let result = await runner.run(file: "Scripts/counter.mvcs")
/// ```
@MainActor
public struct ScriptRunner {
  /// The app each script starts in.
  public var app: any App
  /// The apps a script can `launch`.
  public var apps: [any App]
  /// The width, colour and environment each script's session starts from.
  public var options: ShellOptions
  /// Go on after a mismatch instead of stopping the script at the first one.
  public var keepGoing = false
  /// Print each command and its output as it runs.
  public var echo = false
  /// Rewrite mismatched expected blocks in the file with the actual output (`--update`).
  public var update = false
  /// Where a failing script leaves its screen, log and report (`--artifacts DIR`); nil for none.
  public var artifactsFolder: String?
  /// Record each script's ``ScriptTimeline`` in its result, for the HTML report (`--report`).
  ///
  /// Recording draws nothing the run would not: a step's screen is the one the run drew
  /// next, before anything changed it, or, for the last steps, one drawn once the script
  /// has stopped. Off, nothing is recorded.
  public var recordsTimeline = false
  /// Records what the scripts reach and act on (`run --coverage`); nil records nothing.
  public var coverage: CoverageRecorder?
  /// Told of each line, sourced ones included, just before it runs: a worker passes it on
  /// so that a crash is reported at the line that caused it.
  public var willRun: (@MainActor (LogicalLine) -> Void)?
  /// Told of each of the script's own steps once it has run.
  ///
  /// It gets the line as it may be shown (a secret typed as dots) and what it printed, as
  /// `--echo` prints them: a worker keeps the last of them for a script that runs past its
  /// time limit.
  public var didRun: (@MainActor (_ line: String, _ output: [String]) -> Void)?

  /// A runner that starts each script in `app`, able to launch `apps`.
  public init(app: any App, apps: [any App], options: ShellOptions = ShellOptions()) {
    self.app = app
    self.apps = apps
    self.options = options
  }

  /// Reads and runs the script at `path`; an unreadable file is a usage error.
  public func run(file path: String) async -> ScriptResult {
    switch ScriptFile.read(path) {
    case .success(let text):
      return await run(text: text, file: path)
    case .failure(let problem):
      return ScriptResult(
        file: path, status: .usage, report: ["\(path): error: cannot read the script: \(problem.reason)"],
        commandsRun: 0)
    }
  }

  /// Runs the script `text`, naming it `file` in messages (and rewriting `file` with `--update`).
  public func run(text: String, file: String) async -> ScriptResult {
    let script: Script
    do {
      script = try Script(parsing: text, file: file)
    } catch {
      var result = ScriptResult(file: file, status: error.status, report: error.lines(), commandsRun: 0)
      if recordsTimeline { result.timeline = ScriptTimeline(file: file.escapingControlCharacters) }
      return result
    }
    let session = Session(app: app, apps: apps, options: options)
    let interpreter = Interpreter(session: session)
    interpreter.willExecute = willRun
    var execution = ScriptExecution(script: script, interpreter: interpreter)
    execution.keepGoing = keepGoing || update
    execution.echo = echo
    if recordsTimeline { execution.timeline = TimelineRecorder(script: script, session: session) }
    execution.coverage = coverage
    execution.didRun = didRun
    await execution.run()
    var result = ScriptResult(
      file: script.file, status: execution.status, report: execution.report, commandsRun: execution.commandsRun)
    result.timeline = execution.timeline?.timeline
    if let warning = TasksLeftRunning.warning(in: session) {
      result.warnings.append("\(script.file.escapingControlCharacters): \(warning)")
    }
    if !update {
      result.pendingChanges = PendingChange.changes(
        text: text, script: script, actualOutputs: execution.actualOutputs, shown: execution.shownCommand(ofStep:),
        mismatched: execution.mismatchedSteps)
    }
    if let artifactsFolder, !result.passed, !update {
      do {
        result.artifacts = try FailureArtifacts(folder: artifactsFolder).write(result, session: session)
      } catch {
        result.report.append("\(file): error: cannot keep the failure's artifacts: \(error.description)")
        result.status = max(result.status, .usage)
      }
    }
    guard update,
      let rewrite = ScriptUpdate(
        text: text, script: script, actualOutputs: execution.actualOutputs, shown: execution.shownCommand(ofStep:)
      ).apply()
    else { return result }
    do {
      try FileReplacement.write(rewrite.text, to: file)
    } catch {
      result.report.append("\(file): error: cannot rewrite the script: \(error.reason)")
      result.status = max(result.status, .usage)
      return result
    }
    // Judge the rewritten script afresh: what is left are failures other than mismatches.
    var again = self
    again.update = false
    var rerun = await again.run(text: rewrite.text, file: file)
    rerun.updatedBlocks = rewrite.blocks
    return rerun
  }
}
