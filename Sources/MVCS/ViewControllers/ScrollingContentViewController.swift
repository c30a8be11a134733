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
/// last one. Actions: `scroll-down [lines]`, `scroll-up [lines]` (one line by default),
/// `scroll-to line` (the line, from 1, to show at the top), `page-down` and `page-up`.
///
/// Cost: the content is drawn at its full length, then sliced, so drawing costs what the
/// whole content costs, not what the viewport shows. The content's drawing is cached like any
/// view controller's, so scrolling alone only slices again. Buttons and fields of the
/// content are all registered, those scrolled out of view included: a rendered screen does
/// not record the line a control is on.
open class ScrollingContentViewController: ViewController {
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
    scroll(toTopLine: Self.saturating(topLine.addingReportingOverflow(lines), sign: lines))
  }

  /// Shows line `line` (from 1) at the top, or as near as clamping allows.
  public func scroll(toLine line: Int) {
    scroll(toTopLine: Self.saturating(line.subtractingReportingOverflow(1), sign: -1))
  }

  /// Scrolls down by one viewport.
  public func pageDown() { scroll(by: height) }
  /// Scrolls up by one viewport.
  public func pageUp() { scroll(by: -height) }

  open override var body: any View { Viewport(scroller: self) }

  open override var actions: [Action] {
    let lines = Parameter("lines", .integer, summary: "How many lines; 1 when left out", isOptional: true)
    return [
      Action("scroll-down", summary: "Scrolls the content down", parameters: [lines]) { [unowned self] arguments in
        scroll(by: Self.lines(in: arguments))
      },
      Action("scroll-up", summary: "Scrolls the content up", parameters: [lines]) { [unowned self] arguments in
        // -Int.min does not exist; Int.min lines up is as far up as Int.max.
        scroll(by: Self.lines(in: arguments) == Int.min ? Int.max : -Self.lines(in: arguments))
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

  /// A sum that went past the end of Int as that end: scrolling any amount is then clamped
  /// like any other far scroll, never a trap on a number typed at the prompt.
  private static func saturating(_ result: (partialValue: Int, overflow: Bool), sign: Int) -> Int {
    guard result.overflow else { return result.partialValue }
    return sign < 0 ? Int.min : Int.max
  }

  private func scroll(toTopLine line: Int) {
    topLine = min(max(0, line), lastTopLine ?? Int.max)
  }

  /// The last line that can be at the top, from the content's length at the width it was
  /// last drawn at (from its cache, when it has not changed); unknown before it is drawn.
  private var lastTopLine: Int? {
    guard let lastWidth else { return nil }
    return Self.lastTopLine(contentLines: Renderer(width: lastWidth).render(content).lines.count, height: height)
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
    let lines = context.render(scroller.content, width: width)
    let height = scroller.height
    guard lines.count > height else { return lines }
    // The content may have shrunk since the last scroll, so clamp here as well.
    let top = min(
      scroller.topLine, ScrollingContentViewController.lastTopLine(contentLines: lines.count, height: height))
    let status = "lines \(top + 1)–\(top + height) of \(lines.count)"
    return Array(lines[top..<top + height]) + [RenderedLine(status, style: .dim).prefix(columns: width)]
  }
}
