import MVCS

/// `scroll [PATH] up|down [N] | to ROW|top|bottom | page up|down`: moves a viewport as a
/// user's swipe does.
///
/// ```text
/// scroll down 10
/// scroll /lists/container/rows to 500
/// scroll page down
/// ```
enum Scroll: Command {
  static let name = "scroll"
  static let summary = "Scroll a list or scrolling view, as a swipe would"
  static let discussion = """
    scroll [PATH] up|down [N] | to ROW|top|bottom | top | bottom | page up|down
    Moves the viewport of PATH, or of the one list or scrolling view on the topmost layer
    that has one: up or down N rows (lines for a scrolling view; 1 when left out), `to ROW`
    at the top, `to top`, `to bottom`, or a page up or down. ROW is a number from 1, or, in
    a list, #N from 0, a row's title (as `select` takes it; quote a title that is a number)
    or its path. Scrolling is clamped:
    the last page is full. Only what is in view can be tapped, selected or swiped, so this is
    how a row far down a list is reached.
    """

  private static let moves = ["up", "down", "to", "top", "bottom", "page"]
  static let syntax = CommandSyntax(arguments: [
    CommandArgument(
      "path", .path, "The list or scrolling view; the one on the topmost layer by default.", optional: true),
    CommandArgument(
      "move", .choice(moves), "Which way: up or down by a count, to a row, to the top or bottom, or a page up or down.",
      placeholder: "MOVE"),
    CommandArgument(
      "amount", .text,
      "After up or down: how many rows (1 by default); after to: a row's number (from 1), #N (from 0), "
        + "title or path, or top or bottom; after page: up or down.",
      placeholder: "ROW|N", optional: true),
  ])
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    var arguments = invocation.arguments
    let target: any Scrollable
    // A lone word is the move: `scroll sideways` is a bad direction, not a missing path.
    if arguments.count >= 2, let first = arguments.first, !moves.contains(first.text) || first.isQuoted {
      arguments.removeFirst()
      let node = try invocation.resolve(first)
      guard let scrollable = node as? any Scrollable else {
        throw ShellError(
          "\(node.path) does not scroll", at: first.location,
          hint: "lists and scrolling views scroll; `ls -l` shows each child's type")
      }
      target = scrollable
    } else {
      target = try onScreen(invocation)
    }
    guard let word = arguments.first else {
      throw ShellError(
        "missing direction for 'scroll'", at: invocation.nameWord.location, hint: "usage: \(invocation.usage)")
    }
    let move = try self.move(word, then: Array(arguments.dropFirst()), of: target, invocation)
    target.scroll(move)
    return .done
  }

  private static func move(
    _ word: Word, then rest: [Word], of target: any Scrollable, _ invocation: Invocation
  ) throws(ShellError) -> ScrollMove {
    func count() throws(ShellError) -> Int {
      guard let word = rest.first else { return 1 }
      return try invocation.integer(word, in: 0...Int.max, what: "the distance")
    }
    func noMore(_ allowed: Int) throws(ShellError) {
      guard rest.count > allowed else { return }
      throw ShellError(
        "too many arguments for 'scroll'", at: rest[allowed].location, hint: "usage: \(invocation.usage)")
    }
    switch word.text {
    case "up":
      try noMore(1)
      return .up(try count())
    case "down":
      try noMore(1)
      return .down(try count())
    case "top":
      try noMore(0)
      return .top
    case "bottom":
      try noMore(0)
      return .bottom
    case "page":
      try noMore(1)
      switch rest.first?.text {
      case "up": return .pageUp
      case "down": return .pageDown
      default:
        throw ShellError(
          "`scroll page` takes up or down", at: rest.first?.location ?? word.location,
          hint: "usage: \(invocation.usage)")
      }
    case "to":
      try noMore(1)
      guard let place = rest.first else {
        throw ShellError(
          "`scroll to` needs a row, top or bottom", at: word.location, hint: "usage: \(invocation.usage)")
      }
      switch place.text {
      case "top" where !place.isQuoted: return .top
      case "bottom" where !place.isQuoted: return .bottom
      default: return .to(try row(place, of: target, invocation))
      }
    default:
      throw ShellError(
        "unknown direction '\(word.text.escapingControlCharacters)'", at: word.location,
        hint: "usage: \(invocation.usage)")
    }
  }

  /// The row `scroll to` names, from 1: a number, `#N` (from 0, as `select` counts), a title
  /// (quoted, a number is a title too) or a path; the last two only in a list.
  private static func row(_ word: Word, of target: any Scrollable, _ invocation: Invocation) throws(ShellError) -> Int {
    if !word.isQuoted, word.text.first?.isNumber == true || word.text.hasPrefix("-") {
      return try invocation.integer(word, in: 1...Int.max, what: "the row")
    }
    guard let list = target as? any RowPresenting else {
      throw ShellError(
        "\(target.path) scrolls by \(target.scrollUnit)s, which have no titles", at: word.location,
        hint: "give the \(target.scrollUnit)'s number: `scroll \(target.path) to N`")
    }
    if !word.isQuoted, word.text.hasPrefix("#"), let index = Int(word.text.dropFirst()) {
      guard index >= 0, index < list.rowCount else {
        throw ShellError(
          "no row \(word.text) in \(list.path)", at: word.location,
          hint: list.rowCount == 0 ? "the list is empty" : "valid: #0–#\(list.rowCount - 1)")
      }
      return index + 1
    }
    if let index = list.indexOfRow(titled: word.text) { return index + 1 }
    if !word.isQuoted, let named = try? invocation.resolve(word), let index = list.index(of: named) {
      return index + 1
    }
    throw ShellError(
      "no row '\(word.text.escapingControlCharacters)' in \(list.path)", at: word.location,
      hint: "give a row's title, path, number (from 1) or #N (from 0); `ls \(list.path)` lists the rows")
  }

  /// The one scrollable view on the topmost layer that shows one.
  private static func onScreen(_ invocation: Invocation) throws(ShellError) -> any Scrollable {
    let layers = [invocation.session.screen().touchableLayer]
      .map { $0.viewControllers.compactMap { $0 as? any Scrollable } }
      .filter { !$0.isEmpty }
    guard let top = layers.first else {
      throw ShellError(
        "the screen shows nothing that scrolls", at: invocation.nameWord.location,
        hint: "lists and scrolling views scroll; `show` prints what the screen shows")
    }
    guard top.count == 1, let only = top.first else {
      throw ShellError(
        "the screen shows \(top.count) views that scroll", at: invocation.nameWord.location,
        hint: "name one: \(top.map(\.path).joined(separator: ", "))")
    }
    return only
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    let words: [String]
    switch request.previous {
    case "to": words = ["top", "bottom"]
    case "page": words = ["up", "down"]
    case "up", "down", "top", "bottom": words = []
    default: words = ["up", "down", "to", "top", "bottom", "page"]
    }
    let offered = words.filter { $0.hasPrefix(request.partial) }
    return request.argumentIndex == 0 ? offered + request.paths() : offered
  }
}
