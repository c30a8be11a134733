import MVCS
import MVCSShell
import Testing

/// A fixture app with two stores, shelves and books, whose root lists the books.
struct LibraryApp: App {
  struct Book: Codable, Sendable {
    var isbn: String
    var title: String
  }

  let name = "library"
  let summary = "Books in a store, for store tests"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    LibraryViewController(
      books: Store(name: "books", environment: environment, cacheIdentifier: \.isbn),
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

  override var body: any View { VStack { for book in books.items { Text(book.title) } } }

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
  @Test func addedItemsShowAtOnceAndSurviveRelaunch() {
    let harness = Harness(app: LibraryApp())
    harness.run("call add isbn=2 title=Dune")
    harness.run("call add isbn=1 title=Emma")
    #expect(harness.output("show") == ["Dune", "Emma"])
    harness.run("relaunch")
    #expect(harness.output("show") == ["Dune", "Emma"])
  }

  @Test func lsListsStoresByNameWithCounts() {
    let harness = Harness(app: LibraryApp())
    harness.run("call add isbn=2 title=Dune")
    #expect(harness.output("store ls") == ["books    1", "shelves  0"])
  }

  @Test func showPrintsItemsInOrderOrAsSortedJSON() {
    let harness = Harness(app: LibraryApp())
    harness.run("call add isbn=2 title=Dune")
    harness.run("call add isbn=10 title=Emma")
    #expect(
      harness.output("store show books") == [#"2   {"isbn":"2","title":"Dune"}"#, #"10  {"isbn":"10","title":"Emma"}"#])
    #expect(
      harness.output("store show --json books") == [
        "[", "  {", #"    "isbn" : "2","#, #"    "title" : "Dune""#, "  },", "  {", #"    "isbn" : "10","#,
        #"    "title" : "Emma""#, "  }", "]",
      ])
  }

  @Test func aWrongStoreNameSuggestsTheClosest() {
    let harness = Harness(app: LibraryApp())
    #expect(harness.error("store show book").contains("no store named 'book'"))
    #expect(harness.error("store show book").contains("books"))
    #expect(harness.error("store list").contains("unknown subcommand 'list'"))
  }

  @Test func eachSessionStartsWithAnEmptyStorage() {
    let first = Harness(app: LibraryApp())
    first.run("call add isbn=2 title=Dune")
    let second = Harness(app: LibraryApp())
    #expect(second.output("store ls") == ["books    0", "shelves  0"])
  }
}
