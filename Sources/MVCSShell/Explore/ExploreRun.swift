import MVCS

/// One app from launch, stepped through shell lines and judged after each: what a walk and
/// every replay while shrinking run in.
///
/// A step is run through ``Interpreter/execute(_:)``, as a script's line is, so a reproducer
/// is exactly what was run. After it come the checks: its error, unless the app's own
/// validation message (``ShellError/isValidation``); a `wait` that timed out (a hang); the
/// screen's rules; the app's and its view controllers' invariants; and at a relaunch, the
/// stores, and for an app that restores its screen, the screen.
@MainActor
final class ExploreRun {
  /// How a step came out.
  enum Verdict: Equatable {
    /// It did what it does.
    case passed
    /// The app refused it with its own message: a `!` line in a reproducer.
    case refused
    /// A failure.
    case failed(ExploreFailure)
    /// Ctrl-C stopped it: no verdict, and the walk stops.
    case interrupted
  }

  let session: Session
  let interpreter: Interpreter
  /// The app, for its invariants and whether it restores its screen.
  let app: any App
  /// What was compared across the last relaunch, for a reproducer: the `store show` lines
  /// and the screen before it.
  private(set) var beforeRelaunch: (stores: [(name: String, lines: [String])], screen: [String])?
  /// The screen as the last step left it, drawn once for the checks, coverage and the next
  /// step's choices.
  private(set) var screen: Screen
  /// The line the last step ran: its own, or its fallback.
  private(set) var lastLine = ""

  /// A fresh launch of `app`, as `mvcs run` starts a script.
  init(app: any App, apps: [any App], options: ShellOptions) {
    self.app = app
    session = Session(app: app, apps: apps, options: options)
    interpreter = Interpreter(session: session)
    screen = session.screen()
  }

  /// Runs `step` and judges it.
  func perform(_ step: ExploreStep) async -> Verdict {
    var line = step.line
    // In a replay with steps left out, a name may no longer find its target: its position may.
    if let fallback = step.fallbackLine, CoverageRecorder.target(of: LogicalLine(line), in: session) == nil {
      line = fallback
    }
    lastLine = line
    let relaunching = line == "relaunch"
    var before: (stores: [(name: String, lines: [String])], screen: [String])?
    // Only an app that declares it restores its screen promises the same state after.
    if relaunching, app.relaunchKeeps >= .stores { before = (await storeContents(), screenText()) }
    let outcome = await interpreter.execute(LogicalLine(line, file: "explore"))
    screen = session.screen()
    if let error = outcome.error {
      if error.status == .interrupted { return .interrupted }
      if error.isValidation { return .refused }
      if line.hasPrefix("wait"), error.message.hasPrefix("wait timed out") {
        return .failed(ExploreFailure(.hang, error.message))
      }
      return .failed(ExploreFailure(.commandFailed, "`\(line)`: \(error.message)"))
    }
    if let failure = checks() { return .failed(failure) }
    if let before {
      beforeRelaunch = before
      // A store first opened at launch may appear; one that held items must hold the same.
      let after = Dictionary(await storeContents().map { ($0.name, $0.lines) }) { first, _ in first }
      for old in before.stores where after[old.name] != old.lines {
        return .failed(ExploreFailure(.persistence, "store \(old.name) holds other items after a relaunch"))
      }
      if app.relaunchKeeps >= .screen, before.screen != screen.text(color: false) {
        return .failed(ExploreFailure(.persistence, "the screen differs after a relaunch"))
      }
    }
    return .passed
  }

  /// The checks that hold after every step: the screen's rules, then the invariants; the
  /// first that fails.
  func checks() -> ExploreFailure? {
    if let broken = ScreenRules.violation(in: screen, width: session.options.effectiveWidth) {
      return ExploreFailure(.screenRule, broken)
    }
    if let violation = InvariantViolation.check(app: session.host.app, root: session.root).first {
      return ExploreFailure(.invariant, violation.description)
    }
    return nil
  }

  /// The screen as `show` prints it.
  func screenText() -> [String] {
    screen.text(color: false)
  }

  /// The stores and the screen after `steps` from a fresh launch: what a reproducer of a
  /// relaunch that lost something expects to see again.
  static func preview(
    of steps: some Sequence<ExploreStep>, app: any App, apps: [any App], options: ShellOptions
  ) async -> (stores: [(name: String, lines: [String])], screen: [String]) {
    let run = ExploreRun(app: app, apps: apps, options: options)
    for step in steps { _ = await run.perform(step) }
    return (await run.storeContents(), run.screenText())
  }

  /// Each store's items as `store show NAME` prints them, by name.
  func storeContents() async -> [(name: String, lines: [String])] {
    guard let counts = try? session.environment.storage.open().storeCounts() else { return [] }
    var contents: [(name: String, lines: [String])] = []
    for (name, _) in counts {
      let shown = await interpreter.execute(LogicalLine("store show " + ExploreStep.word(name), file: "explore"))
      contents.append((name, shown.output))
    }
    return contents
  }
}

/// The renderer's rules a screen must keep, whatever the app draws: no line wider than the
/// screen, and no control or bidirectional character left unescaped on it.
public enum ScreenRules {
  /// What the first line that breaks a rule breaks, or nil when `screen` keeps them all.
  @MainActor
  public static func violation(in screen: Screen, width: Int) -> String? {
    for (index, line) in screen.lines.enumerated() {
      if line.width > width {
        return "line \(index + 1) is \(line.width) columns wide on a screen \(width) wide"
      }
      for run in line.runs {
        if let scalar = run.text.unicodeScalars.first(where: \.needsEscaping) {
          let code = String(scalar.value, radix: 16, uppercase: true)
          return
            "line \(index + 1) holds an unescaped control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code)"
        }
      }
    }
    return nil
  }

}
