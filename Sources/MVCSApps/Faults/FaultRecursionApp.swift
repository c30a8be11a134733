#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app: a folder moved into its own subfolder is counted without end, until the
/// stack overflows.
///
/// `mvcs --app fault-recursion`: tap `Move Home into Documents`, then `Count folders`.
struct FaultRecursionApp: App {
  var body: some Scene {
    WindowGroup { FoldersView() }
  }
}

/// Folders by name, each with the names of its subfolders.
private struct FoldersView: View {
  @State private var folders = ["Home": ["Documents"], "Documents": [String]()]
  @State private var count = 0

  var body: some View {
    VStack {
      Text("\(count) folders counted")
      Button("Move Home into Documents") { folders["Documents", default: []].append("Home") }
      Button("Count folders") { count = total(in: "Home") }
    }
  }

  /// The folder and everything under it; a cycle never ends.
  private func total(in name: String) -> Int {
    1 + folders[name, default: []].map { total(in: $0) }.reduce(0, +)
  }
}
