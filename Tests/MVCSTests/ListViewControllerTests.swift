import MVCS
import Testing

/// A delegate that answers every selection the same way and offers the swipe actions given.
@MainActor
private final class ScriptedListDelegate: ListViewControllerDelegate {
  var response: ListSelectionResponse
  var swipeActions: (ViewController) -> [SwipeAction] = { _ in [] }
  /// The rows selected, with whether the list showed them selected when asked.
  private(set) var selections: [(row: String, wasSelected: Bool)] = []
  var onSelect: (ViewController) -> Void = { _ in }

  init(response: ListSelectionResponse) {
    self.response = response
  }

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    selections.append((row.name, list.selectedRow === row))
    onSelect(row)
    return response
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    swipeActions(row)
  }
}

/// A row whose text is plain state, so only a reload shows a change to it.
@MainActor
private final class PlainRow: ViewController {
  var text: String

  init(_ name: String, text: String) {
    self.text = text
    super.init(name: name, title: text)
  }

  override var body: any View { Text(text) }
}

@MainActor
@Suite struct ListViewControllerTests {
  private func row(_ name: String) -> ViewController {
    ViewController(name: name, title: name.capitalized)
  }

  private func show(_ list: ListViewController, color: Bool = false) -> [String] {
    Renderer(width: 20).render(list).text(color: color)
  }

  @Test func newContentRemovesRowsNoLongerThereThenEmbedsNewOnesInOrder() {
    let (a, b, c, d) = (row("a"), row("b"), row("c"), row("d"))
    let list = ListViewController(content: [a, b, c])
    let log = LifecycleLog()
    list.lifecycleLog = log
    list.beginAppearance(true)
    list.endAppearance(true)
    log.removeAll()
    list.content = [c, d, a]
    #expect(
      log.events.map(\.description) == [
        "/b viewWillDisappear", "/b willMove(toParent: nil)", "/b didMove(toParent: nil)", "/b viewDidDisappear",
        "/b viewDidUnload",
        "/d loadView", "/d viewDidLoad", "/d viewWillAppear", "/d willMove(toParent: /)", "/d didMove(toParent: /)",
        "/d viewDidAppear",
      ])
    #expect(list.children.map(\.name) == ["c", "d", "a"])
    #expect(list.rows.map(\.name) == ["c", "d", "a"])
    #expect(show(list) == ["  C", "  D", "  A"])
  }

  @Test func reorderingRowsKeepsThemWithoutACallback() {
    let rows = ["m", "k", "z", "a", "q"].map(row)
    let list = ListViewController(content: rows)
    let log = LifecycleLog()
    list.lifecycleLog = log
    list.content = rows.reversed()
    #expect(log.events.isEmpty)
    #expect(list.children.map(\.name) == ["q", "a", "z", "k", "m"])
    #expect(zip(list.children, rows.reversed()).allSatisfy { $0 === $1 })
  }

  @Test func aRowListedTwiceIsShownOnce() {
    let (a, b) = (row("a"), row("b"))
    let list = ListViewController(content: [a, b, a])
    #expect(list.rows.map(\.name) == ["a", "b"])
    list.content = [b, a, b]
    #expect(list.rows.map(\.name) == ["b", "a"])
    #expect(list.children.map(\.name) == ["b", "a"])
  }

  @Test func theSelectedRowIsMarkedUntilDeselected() throws {
    let (a, b) = (row("apples"), row("pears"))
    let list = ListViewController(content: [a, b])
    #expect(show(list) == ["  Apples", "  Pears"])
    try list.select(b)
    #expect(show(list) == ["  Apples", "› Pears"])
    #expect(show(list, color: true)[1] == "\u{1B}[1m› \u{1B}[0m\u{1B}[7mPears\u{1B}[0m")
    list.deselect()
    #expect(show(list) == ["  Apples", "  Pears"])
  }

  @Test func noneKeepsTheRowSelected() throws {
    let delegate = ScriptedListDelegate(response: .none)
    let a = row("a")
    let list = ListViewController(content: [a])
    list.delegate = delegate
    try list.select(a)
    #expect(list.selectedRow === a)
    #expect(delegate.selections.map(\.row) == ["a"])
    #expect(delegate.selections.map(\.wasSelected) == [true])
  }

  @Test func deselectClearsTheSelectionOnceTheDelegateHasAnswered() throws {
    let delegate = ScriptedListDelegate(response: .deselect)
    let a = row("a")
    let list = ListViewController(content: [a])
    list.delegate = delegate
    try list.select(a)
    #expect(delegate.selections.map(\.wasSelected) == [true])
    #expect(list.selectedRow == nil)
    #expect(show(list) == ["  A"])
  }

  @Test func reloadRedrawsRowsWhoseStateIsNotObservable() throws {
    let delegate = ScriptedListDelegate(response: .reload)
    let item = PlainRow("milk", text: "⭕️ Milk")
    let list = ListViewController(content: [item])
    list.delegate = delegate
    delegate.onSelect = { row in (row as? PlainRow)?.text = "✅ Milk" }
    #expect(show(list) == ["  ⭕️ Milk"])
    try list.select(item)
    #expect(list.selectedRow == nil)
    #expect(show(list) == ["  ✅ Milk"])
  }

  @Test func removingTheSelectedRowClearsTheSelection() throws {
    let (a, b) = (row("a"), row("b"))
    let list = ListViewController(content: [a, b])
    try list.select(a)
    list.content = [b]
    #expect(list.selectedRow == nil)
    #expect(show(list) == ["  B"])
  }

  @Test func selectingARowThatIsNotInTheListIsAnError() {
    let list = ListViewController(content: [row("a")])
    let stranger = row("stranger")
    #expect(throws: ListViewController.NotARow.self) { try list.select(stranger) }
    do {
      try list.select(stranger)
    } catch {
      #expect("\(error)" == "'stranger' is not a row of /")
    }
    #expect(list.selectedRow == nil)
  }

  @Test func swipeActionsComeFromTheDelegatePerRow() throws {
    let delegate = ScriptedListDelegate(response: .none)
    let (a, b) = (row("a"), row("b"))
    let list = ListViewController(content: [a, b])
    list.delegate = delegate
    delegate.swipeActions = { [unowned list] row in
      row === a
        ? [
          SwipeAction("Rename") {},
          SwipeAction("Delete") { list.content.removeAll { $0 === row } },
        ]
        : []
    }
    #expect(list.swipeActions(for: a).map(\.title) == ["Rename", "Delete"])
    #expect(list.swipeActions(for: b).isEmpty)
    #expect(list.swipeActions(for: row("stranger")).isEmpty)
    try list.swipeActions(for: a).first { $0.title == "Delete" }?.perform()
    #expect(list.rows.map(\.name) == ["b"])
  }

  @Test func theDelegateIsHeldWeakly() {
    let list = ListViewController()
    do {
      let delegate = ScriptedListDelegate(response: .none)
      list.delegate = delegate
      #expect(list.delegate != nil)
    }
    #expect(list.delegate == nil)
    #expect(list.swipeActions(for: row("a")).isEmpty)
  }

  @Test func rowsAreMatchedByTitleThroughRowPresenting() throws {
    let list: any RowPresenting = ListViewController(content: [row("groceries"), row("work")])
    #expect(list.rows.map { list.matchTitle(of: $0) } == ["Groceries", "Work"])
    try list.select(list.rows[1])
    #expect((list as? ListViewController)?.selectedRow?.name == "work")
  }
}
