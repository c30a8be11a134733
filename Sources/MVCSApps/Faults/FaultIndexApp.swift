#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app: `Next` reads the question after the last, out of the array's range.
///
/// `mvcs --app fault-index`: tap `Next` three times.
struct FaultIndexApp: App {
  var body: some Scene {
    WindowGroup { QuestionsView() }
  }
}

/// Three questions shown one at a time; nothing stops at the last.
private struct QuestionsView: View {
  private let questions = ["2 × 3", "4 × 5", "6 × 7"]
  @State private var number = 0
  @State private var shown = "2 × 3"

  var body: some View {
    VStack {
      Text("Question \(number + 1): \(shown)")
      Button("Next") {
        number += 1
        shown = questions[number]
      }
    }
  }
}
