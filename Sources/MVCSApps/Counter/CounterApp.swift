import MVCS

/// Mvce's counter: a label with the count and buttons "++" and "--" that send
/// increment and decrement events to a controller.
public struct CounterApp: App {
  /// The app's name, as `mvcs --app` and `launch` take it.
  public let name = "counter"
  /// One line on what the app is, as `mvcs apps` lists it.
  public let summary = "Mvce's counter: ++ and -- buttons send events to a controller"

  /// Creates the app; it builds its screens when launched.
  public init() {}

  /// Builds the app's screens and the controllers and stores behind them, in
  /// `environment`.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    CounterViewController()
  }
}
