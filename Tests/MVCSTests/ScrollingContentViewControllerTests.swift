import MVCS
import Testing

/// Content of numbered lines, `line 1` to `line N`; the count is plain state.
@MainActor
private final class NumberedLines: ViewController {
  var count: Int {
    didSet { setNeedsDisplay() }
  }

  init(_ count: Int) {
    self.count = count
    super.init(name: "lines")
  }

  override var body: any View {
    VStack(alignment: .leading) {
      for number in 0..<count { Text("line \(number + 1)") }
    }
  }
}

@MainActor
@Suite struct ScrollingContentViewControllerTests {
  private func show(_ scroller: ScrollingContentViewController) -> [String] {
    Renderer(width: 30).render(scroller).text(color: false)
  }

  /// The viewport's lines as their numbers, and the status line.
  private func viewport(_ scroller: ScrollingContentViewController) -> (lines: [String], status: String?) {
    let lines = show(scroller)
    guard let status = lines.last, status.hasPrefix("lines ") else { return (lines, nil) }
    return (Array(lines.dropLast()), status)
  }

  private func call(_ scroller: ScrollingContentViewController, _ name: String, _ arguments: Arguments = Arguments())
    throws
  {
    let action = try #require(scroller.action(named: name))
    try action(arguments)
  }

  @Test func theViewportShowsItsLinesAndWhereTheyAre() {
    let scroller = ScrollingContentViewController(content: NumberedLines(42), height: 10)
    let (lines, status) = viewport(scroller)
    #expect(lines == (1...10).map { "line \($0)" })
    #expect(status == "lines 1–10 of 42")
  }

  @Test func scrollingMovesTheSliceByLinesAndPages() throws {
    let scroller = ScrollingContentViewController(content: NumberedLines(42), height: 10)
    _ = show(scroller)
    try call(scroller, "scroll-down", Arguments(["lines": .integer(10)]))
    #expect(viewport(scroller).lines == (11...20).map { "line \($0)" })
    #expect(viewport(scroller).status == "lines 11–20 of 42")
    try call(scroller, "scroll-down")
    #expect(viewport(scroller).status == "lines 12–21 of 42")
    try call(scroller, "scroll-up", Arguments(["lines": .integer(3)]))
    #expect(viewport(scroller).status == "lines 9–18 of 42")
    try call(scroller, "page-down")
    #expect(viewport(scroller).status == "lines 19–28 of 42")
    try call(scroller, "page-up")
    #expect(viewport(scroller).status == "lines 9–18 of 42")
    try call(scroller, "scroll-to", Arguments(["line": .integer(30)]))
    #expect(viewport(scroller).lines.first == "line 30")
  }

  @Test func scrollingStopsAtBothEnds() throws {
    let scroller = ScrollingContentViewController(content: NumberedLines(42), height: 10)
    _ = show(scroller)
    for _ in 0..<10 { try call(scroller, "page-down") }
    #expect(scroller.topLine == 32)
    #expect(viewport(scroller).lines.last == "line 42")
    #expect(viewport(scroller).status == "lines 33–42 of 42")
    try call(scroller, "scroll-up", Arguments(["lines": .integer(1)]))
    #expect(viewport(scroller).status == "lines 32–41 of 42")
    try call(scroller, "scroll-up", Arguments(["lines": .integer(500)]))
    #expect(scroller.topLine == 0)
    try call(scroller, "scroll-to", Arguments(["line": .integer(-4)]))
    #expect(viewport(scroller).status == "lines 1–10 of 42")
    try call(scroller, "scroll-to", Arguments(["line": .integer(40)]))
    #expect(viewport(scroller).status == "lines 33–42 of 42")
  }

  @Test func contentThatFitsShowsWholeWithoutAStatusLine() throws {
    let scroller = ScrollingContentViewController(content: NumberedLines(3), height: 10)
    #expect(show(scroller) == ["line 1", "line 2", "line 3"])
    try call(scroller, "page-down")
    #expect(scroller.topLine == 0)
  }

  @Test func contentThatShrinksPullsTheViewportBack() throws {
    let content = NumberedLines(42)
    let scroller = ScrollingContentViewController(content: content, height: 10)
    _ = show(scroller)
    try call(scroller, "scroll-to", Arguments(["line": .integer(30)]))
    content.count = 15
    #expect(viewport(scroller).lines.first == "line 6")
    #expect(viewport(scroller).status == "lines 6–15 of 15")
  }

  @Test func theContentIsAChild() {
    let content = NumberedLines(1)
    let scroller = ScrollingContentViewController(content: content, height: 4)
    #expect(scroller.children.first === content)
    #expect(scroller.name == "scrolling")
    #expect(
      scroller.actions.map(\.synopsis) == [
        "scroll-down [lines:integer]", "scroll-up [lines:integer]", "scroll-to line:integer", "page-down", "page-up",
      ])
  }
}
