import MVCS

/// Mvce's RandomImage: one button downloads an image with progress, stops the download, or
/// downloads another; images come from the offline source, on the app's clock.
public struct RandomImageApp: App {
  /// The app's name, as `mvcs --app` and `launch` take it.
  public let name = "randomimage"
  /// One line on what the app is, as `mvcs apps` lists it.
  public let summary = "Mvce's RandomImage: download an image with progress, Stop, download another"

  /// Creates the app; it builds its screens when launched.
  public init() {}

  /// Builds the app's screens and the controllers and stores behind them, in
  /// `environment`.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let source = OfflineImageSource(clock: environment.clock)
    return RandomImageViewController(
      controller: ImageController(source: source), failNextRequest: { source.failNextRequest() })
  }
}
