import Foundation
import MVCS
import MVCSTesting
import MVCSUI
import Testing

@testable import SwiftData

/// `localizedStandardContains` in `#Predicate`, the search of most SwiftData apps, which
/// Foundation on Linux does not declare: a fetch and a `@Query` match case and diacritics
/// aside, and a failure names the predicate without asking Foundation to describe it.
@MainActor
@Suite struct LocalizedStandardContainsTests {
  @Test func aFetchMatchesCaseAndDiacriticsAside() throws {
    let container = try ModelContainer(
      for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    for title in ["Dune", "Émile", "The Dune Messiah", "Emma"] { context.insert(Book(title: title, pages: 100)) }
    for (search, found) in [
      ("dune", ["Dune", "The Dune Messiah"]), ("emi", ["Émile"]), ("E", ["Dune", "Emma", "The Dune Messiah", "Émile"]),
      ("x", []),
    ] {
      let descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.title.localizedStandardContains(search) })
      #expect(Set(try context.fetch(descriptor).map(\.title)) == Set(found), "\(search)")
    }
  }

  @Test func aQueryOfASearchFollowsTheFieldAndTheModels() async {
    let shell = TestShell(app: SceneApp(SearchShelfApp.self), width: 50, height: 10)
    await shell.run("tap 'Add Dune'")
    await shell.run("tap 'Add Emma'")
    await shell.run("fill Search DU")
    await shell.expectScreen(
      """
      Found: 1       [Add Dune] [Add Emma] [Add Messiah]
      ──────────────────────────────────────────────────
      Search: [DU                                      ]
        Dune
      """)
    // A model inserted after the search was typed is matched as it comes.
    await shell.run("tap 'Add Messiah'")
    await shell.run("expect shows 'Found: 2'")
    await shell.run("expect shows 'Dune Messiah'")
  }
}

struct SearchShelfApp: MVCSUI.App {
  var body: some Scene {
    WindowGroup { SearchShelfView() }
      .modelContainer(for: Book.self)
  }
}

struct SearchShelfView: View {
  @Environment(\.modelContext) private var modelContext
  @State private var search = ""

  var body: some View {
    NavigationStack {
      VStack {
        TextField("Search", text: $search)
        SearchResults(search: search)
      }
      .toolbar {
        Button("Add Dune") { modelContext.insert(Book(title: "Dune", pages: 412)) }
        Button("Add Emma") { modelContext.insert(Book(title: "Emma", pages: 200)) }
        Button("Add Messiah") { modelContext.insert(Book(title: "Dune Messiah", pages: 256, isbn: "9780441172696")) }
      }
    }
  }
}

/// The books whose title holds `search`: a query made in the initializer, as apps write it
/// (`_books = Query(…)` beside `@Query`, which needs the trait Macros; here its property).
struct SearchResults: View {
  private let books: Query<Book, [Book]>

  init(search: String) {
    books = Query(filter: #Predicate<Book> { $0.title.localizedStandardContains(search) }, sort: \Book.title)
  }

  var body: some View {
    List {
      ForEach(books.wrappedValue) { Text($0.title) }
    }
    .navigationTitle("Found: \(books.wrappedValue.count)")
  }
}
