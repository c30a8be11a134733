import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// A fixture app with two stores, shelves and books, whose root lists the books.
struct LibraryApp: App {
  struct Book: Codable, Sendable {
    var isbn: String
    var title: String
  }

  let name = "library"
  let summary = "Books in a store, for store tests"
  /// The name of the books' store.
  var booksStore = "books"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    LibraryViewController(
      books: Store(name: booksStore, environment: environment, cacheIdentifier: \.isbn),
      shelves: Store(name: "shelves", environment: environment, cacheIdentifier: \.isbn))
  }
}

/// Lists the books; `add isbn= title=` queues an insert, as an app's action would.
final class LibraryViewController: ViewController {
  let books: Store<LibraryApp.Book>
  let shelves: Store<LibraryApp.Book>

  init(books: Store<LibraryApp.Book>, shelves: Store<LibraryApp.Book>) {
    self.books = books
    self.shelves = shelves
    super.init(name: "library")
  }

  override var body: any View { VStack(alignment: .leading) { for book in books.items { Text(book.title) } } }

  override var actions: [Action] {
    [
      Action("add", summary: "Adds a book", parameters: [Parameter("isbn", .text), Parameter("title", .text)]) {
        [unowned self] arguments in
        books.insert(LibraryApp.Book(isbn: try arguments.text("isbn"), title: try arguments.text("title"))).enqueue()
      }
    ]
  }
}

@MainActor
@Suite struct StoreCommandTests {
  @Test func addedItemsShowAtOnceAndSurviveRelaunch() async {
    let shell = TestShell.fixture(app: LibraryApp())
    await shell.run("call add isbn=2 title=Dune")
    await shell.run("call add isbn=1 title=Emma")
    #expect(await shell.run("show") == ["Dune", "Emma"])
    await shell.run("relaunch")
    #expect(await shell.run("show") == ["Dune", "Emma"])
  }

  @Test func lsListsStoresByNameWithCounts() async {
    let shell = TestShell.fixture(app: LibraryApp())
    await shell.run("call add isbn=2 title=Dune")
    #expect(await shell.run("store ls") == ["books    1", "shelves  0"])
  }

  @Test func lsLinesUpCountsByDisplayWidthWhenANameIsWide() async {
    // 日本の本棚 is five characters but ten columns wide: counted in characters, its count
    // would stand four columns right of the others'.
    let shell = TestShell.fixture(app: LibraryApp(booksStore: "日本の本棚"))
    await shell.run("call add isbn=2 title=Dune")
    #expect(await shell.run("store ls") == ["shelves     0", "日本の本棚  1"])
  }

  @Test func showPrintsItemsInOrderOrAsSortedJSON() async {
    let shell = TestShell.fixture(app: LibraryApp())
    await shell.run("call add isbn=2 title=Dune")
    await shell.run("call add isbn=10 title=Emma")
    #expect(
      await shell.run("store show books") == [
        #"2   {"isbn":"2","title":"Dune"}"#, #"10  {"isbn":"10","title":"Emma"}"#,
      ])
    #expect(
      await shell.run("store show --json books") == [
        "[", "  {", #"    "isbn" : "2","#, #"    "title" : "Dune""#, "  },", "  {", #"    "isbn" : "10","#,
        #"    "title" : "Emma""#, "  }", "]",
      ])
  }

  @Test func aWrongStoreNameSuggestsTheClosest() async {
    let shell = TestShell.fixture(app: LibraryApp())
    #expect(await shell.error("store show book")?.description.contains("no store named 'book'") == true)
    #expect(await shell.error("store show book")?.description.contains("books") == true)
    #expect(await shell.error("store list")?.description.contains("unknown subcommand 'list'") == true)
  }

  @Test func eachSessionStartsWithAnEmptyStorage() async {
    let first = TestShell.fixture(app: LibraryApp())
    await first.run("call add isbn=2 title=Dune")
    let second = TestShell.fixture(app: LibraryApp())
    #expect(await second.run("store ls") == ["books    0", "shelves  0"])
  }
}
