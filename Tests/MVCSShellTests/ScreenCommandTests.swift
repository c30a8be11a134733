import MVCS
import MVCSShell
import Testing

@MainActor
@Suite struct ScreenCommandTests {
  let harness = Harness(app: NotesApp(), width: 30)

  @Test func theScreenShowsTheNavigationBarAndTheTopScreen() async {
    #expect(
      await harness.output("show") == [
        "Notes                      [+]",
        "──────────────────────────────",
        "• Milk",
        "• Eggs",
      ])
  }

  @Test func selectPushesAndBackPops() async {
    #expect(await harness.run("select Eggs").succeeded)
    #expect(await harness.output("show") == ["[Back] Eggs", "──────────────────────────────", "Note: Eggs"])
    #expect(await harness.output("ls /") == ["notes", "detail"])
    #expect(await harness.run("back").succeeded)
    #expect(await harness.output("ls /") == ["notes"])
    #expect(
      await harness.error("back")
        == "test.mvcs:1:1: error: nothing to go back from\n  hint: back pops a navigation controller that shows more than one screen"
    )
  }

  @Test func rowsMatchByTitlePathAndIndex() async {
    #expect(await harness.run("select #1").succeeded)
    await harness.run("back")
    #expect(await harness.run("select /notes/milk").succeeded)
    await harness.run("back")
    #expect(
      await harness.error("select Mlk")
        == "test.mvcs:1:8: error: no row 'Mlk' on the screen\n  hint: did you mean 'Milk'? Rows: 'Milk', 'Eggs'")
    #expect(await harness.error("select #5") == "test.mvcs:1:8: error: no row #5 in /notes\n  hint: valid: #0–#1")
  }

  @Test func swipeRunsARowsActionAndListsThemWhenWrong() async {
    #expect(await harness.run("swipe Milk Delete").succeeded)
    #expect(await harness.output("ls notes") == ["eggs"])
    #expect(
      await harness.error("swipe Eggs Archive")
        == "test.mvcs:1:12: error: row /notes/eggs has no swipe action 'Archive'\n  hint: its swipe actions: 'Rename', 'Delete'"
    )
  }

  @Test func aModalIsTheLastChildMarkedAndDrawnOverTheScreen() async {
    await harness.run("swipe Eggs Rename")
    #expect(await harness.output("ls notes") == ["milk", "eggs", "rename  (modal)"])
    #expect(await harness.output("tree /notes").last == "└── rename (RenameModal) \"Rename\" [modal]")
    #expect(
      await harness.output("show") == [
        "Notes                      [+]",
        "──────────────────────────────",
        "• ┌─ Rename ───────────────┐",  // what the box leaves uncovered shows through
        "• │ Name: [Eggs          ] │",
        "  │ [Cancel] [Save]        │",
        "  └────────────────────────┘",
      ])
  }

  @Test func fillTypesIntoTheModalAndTapPrefersTheModal() async {
    await harness.run("swipe Eggs Rename")
    #expect(await harness.run("fill Name 'Free-range eggs'").succeeded)
    #expect(await harness.run("tap Save").succeeded)
    #expect(await harness.output("ls notes") == ["milk", "eggs"])
    #expect(await harness.output("show").last == "• Free-range eggs")
    #expect(
      await harness.error("fill Nme x")
        == "test.mvcs:1:6: error: no field 'Nme' on the screen\n  hint: the screen shows no fields")
  }

  @Test func dismissClosesTheTopmostModal() async {
    await harness.run("swipe Milk Rename")
    #expect(await harness.run("dismiss").succeeded)
    #expect(await harness.output("ls notes") == ["milk", "eggs"])
    #expect(
      await harness.error("dismiss") == "test.mvcs:1:1: error: no modal to dismiss\n  hint: `tree` marks modals [modal]"
    )
  }

  @Test func logAndTraceReportLifecycleAndActions() async {
    await harness.run("trace on")
    let output = await harness.output("select Milk")
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
    await harness.run("trace off")
    #expect(await harness.output("back") == [])
    #expect(await harness.output("log 2") == ["/notes/eggs viewDidAppear", "/detail viewDidUnload"])
  }

  @Test func treeAsJSON() async {
    let json = await harness.output("tree --json -d 1").joined(separator: "\n")
    #expect(json.contains("\"path\" : \"/notes\""))
    #expect(json.contains("\"modal\" : false"))
    #expect(!json.contains("/notes/milk"))
  }

  @Test func launchStartsAnotherAppAfresh() async {
    await harness.run("select Milk")
    #expect(await harness.run("launch notes").succeeded)
    #expect(await harness.output("ls /") == ["notes"])
    #expect(await harness.error("launch nots").contains("did you mean 'notes'?"))
  }
}
