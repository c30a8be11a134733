import MVCS
import MVCSTesting
import MVCSUI
import SwiftData
import Testing

/// A SwiftUI app over SwiftData, driven through the shell: `@Query` lists, `.modelContainer`,
/// `@Environment(\.modelContext)`, autosave, and the session's storage.
struct ShelfApp: MVCSUI.App {
  var body: some Scene {
    WindowGroup { ShelfView() }
      .modelContainer(for: Book.self)
  }
}

struct ShelfView: View {
  @Environment(\.modelContext) private var modelContext
  @Query(sort: \Book.title) private var books: [Book]
  @Query(filter: #Predicate<Book> { $0.pages > 300 }) private var long: [Book]

  var body: some View {
    NavigationStack {
      List {
        ForEach(books) { book in
          Text("\(book.title), \(book.pages) pages")
        }
        .onDelete { offsets in
          for offset in offsets { modelContext.delete(books[offset]) }
        }
      }
      .navigationTitle("Books: \(books.count), long: \(long.count)")
      .toolbar {
        Button("Add Dune") { modelContext.insert(Book(title: "Dune", pages: 412)) }
        Button("Add Emma") { modelContext.insert(Book(title: "Emma", pages: 200)) }
        Button("Longer") {
          for book in books { book.pages += 100 }
        }
      }
    }
  }
}

@MainActor
@Suite struct QueryViewTests {
  let shell = TestShell(app: SceneApp(ShelfApp.self), width: 60, height: 12)

  @Test func aQueryListDrawsAgainWhenAModelIsInsertedChangedOrDeleted() async {
    await shell.run("tap 'Add Emma'")
    await shell.run("tap 'Add Dune'")
    await shell.expectScreen(
      """
      Books: 2, long: 1             [Add Dune] [Add Emma] [Longer]
      ────────────────────────────────────────────────────────────
        Dune, 412 pages
        Emma, 200 pages
      """)
    await shell.run("tap Longer")
    await shell.expectScreen(
      """
      Books: 2, long: 1             [Add Dune] [Add Emma] [Longer]
      ────────────────────────────────────────────────────────────
        Dune, 512 pages
        Emma, 300 pages
      """)
    await shell.run("tap Longer")
    await shell.run("expect shows 'Books: 2, long: 2'")
    await shell.run("swipe 'Dune, 612 pages' Delete")
    await shell.expectScreen(
      """
      Books: 1, long: 1             [Add Dune] [Add Emma] [Longer]
      ────────────────────────────────────────────────────────────
        Emma, 400 pages
      """)
  }

  @Test func eachCommandSavesSoTheStoreListsTheModelsAndARelaunchFindsThem() async {
    await shell.run("tap 'Add Dune'")
    await shell.expect(
      "store show Book",
      prints:
        #"Book-1  {"_key":"Book-1","author":null,"genre":"fiction","isbn":"isbn-Dune","pages":412,"rating":null,"tags":[],"title":"Dune"}"#
    )
    await shell.expect("store ls", prints: "Author  0\nBook    1\nTag     0")
    await shell.run("relaunch")
    await shell.run("expect shows 'Dune, 412 pages'")
  }

  @Test func anotherContextsSaveIsShownByTheQuery() async throws {
    let container = try ModelContainer(for: Book.self)
    let shell = TestShell(app: ViewApp { ShelfView().modelContainer(container) }, width: 60, height: 12)
    await shell.run("tap 'Add Emma'")
    let background = ModelContext(container)
    background.insert(Book(title: "Anna Karenina", pages: 864))
    try background.save()
    await shell.expectScreen(
      """
      Books: 2, long: 1             [Add Dune] [Add Emma] [Longer]
      ────────────────────────────────────────────────────────────
        Anna Karenina, 864 pages
        Emma, 200 pages
      """)
  }
}

/// An app whose window shows the view `content` makes.
struct ViewApp<Content: View>: MVCS.App {
  let name = "view"
  let summary = "A view, hosted"
  let content: @MainActor () -> Content

  init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }

  func makeRootViewController(environment: AppEnvironment) -> MVCS.ViewController {
    HostingController(rootView: content(), name: "root")
  }
}
