#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app of SwiftUI's own kind: a comment view that shows its replies with itself,
/// passing the same comment, so it contains itself without end.
///
/// `mvcs --app fault-nested`: `show`.
struct FaultNestedApp: App {
  var body: some Scene {
    WindowGroup { CommentView(text: "First!") }
  }
}

/// A comment and, meant to be its replies, the comment again.
private struct CommentView: View {
  let text: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(text)
      CommentView(text: text)
    }
  }
}
