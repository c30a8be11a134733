#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app: removing the selected name force-unwraps a selection that may be `nil`.
///
/// `mvcs --app fault-unwrap`: tap `Remove selected` before choosing a name.
struct FaultUnwrapApp: App {
  var body: some Scene {
    WindowGroup { NamesView() }
  }
}

/// Names to choose from, and a button that removes the chosen one.
private struct NamesView: View {
  @State private var names = ["Ada", "Grace", "Edsger"]
  @State private var selected: Int?

  var body: some View {
    VStack {
      Text(selected.map { "Chosen: \(names[$0])" } ?? "Nobody chosen")
      Button("Choose the first") { selected = names.isEmpty ? nil : 0 }
      Button("Remove selected") {
        // swift-format-ignore: NeverForceUnwrap
        names.remove(at: selected!)
        selected = nil
      }
    }
  }
}
