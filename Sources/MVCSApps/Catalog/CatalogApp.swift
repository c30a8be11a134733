import MVCS

/// A tour of the framework's generic view controllers, like UIKit's catalog sample: a list
/// of demos in a navigation controller.
///
/// Selecting a demo pushes it; swiping "Hide" removes it, and hiding every demo swaps the
/// list for an empty-state message.
public struct CatalogApp: App {
  /// The app's name, as `mvcs --app` and `launch` take it.
  public let name = "catalog"
  /// One line on what the app is, as `mvcs apps` lists it.
  public let summary = "A tour of the generic view controllers: list, message, prompt, scrolling, colours"

  /// Creates the app; it builds its screens when launched.
  public init() {}

  /// Builds the app's screens and the controllers and stores behind them, in
  /// `environment`.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    NavigationController(root: CatalogViewController())
  }
}
