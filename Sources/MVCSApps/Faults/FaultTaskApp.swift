#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app of SwiftUI's own kind: a `task` that polls for ever, so it is still running
/// when a script ends (named there, never waited for).
///
/// `mvcs --app fault-task`: `show`, then the end of the script.
struct FaultTaskApp: App {
  var body: some Scene {
    WindowGroup { InboxView() }
  }
}

/// An inbox that checks for mail every minute for as long as it is on screen.
private struct InboxView: View {
  @State private var checks = 0

  var body: some View {
    Text("Checked \(checks) times")
      .task {
        while !Task.isCancelled {
          checks += 1
          try? await Task.sleep(for: .seconds(60))
        }
      }
  }
}
