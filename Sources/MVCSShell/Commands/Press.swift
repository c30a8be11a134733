import MVCS

/// `press LABEL`: presses and holds a visible view, as a finger would, opening its context
/// menu or running its long-press gesture.
enum Press: Command {
  static let name = "press"
  static let summary = "Press and hold the visible view LABEL: open its context menu"
  static let discussion = """
    LABEL is the text of a view with a context menu (`contextMenu`) or a long-press gesture
    (`onLongPressGesture`), or #N, the N-th such view on the screen, from 0. A context menu
    opens its items in a dialog, Cancel last: `tap` one, or `dismiss` it. Only what the window
    shows can be pressed, and a modal on top takes every touch.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("label", .control(.contextMenu), "The view's text as the screen shows it.")
  ])
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let (control, input) = try search(invocation.session).find(invocation.arguments[0])
    control.owner.logAction("press \(CompletionRequest.quoted(control.label))")
    input.press()
    return .done
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    request.argumentIndex == 0 ? search(request.session).completions(prefix: request.partial) : []
  }

  /// The views a user can press and hold.
  static func search(_ session: Session) -> ControlSearch<LongPress> {
    ControlSearch(session: session, noun: "pressable view")
  }
}

/// `refresh`: pulls the visible list or scroll view down to refresh it, as a finger would.
enum Refresh: Command {
  static let name = "refresh"
  static let summary = "Pull the visible list down to refresh it"
  static let discussion = """
    Runs what the app's `refreshable` gives the list or scroll view on the topmost layer, on
    the app's runtime: the command ends once the refresh has done what it can without time
    passing (`wait` lets one that sleeps on the app's clock finish). A screen showing several
    refreshable views refreshes the first.
    """
  static let syntax = CommandSyntax()
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let screen = invocation.session.screen()
    guard
      let control = screen.touchableLayer.controls.first(where: { $0.control.input is PullToRefresh }),
      let input = control.input(as: PullToRefresh.self)
    else {
      if screen.coveredLayersTopFirst.contains(where: { $0.controls.contains { $0.control.input is PullToRefresh } }) {
        throw ControlSearch<PullToRefresh>.covered(
          "the list to refresh", by: screen, at: invocation.nameWord.location)
      }
      throw ShellError(
        "nothing on the screen refreshes", at: invocation.nameWord.location,
        hint: "a list or scroll view refreshes when the app gives it `refreshable`")
    }
    guard control.isEnabled else {
      throw ShellError("the list of \(control.owner.path) is disabled", at: invocation.nameWord.location)
    }
    control.owner.logAction("refresh")
    input.refresh()
    return .done
  }
}

/// `submit FIELD`: presses return in a visible text field, running what the app's `onSubmit`
/// (or `onCommit`) says.
enum Submit: Command {
  static let name = "submit"
  static let summary = "Press return in the visible field FIELD"
  static let discussion = """
    Runs what the app says happens when return is pressed in the field: its `onSubmit`
    actions, or an iOS 13 field's `onCommit`. `fill` types text without pressing return; a
    field without either does nothing. FIELD is a field's label, placeholder or #N.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("field", .field, "The field's label or placeholder as the screen shows it, or #N.")
  ])
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let search = ControlSearch<TextEntry>(session: invocation.session, noun: "field")
    let (field, entry) = try search.find(invocation.arguments[0])
    field.owner.logAction("submit \(CompletionRequest.quoted(field.label))")
    entry.submit?()
    return .done
  }
}
