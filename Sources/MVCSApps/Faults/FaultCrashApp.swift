#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app: splitting a bill among nobody divides by zero, in an action.
///
/// `mvcs --app fault-crash`: tap `-` twice, then `Split 120`.
struct FaultCrashApp: App {
  var body: some Scene {
    WindowGroup { SplitView() }
  }
}

/// The bill and the people who share it; the stepper has no lower bound.
private struct SplitView: View {
  @State private var people = 2
  @State private var share = 0

  var body: some View {
    VStack {
      Stepper("\(people) people", value: $people)
      Button("Split 120") {
        share = 120 / people
      }
      Text("Each pays \(share)")
    }
  }
}
