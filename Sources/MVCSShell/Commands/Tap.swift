import MVCS

/// `tap [PATH] LABEL`: presses a visible button, as a user would.
enum Tap: Command {
  static let name = "tap"
  static let usage = "tap [PATH] LABEL"
  static let summary = "Press the visible button with LABEL (PATH narrows the search)"
  static let discussion = """
    LABEL matches a button's label exactly, case-sensitive. Only what the window shows can be
    tapped: a button scrolled out of a list's view, or below the screen's height, is an error
    that says where it is and how to bring it into view (`scroll`). The topmost modal is
    searched first, then what lies under it. A label that matches no button, or several in
    the same layer, is an error that lists the candidates; a disabled button cannot be tapped.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(1...2)
    let session = invocation.session
    let labelWord = invocation.arguments[invocation.arguments.count - 1]
    let scope = invocation.arguments.count == 2 ? try invocation.resolve(invocation.arguments[0]) : nil
    let place = scope?.path ?? "the screen"
    func buttons(_ screen: Screen) -> [[VisibleButton]] {
      screen.layersTopFirst.map { $0.buttons.filter { scope.map($0.owner.isWithin) ?? true } }
    }
    let layers = buttons(session.screen())
    guard let matches = LayeredSearch.firstMatches(in: layers, where: { $0.label == labelWord.text }) else {
      // Drawn but out of view: say where, at the cost of drawing everything once.
      let everything = buttons(session.fullRenderer.renderScreen(session.root)).joined()
      if let hidden = everything.first(where: { $0.label == labelWord.text }) {
        throw OutOfView.error(
          "button '\(hidden.label.escapingControlCharacters)' of \(hidden.owner.path)", drawnBy: hidden.owner,
          session: session, at: labelWord.location)
      }
      throw LayeredSearch.notFound(labelWord, kind: "button", place: place, names: layers.flatMap { $0.map(\.label) })
    }
    guard matches.count == 1, let button = matches.first else {
      let owners = matches.map { $0.owner.path }.joined(separator: ", ")
      throw ShellError(
        "'\(labelWord.text)' matches \(matches.count) buttons: \(owners)", at: labelWord.location,
        hint: "narrow it with `tap PATH \(labelWord.text)`")
    }
    guard button.isEnabled else {
      throw ShellError("button '\(button.label)' of \(button.owner.path) is disabled", at: labelWord.location)
    }
    guard let action = button.owner.action(named: button.actionName) else {
      throw ShellError(
        "button '\(button.label)' of \(button.owner.path) refers to no action '\(button.actionName)'",
        at: labelWord.location, hint: "the view controller's `actions` must include it")
    }
    try Call.perform(action, of: button.owner, with: [], session: session, at: labelWord.location)
    return .done
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    guard request.argumentIndex <= 1 else { return [] }
    let session = request.session
    var buttons = session.screen().layersTopFirst.flatMap(\.buttons)
    if request.argumentIndex == 1 {
      guard let scope = try? PathResolver.resolve(request.arguments[0], from: session.cwd) else { return [] }
      buttons = buttons.filter { $0.owner.isWithin(scope) }
    }
    var seen = Set<String>()
    let labels =
      buttons
      .filter { $0.isEnabled && $0.label.hasPrefix(request.partial) && seen.insert($0.label).inserted }
      .map { CompletionRequest.quoted($0.label) }
    return labels + (request.argumentIndex == 0 ? request.paths() : [])
  }
}

extension ViewController {
  /// Whether this view controller is `ancestor` or lies below it in paths; O(depth).
  func isWithin(_ ancestor: ViewController) -> Bool {
    var node: ViewController? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.pathParent
    }
    return false
  }
}
