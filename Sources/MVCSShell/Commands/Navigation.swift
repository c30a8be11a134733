import MVCS

/// `pwd`: prints where you stand.
enum Pwd: Command {
  static let name = "pwd"
  static let summary = "Print the path of the current view controller"
  static let syntax = CommandSyntax()
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "path")
  static let tool = ToolOffer.none(reason: "tools take paths from the root, so an agent has no current folder to ask")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    .showing(TextValue(invocation.session.cwd.path))
  }
}

/// `cd [PATH]`: moves to another view controller; no path goes to `/`.
enum Cd: Command {
  static let name = "cd"
  static let summary = "Change the current view controller (no PATH: the root)"
  static let discussion = """
    Paths: `a/b` from here, `/a/b` from the root, `.` here, `..` the parent, `#N` the N-th child
    counted from 0 (`cd /lists/#0`).
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("path", .path, "Where to stand; the root by default.", optional: true)
  ])
  static let result = ResultKind.nothing
  static let tool = ToolOffer.none(
    reason: "a current folder would make an agent's paths depend on its earlier calls; tools take paths")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.root
    return CommandResult(changes: [.changeDirectory(to: target)])
  }
}

/// `back`: pops the navigation controller on top of the screen, as its Back button does.
enum Back: Command {
  static let name = "back"
  static let summary = "Go back: pop the navigation controller on screen"
  static let syntax = CommandSyntax()
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let screen = invocation.session.screen()
    // Only what a user can touch: a modal on top covers the bar of the stack under it.
    let candidates = screen.touchableLayer.viewControllers.compactMap { $0 as? NavigationController }
      .filter { $0.viewControllers.count > 1 }
    guard let navigation = candidates.last else {
      if screen.coveredLayersTopFirst.contains(where: { layer in
        layer.viewControllers.contains { ($0 as? NavigationController).map { $0.viewControllers.count > 1 } ?? false }
      }) {
        throw ControlSearch<ButtonPress>.covered("the Back button", by: screen, at: invocation.nameWord.location)
      }
      throw ShellError(
        "nothing to go back from", at: invocation.nameWord.location,
        hint: "back pops a navigation controller that shows more than one screen")
    }
    navigation.logAction("back")
    navigation.pop()
    return .done
  }
}

/// `dismiss`: closes the topmost modal.
enum Dismiss: Command {
  static let name = "dismiss"
  static let summary = "Close the topmost modal"
  static let discussion = """
    An alert, a confirmation dialog or a prompt closes as its cancel button does, running its
    action, as tapping outside a dialog does; any other modal is dismissed.
    """
  static let syntax = CommandSyntax()
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    guard let modal = invocation.session.screen().modals.last else {
      throw ShellError("no modal to dismiss", at: invocation.nameWord.location, hint: "`tree` marks modals [modal]")
    }
    if modal.refusesInteractiveDismissal {
      // The app's own refusal, as a field's is: a swipe down that bounces back.
      var refusal = ShellError(
        "\(modal.path) cannot be dismissed: its views say interactiveDismissDisabled", at: invocation.nameWord.location,
        hint: "tap the button it offers to close it (Cancel, Done, Save)")
      refusal.isValidation = true
      throw refusal
    }
    modal.presentingViewController?.logAction("dismiss")
    guard let cancellable = modal as? any CancellableModal else {
      modal.dismiss()
      return .done
    }
    let path = modal.path
    do {
      try cancellable.cancel()
    } catch {
      throw ShellError.thrown(error, "cancelling \(path) failed: \(error)", at: invocation.nameWord.location)
    }
    return .done
  }
}

/// `launch APP`: starts an app afresh, at `/`.
enum Launch: Command {
  static let name = "launch"
  static let summary = "Start an app afresh (see `mvcs apps`)"
  static let syntax = CommandSyntax(arguments: [CommandArgument("app", .app, "The app's name.")])
  static let effect = CommandEffect.destroys
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let session = invocation.session
    let word = invocation.arguments[0]
    guard let app = session.apps.first(where: { $0.name == word.text }) else {
      let names = session.apps.map(\.name)
      throw ShellError(
        "no app named '\(word.text.escapingControlCharacters)'", at: word.location,
        hint: Suggestions.hint(for: word.text, among: names, listing: "apps"))
    }
    return CommandResult(changes: [.launch(app)])
  }
}
