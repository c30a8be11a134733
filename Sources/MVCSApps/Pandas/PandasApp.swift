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
/// Pictures come from a built-in offline source unless the ``imageAPI`` setting
/// (`mvcs --set image-api=URL`) names a real server.
public struct PandasApp: App {
  /// What `--app` and `launch` call it.
  public let name = "pandas"
  /// The line `mvcs apps` prints.
  public let summary = "Boutique's red pandas: fetch pictures, keep favourites in a Store"

  /// The server pictures come from: `URL/random/json` answers `{width, height, key, url}`.
  public static let imageAPI = AppSetting(
    "image-api", .url(schemes: ["http", "https"]),
    help: "The Pandas app's image API (default: built-in offline pictures).")

  /// `--set image-api=URL`.
  public var settings: [AppSetting] { [Self.imageAPI] }

  /// The app; its settings come from the environment it is launched in.
  public init() {}

  /// The card and the carousel over the `imagesStore`, fetching from the offline API or the
  /// ``imageAPI`` setting's server.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let client: any ImageAPIClient =
      if let setting = environment.value(of: Self.imageAPI), let url = URL(string: setting) {
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
    return Main(images: images, settings: settings)
  }
}
