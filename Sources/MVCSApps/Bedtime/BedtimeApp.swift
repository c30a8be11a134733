#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// Works out when to go to bed: when you want to wake up, how much sleep you need, how long
/// you take to fall asleep and how much coffee you drank, and the bedtime in an alert.
///
/// Written as a SwiftUI app is; `mvcs --app bedtime` drives it.
public struct BedtimeApp: App {
  /// Makes the app.
  public init() {}

  /// One window showing the routine.
  public var body: some Scene {
    WindowGroup {
      RoutineView()
    }
  }
}
