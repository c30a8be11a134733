/// Where RandomImage gets its pictures: a network client, or the built-in
/// ``OfflineImageSource``.
///
/// The controller only talks to this, so the app runs and tests the same with either.
@MainActor
protocol ImageSource: AnyObject {
  /// Starts fetching an image. `progress` hears how much has arrived, in percent, then
  /// `completion` hears the outcome once; after the request is cancelled, neither is called.
  func requestImage(
    progress: @escaping @MainActor (Int) -> Void,
    completion: @escaping @MainActor (Result<RandomImage, ImageSourceError>) -> Void
  ) -> ImageRequest
}

/// Why a download produced no image, in words fit to show the user.
struct ImageSourceError: Error, Sendable, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
