import MVCS

/// Finds the row a user means on the screen: by title, by path, or by `#N`.
///
/// Only rows in view can be touched: a row scrolled out of its list's view is an error that
/// says where it is and how to bring it into view.
@MainActor
struct RowFinder {
  let invocation: Invocation

  /// A list on screen with the rows it shows, in order.
  struct ShownList {
    let list: any RowPresenting
    let rows: [ViewController]
  }

  /// The lists a user can touch with their rows in view: the topmost layer's, as one layer
  /// (a modal takes every touch until it is dismissed); none when it shows no list.
  ///
  /// Costs what the screen shows, not what the lists hold.
  static func listsByLayer(in session: Session) -> [[ShownList]] {
    [lists(in: session.screen().touchableLayer)].filter { !$0.isEmpty }
  }

  /// The lists `layer` draws with their rows in view.
  static func lists(in layer: RenderedScreen) -> [ShownList] {
    layer.viewControllers.compactMap { $0.rowPresenting }.map { list in
      ShownList(list: list, rows: layer.viewControllers.filter { $0.parent === list && list.index(of: $0) != nil })
    }
  }

  func row(_ word: Word) throws(ShellError) -> (list: any RowPresenting, row: ViewController) {
    let session = invocation.session
    let layers = Self.listsByLayer(in: session)
    guard !layers.isEmpty else {
      try rejectCovered(word)
      throw ShellError("the screen shows no list", at: word.location, hint: "`show` prints what the screen shows")
    }
    if word.text.hasPrefix("#"), let index = Int(word.text.dropFirst()) {
      let lists = layers[0]
      guard lists.count == 1, let shown = lists.first else {
        throw ShellError(
          "\(word.text) is ambiguous: the screen shows \(lists.count) lists", at: word.location,
          hint: "name the row by its path: \(lists.map(\.list.path).joined(separator: ", "))")
      }
      let list = shown.list
      guard let row = list.row(at: index) else {
        let count = list.rowCount
        throw ShellError(
          "no row \(word.text) in \(list.path)", at: word.location,
          hint: count == 0 ? "the list is empty" : "valid: #0–#\(count - 1)")
      }
      return try inView((list, row), shown: shown, word: word)
    }
    if word.text.contains("/") || word.text == "." || word.text == ".." {
      let target = try invocation.resolve(word)
      for shown in layers.joined() where shown.list.index(of: target) != nil {
        return try inView((shown.list, target), shown: shown, word: word)
      }
      throw ShellError("\(target.path) is not a row of a list on the screen", at: word.location)
    }
    for lists in layers {
      let matches = lists.flatMap { shown in
        shown.rows.filter { shown.list.matchTitle(of: $0) == word.text }.map { (shown.list, $0) }
      }
      if matches.count == 1 { return matches[0] }
      if matches.count > 1 {
        let paths = matches.map { relativePath(of: $0.1) }
        throw ShellError(
          "'\(word.text)' matches \(matches.count) rows: \(paths.joined(separator: ", "))",
          at: word.location,
          hint: "name the row by its path, `\(invocation.command.name) \(paths[0])`, or by #N")
      }
    }
    // Not in view: look through every row, made or not, to say where it is.
    for shown in layers.joined() {
      if let index = shown.list.indexOfRow(titled: word.text) {
        throw OutOfView.error(
          "row '\(word.text.escapingControlCharacters)'", row: index, of: shown.list, session: session,
          at: word.location)
      }
    }
    // No title: a bare word may still name a row by path from the current folder, as
    // `select coffee-2` does inside the list whose rows are named so.
    if !word.isQuoted, let target = try? invocation.resolve(word) {
      for shown in layers.joined() where shown.list.index(of: target) != nil {
        return try inView((shown.list, target), shown: shown, word: word)
      }
    }
    try rejectCovered(word)
    let titles = layers.joined().flatMap { shown in shown.rows.map { shown.list.matchTitle(of: $0) } }
    throw ShellError(
      "no row '\(word.text.escapingControlCharacters)' on the screen", at: word.location,
      hint: titles.isEmpty
        ? "the lists on screen show no rows" : Suggestions.hint(for: word.text, among: titles, listing: "rows"))
  }

  /// Throws when `word` names a row seen under the modal on top, which takes every touch.
  private func rejectCovered(_ word: Word) throws(ShellError) {
    let screen = invocation.session.screen()
    for layer in screen.coveredLayersTopFirst {
      for shown in Self.lists(in: layer)
      where shown.rows.contains(where: { shown.list.matchTitle(of: $0) == word.text }) {
        throw ControlSearch<ButtonPress>.covered(
          "row '\(word.text.escapingControlCharacters)' of \(shown.list.path)", by: screen, at: word.location)
      }
    }
  }

  private func inView(_ found: (any RowPresenting, ViewController), shown: ShownList, word: Word) throws(ShellError)
    -> (list: any RowPresenting, row: ViewController)
  {
    guard shown.rows.contains(where: { $0 === found.1 }) else {
      throw OutOfView.error(
        "row \(found.1.path)", drawnBy: found.1, session: invocation.session, at: word.location)
    }
    return found
  }

  /// `row`'s path as the user would type it from the current folder: `./coffee-2` below it,
  /// the whole path elsewhere.
  private func relativePath(of row: ViewController) -> String {
    let cwd = invocation.session.cwd
    let path = row.path
    guard cwd !== cwd.root, path.hasPrefix(cwd.path + "/") else { return path }
    return "./" + path.dropFirst(cwd.path.count + 1)
  }

  static func titles(in session: Session, prefix: String) -> [String] {
    listsByLayer(in: session).joined()
      .flatMap { shown in shown.rows.map { shown.list.matchTitle(of: $0) } }
      .filter { $0.hasPrefix(prefix) }
      .map(CompletionRequest.quoted)
  }
}

/// `select ROW`: selects a list row, as tapping it would.
enum Select: Command {
  static let name = "select"
  static let summary = "Select a list row by its title, path or #N"
  static let discussion = """
    ROW matches a row's title (its main text, without emoji or counts) exactly, or is a path,
    or #N, the N-th row of the one list on the topmost layer, from 0.
    """
  static let syntax = CommandSyntax(arguments: [row])
  static let result = ResultKind.nothing

  /// The row of `select` and `swipe`.
  static let row = CommandArgument("row", .row, "The row's title as the screen shows it, its path, or #N (from 0).")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let word = invocation.arguments[0]
    let (list, row) = try RowFinder(invocation: invocation).row(word)
    list.logAction("select \(row.name)")
    do {
      try list.select(row)
    } catch {
      throw ShellError.thrown(error, "selecting \(row.path) failed: \(error)", at: word.location)
    }
    return .done
  }
}

/// `swipe ROW ACTION`: runs one of a row's swipe actions.
enum Swipe: Command {
  static let name = "swipe"
  static let summary = "Run a row's swipe action (Rename, Delete, …)"
  static let syntax = CommandSyntax(arguments: [
    Select.row,
    CommandArgument("action", .swipeAction, "The swipe action's label (Rename, Delete, …).", explainsMissing: true),
  ])
  static let effect = CommandEffect.destroys
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let (list, row) = try RowFinder(invocation: invocation).row(invocation.arguments[0])
    let actions = list.swipeActions(for: row)
    // Without an action, say which there are, as a wrong one does.
    guard invocation.arguments.count == 2 else {
      let rowWord = invocation.arguments[0]
      throw ShellError(
        "missing the swipe action for row \(row.path)", at: rowWord.location,
        hint: actions.isEmpty
          ? "it offers no swipe actions"
          : "its swipe actions: " + actions.map { "'\($0.title)'" }.joined(separator: ", "))
    }
    let actionWord = invocation.arguments[1]
    guard let action = actions.first(where: { $0.title == actionWord.text }) else {
      throw ShellError(
        "row \(row.path) has no swipe action '\(actionWord.text.escapingControlCharacters)'", at: actionWord.location,
        hint: actions.isEmpty
          ? "it offers no swipe actions"
          : Suggestions.hint(for: actionWord.text, among: actions.map(\.title), listing: "its swipe actions"))
    }
    list.logAction("swipe \(row.name) \(action.title)")
    do {
      try action.perform()
    } catch {
      throw ShellError.thrown(
        error, "swipe action '\(action.title)' of \(row.path) failed: \(error)", at: actionWord.location)
    }
    return .done
  }

  /// Rows, then the swipe actions of the row typed.
  static func complete(_ request: CompletionRequest) -> [String] {
    switch request.argumentIndex {
    case 0: return request.candidates(for: .row)
    case 1:
      for shown in RowFinder.listsByLayer(in: request.session).joined() {
        let list = shown.list
        if let row = shown.rows.first(where: { list.matchTitle(of: $0) == request.arguments[0] }) {
          return list.swipeActions(for: row).map(\.title).filter { $0.hasPrefix(request.partial) }
            .map(CompletionRequest.quoted)
        }
      }
      return []
    default: return []
    }
  }
}
