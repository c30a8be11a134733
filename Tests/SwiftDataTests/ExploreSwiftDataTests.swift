import MVCS
import MVCSShell
import MVCSTesting
import MVCSUI
import SwiftData
import Testing

/// `mvcs explore`'s store oracles over a SwiftData app: each model type is a store it reads,
/// and a list of views over models is a list of that store's items, so a swipe that deletes
/// another model than its row's is a finding, and a correct app has none.
@MainActor
@Suite struct ExploreSwiftDataTests {
  struct Shelf: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Book.title) private var books: [Book]
    /// Whether Delete takes the first book instead of the row's: the bug to find.
    let deletesTheFirst: Bool

    var body: some View {
      NavigationStack {
        List {
          ForEach(books) { book in Text(book.title) }
            .onDelete { offsets in
              for offset in offsets { modelContext.delete(books[deletesTheFirst ? 0 : offset]) }
            }
        }
        .navigationTitle("Shelf")
        .toolbar {
          Button("Add") { modelContext.insert(Book(title: "Book \(books.count + 1)")) }
        }
      }
    }
  }

  struct ShelfApp: MVCS.App {
    let name = "shelf"
    let summary = "Books"
    let deletesTheFirst: Bool
    var relaunchKeeps: RelaunchKeeps { .stores }

    func makeRootViewController(environment: AppEnvironment) -> MVCS.ViewController {
      do {
        let container = try ModelContainer(for: Book.self)
        return HostingController(
          rootView: Shelf(deletesTheFirst: deletesTheFirst).modelContainer(container), name: "root")
      } catch {
        preconditionFailure("a container in memory: \(error)")
      }
    }
  }

  @Test func aCorrectSwiftDataAppHasNoFinding() async {
    let explorer = Explorer(app: ShelfApp(deletesTheFirst: false), configuration: .init(seed: 3, steps: 600))
    let report = await explorer.run()
    #expect(report.findings.isEmpty, "\(report.findings.map(\.failure))")
  }

  @Test func aDeleteOfAnotherModelThanTheRowsIsFound() async {
    let explorer = Explorer(app: ShelfApp(deletesTheFirst: true), configuration: .init(seed: 3, steps: 600))
    let report = await explorer.run()
    let messages = report.findings.map { "\($0.failure)" }
    #expect(messages.contains { $0.contains("a delete removes its row's item and no other") }, "\(messages)")
  }

  @Test func theRowsOfAQueryListAreItsStoresItems() async {
    let shell = TestShell(app: ShelfApp(deletesTheFirst: false))
    await shell.run("tap Add")
    await shell.run("tap Add")
    await shell.expectScreen(
      """
      Shelf                                                                      [Add]
      ────────────────────────────────────────────────────────────────────────────────
        Book 1
        Book 2
      """)
    let list = try? #require(shell.session.root.allDescendants.compactMap { $0 as? ListViewController }.first)
    #expect(list?.followedRows?.store == "Book")
    #expect(list?.followedRows?.keys == ["Book-1", "Book-2"])
    #expect(list?.followsStore == false)
  }
}

extension MVCS.ViewController {
  /// Every view controller below this one, made ones.
  fileprivate var allDescendants: [MVCS.ViewController] {
    children + children.flatMap(\.allDescendants)
  }
}
