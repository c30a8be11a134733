import MVCS
import Testing

/// A model a list shows one row for.
private struct ListNote {
  var id: String
  var title: String
}

/// A row showing a note's title, counting how many rows were made.
@MainActor
private final class ListNoteRow: ViewController {
  nonisolated(unsafe) static var made = 0
  var note: ListNote

  init(note: ListNote) {
    self.note = note
    Self.made += 1
    super.init(name: note.title.dashedName, title: note.title)
  }

  override var body: any View { Text(note.title) }
}

/// A list whose rows are made only when needed: in view, or named by a path.
@MainActor
@Suite(.serialized) struct ListRowsTests {
  private func rows(_ notes: [ListNote], updated: @escaping (ListNoteRow) -> Void = { _ in }) -> ListRows {
    ListRows(
      notes, id: \.id, name: \.title.dashedName, title: \.title,
      update: { (row: ListNoteRow, note) in
        row.note = note
        updated(row)
      }, make: { ListNoteRow(note: $0) })
  }

  private func notes(_ count: Int) -> [ListNote] {
    (1...count).map { ListNote(id: "note-\($0)", title: "Note \($0)") }
  }

  /// A list on screen, as an app shows it, logging its lifecycle.
  private func shownList(_ notes: [ListNote]) -> (ListViewController, LifecycleLog) {
    let list = ListViewController(name: "notes")
    let log = LifecycleLog(capacity: 1_000_000)
    list.lifecycleLog = log
    list.beginAppearance(true)
    list.endAppearance(true)
    list.setRows(rows(notes))
    return (list, log)
  }

  @Test func theFirstScreenMakesLoadsAndShowsOnlyTheRowsInViewWhateverTheLength() {
    for count in [1_000, 100_000] {
      ListNoteRow.made = 0
      let (list, log) = shownList(notes(count))
      #expect(ListNoteRow.made == 0)
      let screen = Renderer(width: 40, height: 10).render(list)
      #expect(screen.text(color: false).last == "rows 1–9 of \(ScrollPosition.grouped(count))")
      #expect(ListNoteRow.made == 9)
      #expect(list.children.map(\.title) == (1...9).map { "Note \($0)" })
      #expect(list.children.allSatisfy { $0.isViewLoaded && $0.isVisible })
      // Each row in view joins, loads and appears; no other row is logged.
      let rowEvents = log.events.filter { $0.path.hasPrefix("/note-") }
      #expect(Set(rowEvents.map(\.path)).count == 9)
      #expect(rowEvents.filter { $0.kind == .viewDidLoad }.count == 9)
      #expect(rowEvents.filter { $0.kind == .viewDidAppear }.count == 9)
      #expect(list.allChildrenCount == count)
    }
  }

  @Test func pathsSeeEveryRowAndNamingOneMakesOnlyIt() {
    let (list, _) = shownList(notes(1_000))
    _ = Renderer(width: 40, height: 10).render(list)
    let names = list.allChildNames
    #expect(names.count == 1_000)
    #expect(names[499] == "note-500")
    #expect(list.children.count == 9)
    let row = list.child(named: "note-500")
    #expect(row?.title == "Note 500")
    #expect(row?.path == "/note-500")
    #expect(list.child(at: 699)?.title == "Note 700")
    #expect(list.children.map(\.title) == (1...9).map { "Note \($0)" } + ["Note 500", "Note 700"])
    // Made but not in view: contained, not loaded, not on screen.
    #expect(row?.isViewLoaded == false)
    #expect(row?.isVisible == false)
    #expect(list.index(of: row ?? list) == 499)
    #expect(list.child(named: "note-1001") == nil)
    #expect(list.child(at: 1_000) == nil)
  }

  @Test func rowsMadeOutOfOrderStayInTheRowsOrder() {
    let (list, _) = shownList(notes(100))
    _ = list.row(at: 50)
    _ = list.row(at: 10)
    _ = list.row(at: 70)
    _ = list.row(at: 30)
    #expect(list.children.map(\.title) == ["Note 11", "Note 31", "Note 51", "Note 71"])
    #expect(list.child(at: 30)?.title == "Note 31")
  }

  @Test func namesAreUniqueInTheRowsOrderWhicheverRowIsMadeFirst() {
    let titles = ["Same", "Other", "same", "Same", "Last"]
    let (list, _) = shownList(titles.enumerated().map { ListNote(id: "n\($0.offset)", title: $0.element) })
    #expect(list.row(at: 3)?.name == "same-3")
    #expect(list.allChildNames == ["same", "other", "same-2", "same-3", "last"])
    #expect(list.row(at: 0)?.name == "same")
    #expect(list.child(named: "same-2")?.title == "same")
  }

  @Test func newRowsKeepTheRowsMadeWhoseModelStays() {
    var notes = notes(100)
    let (list, log) = shownList(notes)
    _ = Renderer(width: 40, height: 10).render(list)
    let first = list.row(at: 0)
    let second = list.row(at: 1)
    let mark = log.appendedCount
    var updates = 0
    notes[1].title = "Note 2 renamed"
    notes.insert(ListNote(id: "new", title: "A new note"), at: 0)
    list.setRows(rows(notes) { _ in updates += 1 })
    #expect(list.row(at: 1) === first)
    #expect(list.index(of: first ?? list) == 1)
    // The renamed note's row left, with the callbacks of a row leaving the screen.
    #expect(second?.parent == nil)
    #expect(list.row(at: 2) !== second)
    #expect(list.row(at: 2)?.title == "Note 2 renamed")
    let events = log.events(since: mark).map(\.description)
    #expect(events.contains("/note-2 viewWillDisappear"))
    #expect(!events.contains { $0.hasPrefix("/note-1 ") })
    // Every kept row is brought up to date; none of the rows not made is made.
    #expect(updates == 8)
    #expect(list.children.count == 9)
    #expect(list.madeRow(withID: "note-50") == nil)
  }

  @Test func aTitleOutOfViewIsFoundWithoutMakingItsRow() {
    let (list, _) = shownList(notes(1_000))
    _ = Renderer(width: 40, height: 10).render(list)
    #expect(list.indexOfRow(titled: "Note 500") == 499)
    #expect(list.indexOfRow(titled: "Note 5000") == nil)
    #expect(list.children.count == 9)
  }

  @Test func scrollingFarMakesTheRowsThatComeIntoView() {
    let (list, _) = shownList(notes(100_000))
    let renderer = Renderer(width: 40, height: 10)
    _ = renderer.render(list)
    list.scroll(.to(50_000))
    let screen = renderer.render(list)
    #expect(screen.text(color: false).last == "rows 50,000–50,008 of 100,000")
    #expect(list.children.filter(\.isVisible).map(\.title) == (50_000...50_008).map { "Note \($0)" })
    #expect(list.children.count == 18)
    list.scroll(.bottom)
    #expect(renderer.render(list).text(color: false).last == "rows 99,992–100,000 of 100,000")
    #expect(list.children.count == 27)
  }

  @Test func insertingOneRowInALongListMakesNoneAndKeepsTheRowsMade() {
    ListNoteRow.made = 0
    let (list, log) = shownList(notes(100_000))
    let renderer = Renderer(width: 40, height: 10)
    _ = renderer.render(list)
    let shown = list.children
    let mark = log.appendedCount
    // Out of view: nothing is made, loaded or logged, and the rows made keep their places.
    #expect(list.insertRow(for: ListNote(id: "far", title: "Far note"), at: 50_000))
    #expect(list.rowCount == 100_001)
    #expect(ListNoteRow.made == 9)
    #expect(log.events(since: mark).isEmpty)
    #expect(list.index(of: shown[8]) == 8)
    #expect(list.child(at: 50_000)?.title == "Far note")
    #expect(list.child(at: 50_001)?.title == "Note 50001")
    // In view: only it is made, the last row goes out of view, the others stay.
    #expect(list.insertRow(for: ListNote(id: "near", title: "Near note"), at: 2))
    #expect(renderer.render(list).text(color: false).last == "rows 1–9 of 100,002")
    // It, and the two rows the paths above named.
    #expect(ListNoteRow.made == 12)
    #expect(
      list.children.filter(\.isVisible).map(\.title) == ["Note 1", "Note 2", "Near note"] + (3...8).map { "Note \($0)" }
    )
    // Compared first, then expected: `#expect` over `elementsEqual(_:by:)` itself warns that
    // the call's result is unused.
    let visibleAreTheSameRows = list.children.filter(\.isVisible).elementsEqual(
      Array(shown.prefix(2)) + [list.row(at: 2)!] + Array(shown[2..<8]), by: ===)
    #expect(visibleAreTheSameRows)
    #expect(list.index(of: shown[8]) == 9)
    #expect(shown[8].isVisible == false)
    // A model that is not one of the rows' is refused.
    #expect(!list.insertRow(for: "a string", at: 0))
    #expect(list.rowCount == 100_002)
  }

  @Test func namesAfterAnInsertedRowAreWorkedOutAgainAsTheyWouldBeForTheNewRows() {
    let (list, _) = shownList(["Same", "Other"].enumerated().map { ListNote(id: "n\($0.offset)", title: $0.element) })
    #expect(list.allChildNames == ["same", "other"])
    list.insertRow(for: ListNote(id: "new", title: "Same"), at: 1)
    #expect(list.allChildNames == ["same", "same-2", "other"])
    #expect(list.child(named: "same-2")?.title == "Same")
    #expect(list.index(of: list.child(named: "other")!) == 2)
  }

  @Test func removingOneRowUnembedsItsRowAndMovesTheOthersUp() {
    ListNoteRow.made = 0
    let (list, log) = shownList(notes(100_000))
    let renderer = Renderer(width: 40, height: 10)
    _ = renderer.render(list)
    let removed = list.row(at: 1)
    let third = list.row(at: 2)
    let mark = log.appendedCount
    list.removeRow(at: 1)
    #expect(removed?.parent == nil)
    #expect(log.events(since: mark).map(\.description).contains("/note-2 viewDidDisappear"))
    #expect(list.index(of: third!) == 1)
    #expect(list.rowCount == 99_999)
    #expect(list.madeRow(withID: "note-2") == nil)
    #expect(renderer.render(list).text(color: false).last == "rows 1–9 of 99,999")
    #expect(ListNoteRow.made == 10)
    #expect(list.children.filter(\.isVisible).map(\.title) == ["Note 1"] + (3...10).map { "Note \($0)" })
    // Far out of view: nothing is made.
    list.removeRow(at: 60_000)
    #expect(list.rowCount == 99_998)
    #expect(ListNoteRow.made == 10)
    #expect(list.child(at: 60_000)?.title == "Note 60003")
  }

  @Test func updatingOneRowsModelUpdatesItsRowIfMadeAndTheModelIfNot() {
    var updated: [String] = []
    let list = ListViewController(name: "notes")
    list.setRows(rows(notes(1_000)) { updated.append($0.note.title) })
    _ = Renderer(width: 40, height: 10).render(list)
    #expect(list.updateRow(at: 0, with: ListNote(id: "note-1", title: "Note 1 done")))
    #expect(updated == ["Note 1 done"])
    #expect(list.updateRow(at: 500, with: ListNote(id: "note-501", title: "Note 501 done")))
    #expect(updated == ["Note 1 done"])
    #expect(list.children.count == 9)
    #expect(list.child(at: 500)?.title == "Note 501 done")
    #expect(list.listRows?.models(as: ListNote.self)?[500].title == "Note 501 done")
  }

  @Test func dashedNamesReadTheSameWithOrWithoutTheASCIIShortcut() {
    let cases = [
      ("Create list", "create-list"), ("  Hello,  World!! 42 ", "hello-world-42"), ("++", "action"),
      ("List 000500", "list-000500"), ("", "action"), ("a\tb\u{1}c", "a-b-c"),
      ("Café au lait", "café-au-lait"), ("ÉTÉ 2026", "été-2026"), ("日本 語", "日本-語"),
    ]
    for (title, name) in cases {
      #expect(title.dashedName == name, "\(title)")
    }
  }
}
