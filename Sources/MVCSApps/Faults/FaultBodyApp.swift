#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app: its body calls `fatalError` for a level it has no title for.
///
/// `mvcs --app fault-body`: tap `Level up` three times.
struct FaultBodyApp: App {
  var body: some Scene {
    WindowGroup { LevelView() }
  }
}

/// A player's level and its title; only three levels have one.
private struct LevelView: View {
  @State private var level = 1

  var body: some View {
    VStack {
      Text("Level \(level): \(title(for: level))")
      Button("Level up") { level += 1 }
    }
  }

  private func title(for level: Int) -> String {
    switch level {
    case 1: "Beginner"
    case 2: "Player"
    case 3: "Expert"
    default: fatalError("no title for level \(level)")
    }
  }
}
