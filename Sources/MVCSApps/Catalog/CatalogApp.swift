import MVCS

/// A tour of the framework's generic view controllers, like UIKit's catalog sample: a list
/// of demos in a navigation controller. Selecting a demo pushes it; swiping "Hide" removes
/// it, and hiding every demo swaps the list for an empty-state message.
public struct CatalogApp: App {
  public let name = "catalog"
  public let summary = "A tour of the generic view controllers: list, message, prompt, scrolling, colours"

  public init() {}

  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    NavigationController(root: CatalogViewController())
  }
}
