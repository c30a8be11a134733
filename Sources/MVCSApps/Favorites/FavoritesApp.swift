import MVCS

/// The smallest app with a Store: a list of saved words that survives a relaunch.
///
/// ```text
/// launch favorites
/// call add word=panda
/// relaunch
/// show          # Favorites / ──── / panda
/// ```
public struct FavoritesApp: App {
  public let name = "favorites"
  public let summary = "Saved words in a Store: add, remove, clear; they survive a relaunch"

  public init() {}

  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    FavoritesViewController(store: Store(name: "favorites", environment: environment, cacheIdentifier: \.word))
  }
}
