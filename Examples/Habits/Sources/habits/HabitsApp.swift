import HabitsKit

#if canImport(SwiftUI)
  import SwiftUI
#else
  import MVCSUI
#endif

/// The app: on iOS, its window; on Linux, the whole mvcs command line over it (`habits` is the
/// shell, `habits run Scripts/` the flows, `habits mcp` an agent's server).
@main
struct HabitsApp: App {
  /// What `habits --version` prints.
  static let version = "0.3.0"

  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
