#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A word game: make words from the letters of a longer one, against the clock.
///
/// Written as a SwiftUI app is; `mvcs --app words` drives it.
public struct WordsApp: App {
  /// Makes the app.
  public init() {}

  /// One window showing the games.
  public var body: some Scene {
    WindowGroup {
      GamesView()
    }
  }
}
