import MVCS

/// `tap [PATH] LABEL`: presses a visible button, as a user would.
enum Tap: Command {
  static let name = "tap"
  static let summary = "Press the visible button with LABEL (PATH narrows the search)"
  static let discussion = """
    LABEL matches a button's label exactly, case-sensitive, or is #N, the N-th button of the
    topmost layer, from 0. Only what the window shows can be tapped: a button scrolled out of
    a list's view, or below the screen's height, is an error that says where it is and how to
    bring it into view (`scroll`). The topmost modal is searched first, then what lies under
    it: an alert's buttons are tapped by label. A label that matches no button, or several in
    the same layer, is an error that lists the candidates; a disabled button cannot be tapped.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument(
      "path", .path, "Tap within this view controller only; the whole screen by default.", optional: true),
    CommandArgument("label", .label, "The button's label as the screen shows it, without brackets."),
  ])
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let labelWord = invocation.arguments[invocation.arguments.count - 1]
    let scope = invocation.arguments.count == 2 ? try invocation.resolve(invocation.arguments[0]) : nil
    let (button, press) = try search(invocation.session, scope: scope).find(labelWord)
    guard let action = button.owner.action(named: press.actionName) else {
      throw ShellError(
        "button '\(button.label)' of \(button.owner.path) refers to no action '\(press.actionName)'",
        at: labelWord.location, hint: "the view controller's `actions` must include it")
    }
    try Call.perform(action, of: button.owner, with: [], session: invocation.session, at: labelWord.location)
    return .done
  }

  /// The labels within PATH when one is typed; otherwise the screen's labels and paths.
  static func complete(_ request: CompletionRequest) -> [String] {
    guard request.argumentIndex <= 1 else { return [] }
    var scope: ViewController?
    if request.argumentIndex == 1 {
      guard let resolved = try? PathResolver.resolve(request.arguments[0], from: request.session.cwd) else { return [] }
      scope = resolved
    }
    let labels = labels(in: request.session, within: scope, prefix: request.partial)
    return labels + (request.argumentIndex == 0 ? request.paths() : [])
  }

  /// The labels of the buttons a user can press (within `scope`) that start with `prefix`,
  /// quoted as typed: what Tab offers for a `.label` argument.
  static func labels(in session: Session, within scope: ViewController?, prefix: String) -> [String] {
    search(session, scope: scope).completions(prefix: prefix)
  }

  /// The buttons a user can press, within `scope` when given.
  private static func search(_ session: Session, scope: ViewController?) -> ControlSearch<ButtonPress> {
    ControlSearch(session: session, noun: "button", scope: scope, narrowing: { "tap PATH \($0)" })
  }
}
