#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app of SwiftUI's own kind: two `onChange` handlers that set each other's value,
/// so the screen never settles.
///
/// `mvcs --app fault-onchange`: tap `Start`, then `show`.
struct FaultOnChangeApp: App {
  var body: some Scene {
    WindowGroup { RaceView() }
  }
}

/// Two runners, each meant to stay one lap ahead of the other.
private struct RaceView: View {
  @State private var red = 0
  @State private var blue = 0

  var body: some View {
    VStack {
      Text("Red \(red) · Blue \(blue)")
      Button("Start") { red += 1 }
    }
    .onChange(of: red) { blue = red + 1 }
    .onChange(of: blue) { red = blue + 1 }
  }
}
