import MVCS
import MVCSShell

@testable import MVCSApps

/// Runs shell lines against a Pandas session, the way a script would, at 80 columns.
@MainActor
struct PandasHarness {
  let session: Session
  let interpreter: Interpreter

  init(imageAPI: String? = nil) {
    var options = ShellOptions(width: 80)
    if let imageAPI { options.environment.settings = ["image-api": imageAPI] }
    session = Session(app: PandasApp(), options: options)
    interpreter = Interpreter(session: session)
  }

  @discardableResult
  func run(_ line: String) async -> Outcome {
    await interpreter.execute(LogicalLine(line, file: "pandas-test.mvcs"))
  }

  /// The output of a line that must succeed, or the error it gave.
  func output(_ line: String) async -> [String] {
    let outcome = await run(line)
    if let error = outcome.error { return ["unexpected error: \(error)"] }
    return outcome.output
  }

  /// The whole screen as `show` prints it.
  func screen() async -> String {
    await output("show").joined(separator: "\n")
  }
}
