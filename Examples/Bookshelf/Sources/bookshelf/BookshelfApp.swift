import BookshelfKit
import SwiftData
import SwiftUI

/// The app: on iOS, its window over its books; on Linux, the whole mvcs command line over it
/// (`bookshelf` is the shell, `bookshelf run Scripts/` the flows, `bookshelf mcp` an agent's
/// server), its books kept in the session's storage (`--store FILE` to keep them).
@main
struct BookshelfApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
    .modelContainer(for: Book.self)
  }
}
