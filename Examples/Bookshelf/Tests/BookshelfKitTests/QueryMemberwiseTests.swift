import BookshelfKit
import MVCSTesting
import SwiftData
import SwiftUI
import Testing

/// A view with a `@Query private var` is made by another type through its memberwise
/// initializer, as with SwiftData's `@Query`: the query beside the property does not make
/// that initializer private (this file does not compile if it does).
@MainActor
@Suite struct QueryMemberwiseTests {
  struct Shelf: App {
    var body: some Scene {
      WindowGroup { ShelfCount(heading: "On the shelf") }
        .modelContainer(for: Book.self)
    }
  }

  @Test func aViewWithAPrivateQueryIsMadeByAnotherType() async {
    let shell = TestShell(app: SceneApp(Shelf.self), width: 30, height: 4)
    await shell.expectScreen(
      """
      On the shelf: 0 books
      """)
  }
}

/// A heading over how many books there are.
struct ShelfCount: View {
  @Query private var books: [Book]
  let heading: String

  var body: some View {
    Text("\(heading): \(books.count) books")
  }
}
