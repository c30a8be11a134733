#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// Splits a restaurant check, tip included, among the people at the table: a form with a
/// currency field, a picker for the party's size, a segmented picker for the tip and the
/// share each person pays, worked out as the values change.
///
/// Written as a SwiftUI app is; `mvcs --app tipsplit` drives it.
public struct TipSplitApp: App {
  /// Makes the app.
  public init() {}

  /// One window showing the check.
  public var body: some Scene {
    WindowGroup {
      CheckView()
    }
  }
}
