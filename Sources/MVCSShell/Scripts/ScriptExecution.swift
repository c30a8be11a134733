/// Runs a parsed script's steps through an interpreter and judges each against its
/// expectations: the shared core of `mvcs run` and the `source` command.
///
/// ```swift
/// var execution = ScriptExecution(script: script, interpreter: interpreter)
/// await execution.run()
/// execution.status  // .success, .expectationFailed, …
/// ```
@MainActor
struct ScriptExecution {
  let script: Script
  let interpreter: Interpreter
  var keepGoing = false
  var echo = false

  private(set) var status = ExitStatus.success
  private(set) var report: [String] = []
  private(set) var commandsRun = 0
  /// The output of each step that ran, by index, errors of must-fail steps included: what
  /// `--update` writes back.
  private(set) var actualOutputs: [Int: [String]] = [:]
  /// The steps whose output did not match their expected block, in order: what `mvcs
  /// review` offers to change.
  private(set) var mismatchedSteps: [Int] = []
  /// Everything the commands printed, in order: what a `source` passes on as its output.
  private(set) var printed: [String] = []
  /// Each step that ran, by index, as every writer shows it again (``Outcome/shownLine``, or
  /// the line as typed).
  private var shownLines: [Int: String] = [:]
  /// Records each step for the run's report (`mvcs run --report`); nil records nothing.
  var timeline: TimelineRecorder?
  /// Shown each line before it runs, for `run --coverage`; nil records nothing.
  var coverage: CoverageRecorder?
  /// Told of each step once it has run, as `--echo` prints it (``ScriptRunner/didRun``).
  var didRun: (@MainActor (_ line: String, _ output: [String]) -> Void)?

  init(script: Script, interpreter: Interpreter) {
    self.script = script
    self.interpreter = interpreter
  }

  mutating func run() async {
    var lines = ScriptLines(script)
    if let coverage {
      var covered = CoveredLines(base: lines, session: interpreter.session, recorder: coverage)
      _ = await interpreter.run(&covered) { _, outcome in judge(outcome) }
    } else {
      _ = await interpreter.run(&lines) { _, outcome in judge(outcome) }
    }
    timeline?.finish()
  }

  /// Step `index`'s command as every writer shows it (the report, the pending changes,
  /// `mvcs review`): as written, its `!` kept, a secret as dots, whether it ran or not, by the
  /// one rule (``CommandRegistry/shown(_:variables:typedTextIsShown:)``).
  func shownCommand(ofStep index: Int) -> String {
    let step = script.steps[index]
    let session = interpreter.session
    return step.asWritten(shown: shownLines[index] ?? session.commands.shown(step.line, variables: session.variables))
  }

  /// Judges the outcome of the next step; returns whether the script goes on.
  private mutating func judge(_ outcome: Outcome) -> Bool {
    let index = commandsRun
    let reported = report.count
    let (goesOn, verdict, actual) = verdict(of: outcome, at: index)
    timeline?.record(
      step: index, outcome: outcome, actual: actual, verdict: verdict, problems: Array(report[reported...]),
      command: interpreter.lastCommand)
    return goesOn
  }

  /// Judges step `index`'s outcome: whether the script goes on, how the step came out, and
  /// the lines it was judged by.
  private mutating func verdict(
    of outcome: Outcome, at index: Int
  ) -> (goesOn: Bool, verdict: ScriptTimeline.Verdict, actual: [String]) {
    let step = script.steps[index]
    commandsRun += 1
    shownLines[index] = outcome.shownLine ?? step.line.text
    if echo {
      Terminal.writeOutput(outcome.shownLine ?? step.line.text)
      for line in outcome.output { Terminal.writeOutput(line) }
      for line in outcome.consoleShown { Terminal.writeOutput(line) }
    }
    didRun?(outcome.shownLine ?? step.line.text, outcome.output)
    printed += outcome.output
    // Judged as printed: text with a line break in it (`echo "a\nb"`) is two lines on the
    // terminal, so two lines of a block, and `--update` or `review` writes it as two.
    var actual = outcome.output
    if actual.contains(where: { $0.utf8.contains(UInt8(ascii: "\n")) }) {
      actual = actual.flatMap(ScriptText.lines)
    }
    var verdict = ScriptTimeline.Verdict.passed
    if let error = outcome.error {
      // An interrupted command is never the failure a `!` line expects.
      guard step.mustFail, error.status != .interrupted else {
        report += error.lines()
        status = max(status, error.status)
        return (false, .failed, actual)
      }
      actual += error.lines(withLocation: false)
    } else if step.mustFail {
      report.append("\(step.line.location): error: expected the command to fail, but it succeeded")
      status = max(status, .expectationFailed)
      verdict = .failed
      if !keepGoing { return (false, verdict, actual) }
    }
    actualOutputs[index] = actual
    // One comparison for the match and the diff: each pair is checked once, in one budget.
    if let expected = step.expected, case let comparison = OutputMatcher.Comparison(expected: expected),
      !comparison.matches(actual)
    {
      mismatchedSteps.append(index)
      report.append("\(script.file):\(step.line.location.line): output differs")
      if let invalid = OutputMatcher.invalidPattern(in: expected) {
        report.append("\(script.file):\((step.expectedStartLine ?? 0) + invalid.line): \(invalid.reason)")
      }
      let diff = UnifiedDiff(expected: expected, actual: actual, equal: comparison.lineMatches)
      for note in comparison.notes {
        report.append("\(script.file):\((step.expectedStartLine ?? 0) + note.index): \(note.message)")
      }
      for line in diff.lookAlikes {
        report.append("\(script.file):\((step.expectedStartLine ?? 0) + line.expectedIndex): \(line.message)")
      }
      report += diff.lines
      status = max(status, .expectationFailed)
      verdict = verdict == .failed ? .failed : .mismatch
      if !keepGoing { return (false, verdict, actual) }
    }
    if let exit = outcome.exitStatus {
      if exit != 0 {
        report.append("\(step.line.location): error: the script exited with status \(exit)")
        status = max(status, ExitStatus(rawValue: exit) ?? .commandFailed)
        verdict = .failed
      }
      return (false, verdict, actual)
    }
    // Ctrl-C at the prompt stops a sourced script between its commands.
    if Interrupts.isPending, index + 1 < script.steps.count {
      report.append("\(script.steps[index + 1].line.location): error: interrupted")
      status = max(status, .interrupted)
      return (false, verdict, actual)
    }
    return (true, verdict, actual)
  }
}
