import MVCS

/// MVCTodo's debug screen as an app: "Red" and "Green" swap the content of a container.
public struct DebugApp: App {
  public let name = "debug"
  public let summary = "MVCTodo's debug screen: Red and Green swap a container's content"

  public init() {}

  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TestViewController()
  }
}
