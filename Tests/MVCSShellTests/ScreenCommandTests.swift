import MVCS
import MVCSShell
import Testing

@MainActor
@Suite struct ScreenCommandTests {
  let harness = Harness(app: NotesApp(), width: 30)

  @Test func theScreenShowsTheNavigationBarAndTheTopScreen() {
    #expect(
      harness.output("show") == [
        "Notes                      [+]",
        "──────────────────────────────",
        "• Milk",
        "• Eggs",
      ])
  }

  @Test func selectPushesAndBackPops() {
    #expect(harness.run("select Eggs").succeeded)
    #expect(harness.output("show") == ["[Back] Eggs", "──────────────────────────────", "Note: Eggs"])
    #expect(harness.output("ls /") == ["notes", "detail"])
    #expect(harness.run("back").succeeded)
    #expect(harness.output("ls /") == ["notes"])
    #expect(
      harness.error("back")
        == "test.mvcs:1:1: error: nothing to go back from\n  hint: back pops a navigation controller that shows more than one screen"
    )
  }

  @Test func rowsMatchByTitlePathAndIndex() {
    #expect(harness.run("select #1").succeeded)
    harness.run("back")
    #expect(harness.run("select /notes/milk").succeeded)
    harness.run("back")
    #expect(
      harness.error("select Mlk")
        == "test.mvcs:1:8: error: no row 'Mlk' on the screen\n  hint: did you mean 'Milk'? Rows: 'Milk', 'Eggs'")
    #expect(harness.error("select #5") == "test.mvcs:1:8: error: no row #5 in /notes\n  hint: valid: #0–#1")
  }

  @Test func swipeRunsARowsActionAndListsThemWhenWrong() {
    #expect(harness.run("swipe Milk Delete").succeeded)
    #expect(harness.output("ls notes") == ["eggs"])
    #expect(
      harness.error("swipe Eggs Archive")
        == "test.mvcs:1:12: error: row /notes/eggs has no swipe action 'Archive'\n  hint: its swipe actions: 'Rename', 'Delete'"
    )
  }

  @Test func aModalIsTheLastChildMarkedAndDrawnOverTheScreen() {
    harness.run("swipe Eggs Rename")
    #expect(harness.output("ls notes") == ["milk", "eggs", "rename  (modal)"])
    #expect(harness.output("tree /notes").last == "└── rename (RenameModal) \"Rename\" [modal]")
    #expect(
      harness.output("show") == [
        "Notes                      [+]",
        "──────────────────────────────",
        "• ┌─ Rename ───────────────┐",  // what the box leaves uncovered shows through
        "• │ Name: [Eggs          ] │",
        "  │ [Cancel] [Save]        │",
        "  └────────────────────────┘",
      ])
  }

  @Test func fillTypesIntoTheModalAndTapPrefersTheModal() {
    harness.run("swipe Eggs Rename")
    #expect(harness.run("fill Name 'Free-range eggs'").succeeded)
    #expect(harness.run("tap Save").succeeded)
    #expect(harness.output("ls notes") == ["milk", "eggs"])
    #expect(harness.output("show").last == "• Free-range eggs")
    #expect(
      harness.error("fill Nme x")
        == "test.mvcs:1:6: error: no field 'Nme' on the screen\n  hint: the screen shows no fields")
  }

  @Test func dismissClosesTheTopmostModal() {
    harness.run("swipe Milk Rename")
    #expect(harness.run("dismiss").succeeded)
    #expect(harness.output("ls notes") == ["milk", "eggs"])
    #expect(
      harness.error("dismiss") == "test.mvcs:1:1: error: no modal to dismiss\n  hint: `tree` marks modals [modal]")
  }

  @Test func logAndTraceReportLifecycleAndActions() {
    harness.run("trace on")
    let output = harness.output("select Milk")
    #expect(
      output == [
        "trace: /notes action select milk",
        "trace: /notes viewWillDisappear",
        "trace: /notes/milk viewWillDisappear",
        "trace: /notes/eggs viewWillDisappear",
        "trace: /detail willMove(toParent: /)",
        "trace: /detail loadView",
        "trace: /detail viewDidLoad",
        "trace: /detail viewWillAppear",
        "trace: /notes viewDidDisappear",
        "trace: /notes/milk viewDidDisappear",
        "trace: /notes/eggs viewDidDisappear",
        "trace: /detail didMove(toParent: /)",
        "trace: /detail viewDidAppear",
      ])
    harness.run("trace off")
    #expect(harness.output("back") == [])
    #expect(harness.output("log 2") == ["/notes/eggs viewDidAppear", "/detail viewDidUnload"])
  }

  @Test func treeAsJSON() {
    let json = harness.output("tree --json -d 1").joined(separator: "\n")
    #expect(json.contains("\"path\" : \"/notes\""))
    #expect(json.contains("\"modal\" : false"))
    #expect(!json.contains("/notes/milk"))
  }

  @Test func launchStartsAnotherAppAfresh() {
    harness.run("select Milk")
    #expect(harness.run("launch notes").succeeded)
    #expect(harness.output("ls /") == ["notes"])
    #expect(harness.error("launch nots").contains("did you mean 'notes'?"))
  }
}
