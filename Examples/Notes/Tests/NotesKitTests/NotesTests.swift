import MVCSTesting
import NotesKit
import Testing

/// The Notes app driven as a user would, through MVCSTesting's ``TestShell``.
@MainActor
@Suite struct NotesTests {
  let shell = TestShell(app: NotesApp(), width: 40)

  @Test func aNewNoteIsListedAndOpensOnItsOwnScreen() async {
    await shell.run("tap +")
    await shell.run("fill Title Milk")
    await shell.run("fill Text 'Two litres'")
    await shell.run("tap Add")
    await shell.expectScreen(
      """
      Notes                                [+]
      ────────────────────────────────────────
        Milk
        Two litres
      """)
    await shell.run("select Milk")
    await shell.expectScreen(
      """
      [Back] Milk
      ────────────────────────────────────────
      Two litres
      [Edit] [Delete]
      """)
  }

  @Test func aNoteWithoutATitleIsRefused() async {
    await shell.run("tap +")
    #expect(await shell.error("tap Add")?.message == "action 'add' of /notes/prompt failed: a note needs a title")
    await shell.expect("store ls", prints: "notes  0")
  }

  @Test func notesSurviveARelaunch() async {
    await shell.run("tap +")
    await shell.run("fill Title Bread")
    await shell.run("tap Add")
    await shell.run("relaunch")
    await shell.expect("store show notes", prints: #"note-1  {"id":"note-1","text":"","title":"Bread"}"#)
    #expect(await shell.screen().contains("Bread"))
  }
}
