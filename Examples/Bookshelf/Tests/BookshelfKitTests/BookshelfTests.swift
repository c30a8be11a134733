import BookshelfKit
import MVCSTesting
import SwiftData
import SwiftUI
import Testing

/// The Bookshelf app driven as a user would, through MVCSTesting's ``TestShell``.
@MainActor
@Suite struct BookshelfTests {
  struct Bookshelf: App {
    var body: some Scene {
      WindowGroup { ContentView() }
        .modelContainer(for: Book.self)
    }
  }

  let shell = TestShell(app: SceneApp(Bookshelf.self), width: 40, height: 14)

  func add(_ title: String, by author: String, pages: Int) async {
    await shell.run("tap 'Add Book'")
    await shell.run("fill Title '\(title)'")
    await shell.run("fill Author '\(author)'")
    await shell.run("fill Pages \(pages)")
    await shell.run("tap Save")
  }

  @Test func aBookAddedInTheSheetIsListedInTitleOrderAndSavedAsARow() async {
    await add("Emma", by: "Jane Austen", pages: 474)
    await add("Dune", by: "Frank Herbert", pages: 412)
    await shell.expectScreen(
      """
      Bookshelf                            [+]
      ────────────────────────────────────────
        Show: [ *All* | To Read | Finished ]
        Sort by: [Title ▾]
      Books
        Dune ›
        Frank Herbert, 412 pages
        Emma ›
        Jane Austen, 474 pages
      """)
    await shell.expect(
      "store show Book",
      prints: """
        Book-1  {"_key":"Book-1","author":"Jane Austen","isFinished":false,"pages":474,"rating":null,"title":"Emma"}
        Book-2  {"_key":"Book-2","author":"Frank Herbert","isFinished":false,"pages":412,"rating":null,"title":"Dune"}
        """)
  }

  @Test func aNoteAddedOnTheBooksScreenLinksToItAndGoesWithIt() async {
    await add("Dune", by: "Frank Herbert", pages: 412)
    await shell.run("tap Dune")
    await shell.run("tap 'Add Note'")
    await shell.run("fill Note 'Fear is the mind-killer'")
    await shell.run("tap Add")
    await shell.expect(
      "store show Note",
      prints: #"Note-1  {"_key":"Note-1","book":"Book-1","page":null,"text":"Fear is the mind-killer"}"#)
    await shell.run("back")
    await shell.run("swipe Dune Delete")
    await shell.run("expect store Book 0")
    await shell.run("expect store Note 0")
    await shell.run("expect shows 'No books yet. Tap + to add one.'")
  }

  @Test func finishingABookMovesItFromToReadToFinished() async {
    await add("Dune", by: "Frank Herbert", pages: 412)
    await add("Emma", by: "Jane Austen", pages: 474)
    await shell.run("pick Show 'To Read'")
    await shell.run("tap Emma")
    await shell.run("toggle Finished")
    await shell.run("back")
    await shell.run("expect hides Emma")
    await shell.run("pick Show Finished")
    await shell.run("expect shows '✓ Emma'")
    await shell.run("expect hides Dune")
  }

  @Test func aRelaunchFindsWhatWasSaved() async {
    await add("Dune", by: "Frank Herbert", pages: 412)
    await shell.run("tap Dune")
    await shell.run("step Rating up 5")
    await shell.run("relaunch")
    await shell.run("tap Dune")
    await shell.run("expect value Rating 5")
  }
}
