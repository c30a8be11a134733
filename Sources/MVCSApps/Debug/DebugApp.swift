import MVCS

/// MVCTodo's debug screen as an app: "Red" and "Green" swap the content of a container.
public struct DebugApp: App {
  /// The app's name, as `mvcs --app` and `launch` take it.
  public let name = "debug"
  /// One line on what the app is, as `mvcs apps` lists it.
  public let summary = "MVCTodo's debug screen: Red and Green swap a container's content"

  /// Creates the app; it builds its screens when launched.
  public init() {}

  /// Builds the app's screens and the controllers and stores behind them, in
  /// `environment`.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TestViewController()
  }
}
