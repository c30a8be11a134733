import Foundation
import MVCS
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
      1 note                           2 words
        Milk
        Two litres
      """)
    await shell.run("select Milk")
    await shell.expectScreen(
      """
      [Back] Milk
      ────────────────────────────────────────
      Two litres
      [ ] Pinned
      Tag: [ *None* | Work | Home ]
      [Edit] [! Delete]
      """)
  }

  @Test func aNoteIsPinnedAndTaggedFromItsScreenAndDeletedOnlyOnceConfirmed() async {
    await shell.run("tap +")
    await shell.run("fill Title Milk")
    await shell.run("tap Add")
    await shell.run("select Milk")
    await shell.run("toggle Pinned")
    await shell.run("pick Tag Work")
    await shell.run("expect toggle Pinned on")
    await shell.run("expect value Tag Work")
    await shell.expect(
      "store show notes", prints: #"note-1  {"id":"note-1","isPinned":true,"tag":"work","text":"","title":"Milk"}"#)
    await shell.run("tap Delete")
    #expect(await shell.screen().contains("│ [! Delete Note]"))
    await shell.run("dismiss")
    await shell.expect("store ls", prints: "notes  1")
    await shell.run("tap Delete")
    await shell.run("tap 'Delete Note'")
    await shell.expect("store ls", prints: "notes  0")
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
    await shell.expect(
      "store show notes", prints: #"note-1  {"id":"note-1","isPinned":false,"tag":"none","text":"","title":"Bread"}"#)
    #expect(await shell.screen().contains("Bread"))
  }

  @Test func twoSessionsOnOneFileEachKeepTheNoteTheyAdded() async throws {
    // Both sessions know no notes, so both choose note-1: the second is told, and takes
    // note-2 instead of replacing the first one's note.
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).sqlite").path
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    func session() -> TestShell {
      TestShell(
        app: NotesApp(), width: 40, environment: AppEnvironment(clock: VirtualClock(), storage: Storage(.file(path))))
    }
    let first = session()
    let second = session()
    for (shell, title) in [(first, "Milk"), (second, "Eggs")] {
      await shell.run("tap +")
      await shell.run("fill Title \(title)")
      await shell.run("tap Add")
    }
    await session().expect(
      "store show notes",
      prints: """
        note-1  {"id":"note-1","isPinned":false,"tag":"none","text":"","title":"Milk"}
        note-2  {"id":"note-2","isPinned":false,"tag":"none","text":"","title":"Eggs"}
        """)
  }

  @Test func theListFollowsTheStoreAndTotalsTheWordsInTheSessionsLocale() async {
    var german = AppEnvironment.batch
    german.locale = Locale(identifier: "de_DE")
    for (environment, total) in [(AppEnvironment.batch, "1,234 words"), (german, "1.234 words")] {
      let shell = TestShell(app: NotesApp(), width: 40, environment: environment)
      await shell.run("tap +")
      await shell.run("fill Title Essay")
      await shell.run("fill Text '\(Array(repeating: "word", count: 1234).joined(separator: " "))'")
      await shell.run("tap Add")
      #expect(await shell.run("show")[2] == "1 note" + String(repeating: " ", count: 40 - 6 - total.count) + total)
      await shell.run("swipe Essay Delete")
      await shell.expect("expect shows 'No notes yet'", prints: "")
    }
  }
}
