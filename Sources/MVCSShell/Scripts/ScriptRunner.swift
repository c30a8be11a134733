import Foundation
import MVCS

/// What replaying one script came to.
public struct ScriptResult: Sendable {
  public var file: String
  public var status: ExitStatus
  /// The report lines for a failure: located errors and diffs. Empty when it passed.
  public var report: [String]
  public var commandsRun: Int

  public var passed: Bool { status == .success }
}

/// Replays `.mvcs` scripts in a fresh app each and compares output with expected blocks.
///
/// ```swift
/// let runner = ScriptRunner(app: CounterApp(), apps: BuiltInApps.all)
/// let result = runner.run(file: "Scripts/counter.mvcs")
/// ```
@MainActor
public struct ScriptRunner {
  public var app: any App
  public var apps: [any App]
  public var options: ShellOptions
  /// Go on after a mismatch instead of stopping the script at the first one.
  public var keepGoing = false
  /// Print each command and its output as it runs.
  public var echo = false

  public init(app: any App, apps: [any App], options: ShellOptions = ShellOptions()) {
    self.app = app
    self.apps = apps
    self.options = options
  }

  /// Reads and runs the script at `path`; an unreadable file is a usage error.
  public func run(file path: String) -> ScriptResult {
    switch ScriptFile.read(path) {
    case .success(let text):
      return run(text: text, file: path)
    case .failure(let problem):
      return ScriptResult(
        file: path, status: .usage, report: ["\(path): error: cannot read the script: \(problem.reason)"],
        commandsRun: 0)
    }
  }

  public func run(text: String, file: String) -> ScriptResult {
    let script: Script
    do {
      script = try Script(parsing: text, file: file)
    } catch {
      return ScriptResult(file: file, status: error.status, report: error.lines(), commandsRun: 0)
    }
    return run(script)
  }

  public func run(_ script: Script) -> ScriptResult {
    let session = Session(app: app, apps: apps, options: options)
    let interpreter = Interpreter(session: session)
    var status = ExitStatus.success
    var report: [String] = []
    var count = 0
    for step in script.steps {
      count += 1
      let outcome = interpreter.execute(step.line)
      if echo {
        print(step.line.text)
        for line in outcome.output { print(line) }
      }
      var actual = outcome.output
      if let error = outcome.error {
        guard step.mustFail else {
          report += error.lines()
          return ScriptResult(file: script.file, status: max(status, error.status), report: report, commandsRun: count)
        }
        actual += error.lines(withLocation: false)
      } else if step.mustFail {
        report.append("\(step.line.location): error: expected the command to fail, but it succeeded")
        status = max(status, .expectationFailed)
        if !keepGoing { break }
      }
      if let expected = step.expected, expected != actual {
        report.append("\(script.file):\(step.line.location.line): output differs")
        report += UnifiedDiff(expected: expected, actual: actual).lines
        status = max(status, .expectationFailed)
        if !keepGoing { break }
      }
      if let exit = session.exitRequest {
        if exit != 0 {
          report.append("\(step.line.location): error: the script exited with status \(exit)")
          status = max(status, ExitStatus(rawValue: exit) ?? .commandFailed)
        }
        break
      }
    }
    return ScriptResult(file: script.file, status: status, report: report, commandsRun: count)
  }

}
