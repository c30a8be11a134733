import MVCS

/// Mvce's counter: a label with the count and buttons "++" and "--" that send
/// increment and decrement events to a controller.
public struct CounterApp: App {
  public let name = "counter"
  public let summary = "Mvce's counter: ++ and -- buttons send events to a controller"

  public init() {}

  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    CounterViewController()
  }
}
