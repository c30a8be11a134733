#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A times-tables quiz: choose the tables and how many questions, answer them on a keypad,
/// and see each round's answers afterwards.
///
/// Written as a SwiftUI app is; `mvcs --app tables` drives it.
public struct TablesApp: App {
  /// Makes the app.
  public init() {}

  /// One window showing the quiz.
  public var body: some Scene {
    WindowGroup {
      QuizView()
    }
  }
}
