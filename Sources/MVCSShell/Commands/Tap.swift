import MVCS

/// `tap [PATH] LABEL`: presses a visible button, as a user would.
enum Tap: Command {
  static let name = "tap"
  static let usage = "tap [PATH] LABEL"
  static let summary = "Press the visible button with LABEL (PATH narrows the search)"
  static let discussion = """
    LABEL matches a button's label exactly, case-sensitive. The topmost modal is searched
    first, then what lies under it. A label that matches no button, or several in the same
    layer, is an error that lists the candidates; a disabled button cannot be tapped.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(1...2)
    let session = invocation.session
    let labelWord = invocation.arguments[invocation.arguments.count - 1]
    let layers: [[VisibleButton]]
    let place: String
    if invocation.arguments.count == 2 {
      let scope = try invocation.resolve(invocation.arguments[0])
      layers = [session.renderer.render(scope).buttons]
      place = scope.path
    } else {
      layers = session.screen().layersTopFirst.map(\.buttons)
      place = "the screen"
    }
    guard let matches = LayeredSearch.firstMatches(in: layers, where: { $0.label == labelWord.text }) else {
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
    let buttons: [VisibleButton]
    if request.argumentIndex == 1 {
      guard let scope = try? PathResolver.resolve(request.arguments[0], from: session.cwd) else { return [] }
      buttons = session.renderer.render(scope).buttons
    } else {
      buttons = session.screen().layersTopFirst.flatMap(\.buttons)
    }
    var seen = Set<String>()
    let labels =
      buttons
      .filter { $0.isEnabled && $0.label.hasPrefix(request.partial) && seen.insert($0.label).inserted }
      .map { CompletionRequest.quoted($0.label) }
    return labels + (request.argumentIndex == 0 ? request.paths() : [])
  }
}
