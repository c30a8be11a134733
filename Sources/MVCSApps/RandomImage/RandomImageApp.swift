import MVCS

/// Mvce's RandomImage: one button downloads an image with progress, stops the download, or
/// downloads another; images come from the offline source, on the app's clock.
public struct RandomImageApp: App {
  public let name = "randomimage"
  public let summary = "Mvce's RandomImage: download an image with progress, Stop, download another"

  public init() {}

  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let source = OfflineImageSource(clock: environment.clock)
    return RandomImageViewController(
      controller: ImageController(source: source), failNextRequest: { source.failNextRequest() })
  }
}
