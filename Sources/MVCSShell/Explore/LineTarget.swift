import MVCS

/// What a line acts on, found by the same searches its verb makes.
///
/// The control `tap`, `fill`, `toggle`, `pick` or `step` will act on, the row `select` or
/// `swipe` will, the navigation `back` pops, the action `call` runs. Found before the line
/// runs, so a check after it knows what was acted on (`run --coverage` counts it; `explore`
/// checks what it did).
@MainActor
struct LineTarget {
  /// What was found.
  enum Found {
    /// A control, with the verb's arguments after its label.
    case control(VisibleControl, arguments: [Word])
    /// A list's row, and the swipe action's title for `swipe`.
    case row(list: any RowPresenting, row: ViewController, action: String?)
    /// The navigation controller `back` pops.
    case navigation(NavigationController)
    /// A view controller's action, for `call`.
    case action(ViewController, name: String)
  }

  /// The verb: `tap`, `toggle`, ….
  let verb: String
  /// What it acts on.
  let found: Found
  /// Where the control it acts on stands: its layer and its position there, which tells two
  /// controls of one name apart (the steppers of a `ForEach`'s rows); nil for no control.
  let controlSpot: (layer: Int, position: Int)?

  /// What `line` acts on, on the screen `session` shows; nil when it acts on nothing there.
  init?(_ line: LogicalLine, in session: Session) {
    guard let words = try? Lexer(variables: session.variables).words(in: line), let verb = words.first,
      let command = session.commands.command(named: verb.text)
    else { return nil }
    let invocation = Invocation(session: session, command: command, nameWord: verb, arguments: Array(words.dropFirst()))
    let arguments = invocation.arguments
    var spot: (layer: Int, position: Int)?
    func control<Input>(_ input: Input.Type, labelAt index: Int, scope: ViewController? = nil) -> Found? {
      guard arguments.indices.contains(index),
        let found = try? ControlSearch<Input>(session: session, noun: "control", scope: scope).locate(arguments[index])
      else { return nil }
      spot = found.spot
      return .control(found.control, arguments: Array(arguments.dropFirst(index + 1)))
    }
    let found: Found?
    switch verb.text {
    case "tap":
      found =
        arguments.count == 2
        ? control(ButtonPress.self, labelAt: 1, scope: try? invocation.resolve(arguments[0]))
        : control(ButtonPress.self, labelAt: 0)
    case "fill": found = control(TextEntry.self, labelAt: 0)
    case "toggle": found = control(ToggleSwitch.self, labelAt: 0)
    case "pick": found = control(PickerChoice.self, labelAt: 0)
    case "step": found = control(StepperStep.self, labelAt: 0)
    case "press": found = control(LongPress.self, labelAt: 0)
    case "submit": found = control(TextEntry.self, labelAt: 0)
    case "refresh":
      found = session.screen().touchableLayer.controls.first { $0.control.input is PullToRefresh }
        .map { .control($0, arguments: []) }
    case "select", "swipe":
      guard let word = arguments.first, let (list, row) = try? RowFinder(invocation: invocation).row(word) else {
        return nil
      }
      found = .row(list: list, row: row, action: verb.text == "swipe" && arguments.count == 2 ? arguments[1].text : nil)
    case "back":
      let navigations = [session.screen().touchableLayer].lazy.map {
        $0.viewControllers.compactMap { $0 as? NavigationController }.filter { $0.viewControllers.count > 1 }
      }
      found = navigations.first(where: { !$0.isEmpty })?.last.map { .navigation($0) }
    case "call":
      guard let first = arguments.first else { return nil }
      var target = session.cwd
      var name = first.text
      if target.action(named: name) == nil, arguments.count > 1, let resolved = try? invocation.resolve(first) {
        target = resolved
        name = arguments[1].text
      }
      found = target.action(named: name) == nil ? nil : .action(target, name: name)
    default: found = nil
    }
    guard let found else { return nil }
    self.verb = verb.text
    self.found = found
    controlSpot = spot
  }

  /// The coverage item acted on.
  var coverageItem: UICoverage.Item? {
    switch found {
    case .control(let control, _):
      return UICoverage.item(for: control)
    case .row(let list, let row, let action):
      let type = UICoverage.typeName(list)
      // A SwiftUI row's select presses its button, which coverage counts as the button.
      if verb == "select" {
        return row.isRowOfViews ? nil : UICoverage.Item(screen: type, kind: "row", label: "select")
      }
      return action.map { UICoverage.Item(screen: type, kind: "swipe action", label: $0) }
    case .navigation(let navigation):
      // `back` is what the navigation bar's Back button does: count it as that button.
      return UICoverage.Item(screen: UICoverage.typeName(navigation), kind: "button", label: "Back")
    case .action(let target, let name):
      return UICoverage.Item(screen: UICoverage.typeName(target), kind: "action", label: name)
    }
  }
}
