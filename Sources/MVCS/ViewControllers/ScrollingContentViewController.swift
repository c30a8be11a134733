/// A view controller that shows one content view controller through a viewport a fixed
/// number of lines tall, and scrolls it.
///
/// ```swift
/// let log = ScrollingContentViewController(content: LogViewController(), height: 10)
/// log.scroll(by: 10)   // or, in the shell: call scroll-down 10
/// ```
/// shows lines 11 to 20 of the content and, under them, a status line while the content is
/// taller than the viewport:
/// ```text
/// lines 11–20 of 42
/// ```
/// Scrolling is clamped: the viewport never starts above the first line nor ends below the
/// last one. It scrolls as every ``Scrollable`` does (the shell's `scroll`), and has actions
/// too: `scroll-down [lines]`, `scroll-up [lines]` (one line by default), `scroll-to line`
/// (the line, from 1, to show at the top), `page-down` and `page-up`. Within a screen shorter
/// than `height`, the viewport shrinks to what the screen leaves it.
///
/// Cost: the content is drawn at its full length, then sliced, so drawing costs what the
/// whole content costs, not what the viewport shows (a list is the viewport that draws only
/// its rows in view). The content's drawing is cached like any view controller's, so
/// scrolling alone only slices again. Only the buttons and fields in view can be touched: a
/// content with controls is counted twice more, offered the lines above the viewport and
/// the lines through its end, and the controls drawn in neither are the ones shown.
open class ScrollingContentViewController: ViewController, Scrollable {
  /// The view controller scrolled: drawn whole, shown `height` lines at a time.
  public let content: ViewController

  /// How many lines of content show at a time; at least one.
  public var height: Int {
    didSet {
      height = max(1, height)
      setNeedsDisplay()
    }
  }

  /// The index, from 0, of the content line at the top of the viewport.
  public private(set) var topLine = 0 {
    didSet {
      guard topLine != oldValue else { return }
      setNeedsDisplay()
    }
  }

  /// The width the content was last drawn at, so scrolling can clamp to its length there.
  fileprivate var lastWidth: Int?
  /// The lines, from 0, the last drawing showed.
  fileprivate var lastShown: Range<Int> = 0..<0
  /// The lines the last drawing had for content, its height or less on a short screen.
  fileprivate var lastHeight: Int?

  /// A viewport `height` lines tall onto `content`.
  public init(name: String = "scrolling", title: String? = nil, content: ViewController, height: Int) {
    self.content = content
    self.height = max(1, height)
    super.init(name: name, title: title)
    // Off screen yet, so only containment runs; the content loads when it is first shown.
    addChild(content)
    content.finishMove(toParent: self)
  }

  // MARK: Scrolling

  /// Moves the viewport `lines` down (up when negative), clamped.
  public func scroll(by lines: Int) {
    scroll(lines < 0 ? .up(lines == Int.min ? Int.max : -lines) : .down(lines))
  }

  /// Shows line `line` (from 1) at the top, or as near as clamping allows.
  public func scroll(toLine line: Int) {
    scroll(.to(line))
  }

  /// Scrolls down by one viewport.
  public func pageDown() { scroll(.pageDown) }
  /// Scrolls up by one viewport.
  public func pageUp() { scroll(.pageUp) }

  // MARK: Scrollable

  /// Counts in lines.
  public var scrollUnit: String { "line" }

  /// The line at the top, the lines the last drawing showed, and how many lines there are.
  public var scrollPosition: ScrollPosition {
    let count = lastWidth.map { Renderer(width: $0).render(content).lines.count } ?? 0
    return ScrollPosition(top: topLine, shown: lastShown, count: count)
  }

  /// Moves the viewport by lines, clamped.
  public func scroll(_ move: ScrollMove) {
    var position = scrollPosition
    // Before the first drawing the length is unknown; a page is the height then.
    if position.shown.isEmpty { position.shown = 0..<height }
    topLine = position.target(of: move, lastTop: lastTopLine ?? Int.max)
  }

  open override var body: any View { Viewport(scroller: self) }

  open override var actions: [Action] {
    let lines = Parameter("lines", .integer, summary: "How many lines; 1 when left out", isOptional: true)
    return [
      Action("scroll-down", summary: "Scrolls the content down", parameters: [lines]) { [unowned self] arguments in
        scroll(by: Self.lines(in: arguments))
      },
      Action("scroll-up", summary: "Scrolls the content up", parameters: [lines]) { [unowned self] arguments in
        scroll(.up(Self.lines(in: arguments)))
      },
      Action(
        "scroll-to", summary: "Shows a line at the top",
        parameters: [Parameter("line", .integer, summary: "The line, counted from 1")]
      ) { [unowned self] arguments in
        scroll(toLine: try arguments.integer("line"))
      },
      Action("page-down", summary: "Scrolls down by a viewport") { [unowned self] _ in pageDown() },
      Action("page-up", summary: "Scrolls up by a viewport") { [unowned self] _ in pageUp() },
    ]
  }

  // MARK: Private

  private static func lines(in arguments: Arguments) -> Int {
    if case .integer(let lines)? = arguments["lines"] { return lines }
    return 1
  }

  /// The last line that can be at the top, from the content's length at the width it was
  /// last drawn at (from its cache, when it has not changed); unknown before it is drawn.
  private var lastTopLine: Int? {
    guard let lastWidth else { return nil }
    return Self.lastTopLine(
      contentLines: Renderer(width: lastWidth).render(content).lines.count, height: lastHeight ?? height)
  }

  fileprivate static func lastTopLine(contentLines: Int, height: Int) -> Int {
    max(0, contentLines - height)
  }
}

/// The content, drawn whole, then cut to the viewport, with the status line under it.
private struct Viewport: View {
  let scroller: ScrollingContentViewController

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    scroller.lastWidth = width
    let firstControl = context.controls.count
    let lines = context.render(Embed(scroller.content), width: width, height: nil)
    // On a screen shorter than the viewport, the status line and the content share what is left.
    let height = min(scroller.height, max(1, (context.height ?? Int.max) - 1))
    scroller.lastHeight = height
    guard lines.count > height else {
      scroller.lastShown = 0..<lines.count
      return lines
    }
    // The content may have shrunk since the last scroll, so clamp here as well.
    let top = min(
      scroller.topLine, ScrollingContentViewController.lastTopLine(contentLines: lines.count, height: height))
    scroller.lastShown = top..<top + height
    // What the user cannot see, the user cannot touch: the controls above and below the
    // viewport are forgotten, unless this drawing looks for them to say how to scroll there.
    if context.controls.count > firstControl, !context.keepsControlsOutOfView {
      let above = context.controlCount(of: Embed(scroller.content), width: width, lines: top)
      let through = context.controlCount(of: Embed(scroller.content), width: width, lines: top + height)
      context.keepControls(since: firstControl, only: above..<through)
    }
    let status = ScrollPosition(top: top, shown: top..<top + height, count: lines.count).status(unit: "line")
    return Array(lines[top..<top + height]) + [RenderedLine(status, style: .dim).prefix(columns: width)]
  }
}
