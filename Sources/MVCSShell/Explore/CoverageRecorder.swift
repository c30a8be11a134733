import MVCS

/// Collects UI coverage while scripts run (`mvcs run --coverage FILE`): before each line,
/// the control, row, swipe action or action it names, found by the same searches the verbs
/// use; after it, the screen it left.
///
/// One recorder serves every script a process runs, so it is a class:
///
/// ```swift
/// let recorder = CoverageRecorder()
/// var runner = ScriptRunner(app: app, apps: apps)
/// runner.coverage = recorder
/// _ = await runner.run(file: "Scripts/counter.mvcs")
/// recorder.coverage.percent
/// ```
@MainActor
public final class CoverageRecorder {
  /// What the scripts run so far reached and acted on.
  public private(set) var coverage = UICoverage()

  /// A recorder with nothing recorded.
  public init() {}

  /// Records what `line` will act on, on the screen `session` shows.
  func willRun(_ line: LogicalLine, in session: Session) {
    if let item = Self.target(of: line, in: session) { coverage.act(on: item) }
  }

  /// Records the screen a line left.
  func ran(in session: Session) {
    coverage.see(session.screen())
  }

  /// The item `line` acts on, found as its command will find it; nil when it acts on none
  /// or names nothing on the screen.
  static func target(of line: LogicalLine, in session: Session) -> UICoverage.Item? {
    LineTarget(line, in: session)?.coverageItem
  }
}

/// A script's lines, with each one shown to a coverage recorder before it runs.
@MainActor
struct CoveredLines: LineSource {
  var base: ScriptLines
  let session: Session
  let recorder: CoverageRecorder

  /// Whether a line ran: the screen before the first is the default app's, not the script's.
  private var started = false

  init(base: ScriptLines, session: Session, recorder: CoverageRecorder) {
    self.base = base
    self.session = session
    self.recorder = recorder
  }

  mutating func nextLine() async -> LogicalLine? {
    if started { recorder.ran(in: session) }
    started = true
    guard let line = await base.nextLine() else { return nil }
    recorder.willRun(line, in: session)
    return line
  }
}
