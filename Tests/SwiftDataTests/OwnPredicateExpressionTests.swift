import Foundation
import MVCS
import MVCSTesting
import MVCSUI
import SwiftData
import Testing

/// A predicate built from an expression type of the app's own (`StandardPredicateExpression`,
/// as a helper for a test Foundation lacks would be): `@Query` follows it, and never asks
/// Foundation to describe it, which stops the process for a type Foundation did not make.
@MainActor
@Suite struct OwnPredicateExpressionTests {
  @Test func aQueryOverAnExpressionOfTheAppsOwnFiltersAndFollowsChanges() async {
    let shell = TestShell(app: SceneApp(PrefixShelfApp.self), width: 50, height: 10)
    await shell.run("tap 'Add Dune'")
    await shell.run("tap 'Add Emma'")
    await shell.run("tap 'Add Dracula'")
    await shell.expectScreen(
      """
      D books: 2     [Add Dune] [Add Emma] [Add Dracula]
      ──────────────────────────────────────────────────
        Dracula
        Dune
      """)
  }
}

/// Whether a string starts with a prefix: an expression type of the app's own.
struct StartsWith: StandardPredicateExpression {
  let base: PredicateExpressions.KeyPath<PredicateExpressions.Variable<Book>, String>
  let prefix: String

  func evaluate(_ bindings: PredicateBindings) throws -> Bool {
    try base.evaluate(bindings).hasPrefix(prefix)
  }
}

struct PrefixShelfApp: MVCSUI.App {
  var body: some Scene {
    WindowGroup { PrefixShelfView() }
      .modelContainer(for: Book.self)
  }
}

struct PrefixShelfView: View {
  @Environment(\.modelContext) private var modelContext
  @Query(
    filter: Predicate<Book> { book in
      StartsWith(base: PredicateExpressions.build_KeyPath(root: book, keyPath: \.title), prefix: "D")
    }, sort: \Book.title) private var books: [Book]

  var body: some View {
    NavigationStack {
      List {
        ForEach(books) { book in Text(book.title) }
      }
      .navigationTitle("D books: \(books.count)")
      .toolbar {
        Button("Add Dune") { modelContext.insert(Book(title: "Dune", pages: 412)) }
        Button("Add Emma") { modelContext.insert(Book(title: "Emma", pages: 200)) }
        Button("Add Dracula") { modelContext.insert(Book(title: "Dracula", pages: 418)) }
      }
    }
  }
}
