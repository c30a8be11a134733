import Foundation
import MVCS

/// Boutique's red panda demo as an MVCS app: a card fetches random red panda pictures, its
/// "Favorite" keeps one in a Store, and a carousel above shows the favourites, newest first.
///
/// ```text
/// launch pandas
/// clock advance 500ms # the offline API takes half a second per request: now downloading
/// clock advance 500ms # the first picture is there
/// tap Favorite        # saved, and the next one is on its way
/// relaunch            # the favourites are still there
/// ```
///
/// Pictures come from a built-in offline source unless the environment's `image-api` setting
/// (`mvcs --image-api URL`) names a real server.
public struct PandasApp: App {
  /// The app's name, as `mvcs --app` and `launch` take it.
  public let name = "pandas"
  /// One line on what the app is, as `mvcs apps` lists it.
  public let summary = "Boutique's red pandas: fetch pictures, keep favourites in a Store"

  /// Creates the app; it builds its screens when launched.
  public init() {}

  /// Builds the app's screens and the controllers and stores behind them, in
  /// `environment`.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let client: any ImageAPIClient =
      if let setting = environment.settings["image-api"], let url = URL(string: setting) {
        HTTPImageAPI(baseURL: url)
      } else {
        OfflineImageAPI()
      }
    let images = ImagesController(
      store: Store(name: "imagesStore", environment: environment, cacheIdentifier: \.id), client: client,
      environment: environment)
    let settings = PandasSettings(environment: environment)
    environment.runtime.spawn { [clock = environment.clock] in
      try? await settings.recordLaunch(at: clock.now)
    }
    return PandasViewController(images: images, settings: settings)
  }
}
