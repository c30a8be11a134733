import MVCS
import Testing

/// A row that counts how often its body is evaluated, with one button.
@MainActor
private final class CountingRow: ViewController {
  nonisolated(unsafe) static var bodies = 0

  override var body: any View {
    Self.bodies += 1
    return HStack(alignment: .top) {
      Text(title ?? name)
      Button("Open \(title ?? name)", action: "open")
    }
  }
}

/// A list is a viewport: it draws the rows in view and no others, whatever its length.
@MainActor
@Suite(.serialized) struct ListViewportTests {
  private func list(of count: Int) -> ListViewController {
    ListViewController(
      name: "rows", content: (1...count).map { CountingRow(name: "row", title: "Row \($0)") })
  }

  private func rows(drawnIn screen: RenderedScreen, of list: ListViewController) -> [String] {
    screen.viewControllers.filter { list.index(of: $0) != nil }.compactMap(\.title)
  }

  @Test func theRowsDrawnAreTheRowsInViewWhateverTheLength() {
    var evaluated: [Int] = []
    for count in [100, 10_000, 100_000] {
      let list = list(of: count)
      CountingRow.bodies = 0
      let screen = Renderer(width: 40, height: 10).render(list)
      #expect(screen.lines.count == 10)
      #expect(rows(drawnIn: screen, of: list) == (1...9).map { "Row \($0)" })
      #expect(screen.text(color: false).last == "rows 1–9 of \(ScrollPosition.grouped(count))")
      #expect(list.scrollPosition.shown == 0..<9)
      evaluated.append(CountingRow.bodies)
    }
    // Measuring looks a row past the screen and a screen back from the end: the same work
    // for 100 rows as for 100,000.
    #expect(Set(evaluated).count == 1)
    #expect(evaluated[0] <= 2 * (9 + 2))
  }

  @Test func rowsOutOfViewRegisterNoButtons() {
    let list = list(of: 1_000)
    let buttons = Renderer(width: 40, height: 10).render(list).controls(.button).map(\.label)
    #expect(buttons == (1...9).map { "Open Row \($0)" })
  }

  @Test func scrollingBringsARowIntoView() {
    let list = list(of: 1_000)
    let renderer = Renderer(width: 40, height: 10)
    _ = renderer.render(list)
    list.scroll(.to(500))
    let screen = renderer.render(list)
    #expect(rows(drawnIn: screen, of: list).first == "Row 500")
    #expect(screen.controls(.button).contains { $0.label == "Open Row 500" })
    #expect(screen.text(color: false).last == "rows 500–508 of 1,000")
  }

  @Test func theLastPageIsFullAndScrollingSaturates() {
    let list = list(of: 1_000)
    let renderer = Renderer(width: 40, height: 10)
    _ = renderer.render(list)
    list.scroll(.down(Int.max))
    #expect(renderer.render(list).text(color: false).last == "rows 992–1,000 of 1,000")
    list.scroll(.up(Int.max))
    #expect(renderer.render(list).text(color: false).last == "rows 1–9 of 1,000")
    list.scroll(.pageDown)
    #expect(renderer.render(list).text(color: false).last == "rows 10–18 of 1,000")
  }

  @Test func aListThatFitsHasNoStatusLineAndIsNotPadded() {
    let list = list(of: 3)
    let lines = Renderer(width: 40, height: 10).render(list).text(color: false)
    #expect(lines.count == 3)
  }

  @Test func withoutAHeightEveryRowIsDrawn() {
    let list = list(of: 50)
    #expect(Renderer(width: 40).render(list).lines.count == 50)
  }

  @Test func onlyTheRowsInViewAreOnScreenAndScrollingMovesThemInAndOut() {
    let list = list(of: 1_000)
    list.beginAppearance(true)
    list.endAppearance(true)
    // Before the first drawing within a height, every row is on screen, as without one.
    #expect(list.content[500].isVisible)
    let renderer = Renderer(width: 40, height: 10)
    _ = renderer.render(list)
    #expect(list.content[0..<9].allSatisfy { $0.isVisible })
    #expect(!list.content[9].isVisible && !list.content[500].isVisible)
    #expect(list.visibleChildren.count == 9)
    list.scroll(.to(500))
    _ = renderer.render(list)
    #expect(list.content[499].isVisible && !list.content[0].isVisible)
    // A row added while out of view joins the list without appearing.
    let added = CountingRow(name: "row", title: "Added")
    list.content = list.content + [added]
    #expect(added.parent === list && !added.isVisible)
  }
}
