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
  /// The app's name, as `mvcs --app` and `launch` take it.
  public let name = "favorites"
  /// One line on what the app is, as `mvcs apps` lists it.
  public let summary = "Saved words in a Store: add, remove, clear; they survive a relaunch"
  /// The one screen shows the stored words, so a relaunch shows it as it was.
  public let relaunchKeeps = RelaunchKeeps.screen

  /// Creates the app; it builds its screens when launched.
  public init() {}

  /// Builds the app's screens and the controllers and stores behind them, in
  /// `environment`.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    FavoritesViewController(store: Store(name: "favorites", environment: environment, cacheIdentifier: \.word))
  }
}
