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
    guard let words = try? Lexer(variables: session.variables).words(in: line), let verb = words.first,
      let command = session.commands.command(named: verb.text)
    else { return nil }
    let invocation = Invocation(session: session, command: command, nameWord: verb, arguments: Array(words.dropFirst()))
    let arguments = invocation.arguments
    func control<Input>(_ input: Input.Type, labelAt index: Int, scope: ViewController? = nil) -> UICoverage.Item? {
      guard arguments.indices.contains(index),
        let found = try? ControlSearch<Input>(session: session, noun: "control", scope: scope).find(arguments[index])
      else { return nil }
      return UICoverage.Item(
        screen: UICoverage.typeName(found.control.owner), kind: found.control.kind.name, label: found.control.name)
    }
    switch verb.text {
    case "tap":
      guard arguments.count == 2 else { return control(ButtonPress.self, labelAt: 0) }
      return control(ButtonPress.self, labelAt: 1, scope: try? invocation.resolve(arguments[0]))
    case "fill": return control(TextEntry.self, labelAt: 0)
    case "toggle": return control(ToggleSwitch.self, labelAt: 0)
    case "pick": return control(PickerChoice.self, labelAt: 0)
    case "step": return control(StepperStep.self, labelAt: 0)
    case "select", "swipe":
      guard let word = arguments.first, let (list, _) = try? RowFinder(invocation: invocation).row(word) else {
        return nil
      }
      let type = UICoverage.typeName(list)
      if verb.text == "select" { return UICoverage.Item(screen: type, kind: "row", label: "select") }
      guard arguments.count == 2 else { return nil }
      return UICoverage.Item(screen: type, kind: "swipe action", label: arguments[1].text)
    case "back":
      // `back` is what the navigation bar's Back button does: count it as that button.
      let navigations = session.screen().layersTopFirst.lazy.map {
        $0.viewControllers.compactMap { $0 as? NavigationController }.filter { $0.viewControllers.count > 1 }
      }
      guard let navigation = navigations.first(where: { !$0.isEmpty })?.last else { return nil }
      return UICoverage.Item(screen: UICoverage.typeName(navigation), kind: "button", label: "Back")
    case "call":
      guard let first = arguments.first else { return nil }
      var target = session.cwd
      var name = first.text
      if target.action(named: name) == nil, arguments.count > 1, let resolved = try? invocation.resolve(first) {
        target = resolved
        name = arguments[1].text
      }
      guard target.action(named: name) != nil else { return nil }
      return UICoverage.Item(screen: UICoverage.typeName(target), kind: "action", label: name)
    default: return nil
    }
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
