#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A month's spending: purchases in a list you add to from a sheet and swipe away, each with
/// a screen of its own, and a summary by category in a second tab.
///
/// Written as a SwiftUI app is; `mvcs --app spending` drives it. Its purchases live as long as
/// the app runs.
public struct SpendingApp: App {
  @State private var ledger = Ledger()

  /// Makes the app.
  public init() {}

  /// One window with the purchases and their summary in tabs.
  public var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(ledger)
    }
  }
}
