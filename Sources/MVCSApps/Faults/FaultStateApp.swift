#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app of SwiftUI's own kind: a body that counts its drawings in the state it shows,
/// so every drawing asks for another (SwiftUI warns "Modifying state during view update").
///
/// `mvcs --app fault-state`: `show`.
struct FaultStateApp: App {
  var body: some Scene {
    WindowGroup { VisitsView() }
  }
}

/// A page meant to say how often it was opened, counting in its body instead of `onAppear`.
private struct VisitsView: View {
  @State private var visits = 0

  var body: some View {
    visits += 1
    return VStack {
      Text("Welcome back")
      Text("Seen \(visits) times")
    }
  }
}
