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

  init(script: Script, interpreter: Interpreter) {
    self.script = script
    self.interpreter = interpreter
  }

  mutating func run() async {
    var lines = ScriptLines(script)
    _ = await interpreter.run(&lines) { _, outcome in judge(outcome) }
  }

  /// Judges the outcome of the next step; returns whether the script goes on.
  private mutating func judge(_ outcome: Outcome) -> Bool {
    let index = commandsRun
    let step = script.steps[index]
    commandsRun += 1
    if echo {
      Terminal.writeOutput(step.line.text)
      for line in outcome.output { Terminal.writeOutput(line) }
    }
    printed += outcome.output
    // Judged as printed: text with a line break in it (`echo "a\nb"`) is two lines on the
    // terminal, so two lines of a block, and `--update` or `review` writes it as two.
    var actual = outcome.output
    if actual.contains(where: { $0.utf8.contains(UInt8(ascii: "\n")) }) {
      actual = actual.flatMap(ScriptText.lines)
    }
    if let error = outcome.error {
      // An interrupted command is never the failure a `!` line expects.
      guard step.mustFail, error.status != .interrupted else {
        report += error.lines()
        status = max(status, error.status)
        return false
      }
      actual += error.lines(withLocation: false)
    } else if step.mustFail {
      report.append("\(step.line.location): error: expected the command to fail, but it succeeded")
      status = max(status, .expectationFailed)
      if !keepGoing { return false }
    }
    actualOutputs[index] = actual
    if let expected = step.expected, !OutputMatcher.matches(expected: expected, actual: actual) {
      mismatchedSteps.append(index)
      report.append("\(script.file):\(step.line.location.line): output differs")
      if let invalid = OutputMatcher.invalidPattern(in: expected) {
        report.append("\(script.file):\((step.expectedStartLine ?? 0) + invalid.line): \(invalid.reason)")
      }
      report += UnifiedDiff(expected: expected, actual: actual, equal: OutputMatcher.lineComparer(for: expected)).lines
      status = max(status, .expectationFailed)
      if !keepGoing { return false }
    }
    if let exit = outcome.exitStatus {
      if exit != 0 {
        report.append("\(step.line.location): error: the script exited with status \(exit)")
        status = max(status, ExitStatus(rawValue: exit) ?? .commandFailed)
      }
      return false
    }
    // Ctrl-C at the prompt stops a sourced script between its commands.
    if Interrupts.isPending, index + 1 < script.steps.count {
      report.append("\(script.steps[index + 1].line.location): error: interrupted")
      status = max(status, .interrupted)
      return false
    }
    return true
  }
}
