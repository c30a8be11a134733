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
  static let usage = "scroll [PATH] up|down|to [N]"
  static let summary = "Scroll a list or scrolling view, as a swipe would"
  static let discussion = """
    scroll [PATH] up|down [N] | to ROW|top|bottom | top | bottom | page up|down
    Moves the viewport of PATH, or of the one list or scrolling view on the topmost layer
    that has one: up or down N rows (lines for a scrolling view; 1 when left out), `to ROW`
    (from 1) at the top, `to top`, `to bottom`, or a page up or down. Scrolling is clamped:
    the last page is full. Only what is in view can be tapped, selected or swiped, so this is
    how a row far down a list is reached.
    """

  private static let moves: Set<String> = ["up", "down", "to", "top", "bottom", "page"]

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(1...3)
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
      throw ShellError("missing direction for 'scroll'", at: invocation.nameWord.location, hint: "usage: \(usage)")
    }
    let move = try self.move(word, then: Array(arguments.dropFirst()), invocation)
    target.scroll(move)
    return .done
  }

  private static func move(_ word: Word, then rest: [Word], _ invocation: Invocation) throws(ShellError) -> ScrollMove {
    func count() throws(ShellError) -> Int {
      guard let word = rest.first else { return 1 }
      return try invocation.integer(word, in: 0...Int.max, what: "the distance")
    }
    func noMore(_ allowed: Int) throws(ShellError) {
      guard rest.count > allowed else { return }
      throw ShellError("too many arguments for 'scroll'", at: rest[allowed].location, hint: "usage: \(usage)")
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
          "`scroll page` takes up or down", at: rest.first?.location ?? word.location, hint: "usage: \(usage)")
      }
    case "to":
      try noMore(1)
      guard let place = rest.first else {
        throw ShellError("`scroll to` needs a row, top or bottom", at: word.location, hint: "usage: \(usage)")
      }
      switch place.text {
      case "top": return .top
      case "bottom": return .bottom
      default: return .to(try invocation.integer(place, in: 1...Int.max, what: "the row"))
      }
    default:
      throw ShellError(
        "unknown direction '\(word.text.escapingControlCharacters)'", at: word.location, hint: "usage: \(usage)")
    }
  }

  /// The one scrollable view on the topmost layer that shows one.
  private static func onScreen(_ invocation: Invocation) throws(ShellError) -> any Scrollable {
    let layers = invocation.session.screen().layersTopFirst
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
