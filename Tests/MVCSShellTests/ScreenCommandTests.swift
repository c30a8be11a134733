import MVCS
import MVCSShell
import MVCSTesting
import Testing

@MainActor
@Suite struct ScreenCommandTests {
  let shell = TestShell.fixture(app: NotesApp(), width: 30)

  @Test func theScreenShowsTheNavigationBarAndTheTopScreen() async {
    #expect(
      await shell.run("show") == [
        "Notes                      [+]",
        "──────────────────────────────",
        "• Milk",
        "• Eggs",
      ])
  }

  @Test func selectPushesAndBackPops() async {
    await shell.run("select Eggs")
    #expect(await shell.run("show") == ["[Back] Eggs", "──────────────────────────────", "Note: Eggs"])
    #expect(await shell.run("ls /") == ["notes", "detail"])
    await shell.run("back")
    #expect(await shell.run("ls /") == ["notes"])
    #expect(
      await shell.error("back")?.description
        == "test.mvcs:1:1: error: nothing to go back from\n  hint: back pops a navigation controller that shows more than one screen"
    )
  }

  @Test func rowsMatchByTitlePathAndIndex() async {
    await shell.run("select #1")
    await shell.run("back")
    await shell.run("select /notes/milk")
    await shell.run("back")
    #expect(
      await shell.error("select Mlk")?.description
        == "test.mvcs:1:8: error: no row 'Mlk' on the screen\n  hint: did you mean 'Milk'? Rows: 'Milk', 'Eggs'")
    #expect(
      await shell.error("select #5")?.description == "test.mvcs:1:8: error: no row #5 in /notes\n  hint: valid: #0–#1")
  }

  @Test func swipeRunsARowsActionAndListsThemWhenWrong() async {
    await shell.run("swipe Milk Delete")
    #expect(await shell.run("ls notes") == ["eggs"])
    #expect(
      await shell.error("swipe Eggs Archive")?.description
        == "test.mvcs:1:12: error: row /notes/eggs has no swipe action 'Archive'\n  hint: its swipe actions: 'Rename', 'Delete'"
    )
  }

  @Test func aModalIsTheLastChildMarkedAndDrawnOverTheScreen() async {
    await shell.run("swipe Eggs Rename")
    #expect(await shell.run("ls notes") == ["milk", "eggs", "rename  (modal)"])
    #expect(await shell.run("tree /notes").last == "└── rename (RenameModal) \"Rename\" [modal]")
    #expect(
      await shell.run("show") == [
        "Notes                      [+]",
        "──────────────────────────────",
        "• ┌─ Rename ───────────────┐",  // what the box leaves uncovered shows through
        "• │ Name: [Eggs          ] │",
        "  │ [Cancel] [Save]        │",
        "  └────────────────────────┘",
      ])
  }

  @Test func fillTypesIntoTheModalAndTapPrefersTheModal() async {
    await shell.run("swipe Eggs Rename")
    await shell.run("fill Name 'Free-range eggs'")
    await shell.run("tap Save")
    #expect(await shell.run("ls notes") == ["milk", "eggs"])
    #expect(await shell.run("show").last == "• Free-range eggs")
    #expect(
      await shell.error("fill Nme x")?.description
        == "test.mvcs:1:6: error: no field 'Nme' on the screen\n  hint: the screen shows no fields")
  }

  @Test func dismissClosesTheTopmostModal() async {
    await shell.run("swipe Milk Rename")
    await shell.run("dismiss")
    #expect(await shell.run("ls notes") == ["milk", "eggs"])
    #expect(
      await shell.error("dismiss")?.description
        == "test.mvcs:1:1: error: no modal to dismiss\n  hint: `tree` marks modals [modal]"
    )
  }

  @Test func whatHappensBetweenCommandsIsTracedByTheNext() async {
    await shell.run("trace on")
    // Something outside the commands (a coverage recorder) moves the app between two lines:
    // its events are the next command's trace, not lost.
    shell.session.host.lifecycleLog.append(LifecycleEvent(path: "/notes", kind: .note("between")))
    let output = await shell.run("echo next")
    #expect(output.last == "trace: /notes between", "\(output)")
  }

  @Test func logAndTraceReportLifecycleAndActions() async {
    await shell.run("trace on")
    let output = await shell.run("select Milk")
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
    await shell.run("trace off")
    #expect(await shell.run("back") == [])
    #expect(await shell.run("log 2") == ["/notes/eggs viewDidAppear", "/detail viewDidUnload"])
  }

  @Test func treeAsJSON() async {
    let json = await shell.run("tree --json -d 1").joined(separator: "\n")
    #expect(json.contains("\"path\" : \"/notes\""))
    #expect(json.contains("\"modal\" : false"))
    #expect(!json.contains("/notes/milk"))
  }

  @Test func launchStartsAnotherAppAfresh() async {
    await shell.run("select Milk")
    await shell.run("launch notes")
    #expect(await shell.run("ls /") == ["notes"])
    #expect(await shell.error("launch nots")?.description.contains("did you mean 'notes'?") == true)
  }
}
