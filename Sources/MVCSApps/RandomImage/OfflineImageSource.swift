import MVCS

/// The image source that needs no network: the N-th request gets the N-th image of
/// ``OfflineImages`` (round and round), arriving 10% every 100 ms on the app's clock, so
/// `clock advance 300ms` in a script shows 30% and `wait` shows the image.
///
/// A request can be told to fail, to reach the error state without a flaky server:
///
/// ```swift
/// let source = OfflineImageSource(clock: environment.clock, failingRequests: [3])
/// source.failNextRequest()  // or decide as you go
/// ```
@MainActor
final class OfflineImageSource: ImageSource {
  /// Time between two progress reports, in seconds.
  static let tickInterval = 0.1
  /// Percent arriving with each report.
  static let step = 10
  /// Where a failing download stops.
  static let failurePercent = 50
  static let failure = ImageSourceError("the connection was lost")

  private let clock: any AppClock
  private let images: [RandomImage]
  private var failingRequests: Set<Int>
  // Downloads are kept here too, so an abandoned request still finishes, as a network one would.
  private var downloads: [Int: OfflineDownload] = [:]
  /// How many requests were made; request numbers start at 1.
  private(set) var requestCount = 0

  /// `failingRequests` are request numbers, counted from 1, that end in ``failure``.
  init(clock: any AppClock, images: [RandomImage] = OfflineImages.all, failingRequests: Set<Int> = []) {
    precondition(!images.isEmpty, "an image source needs images to hand out")
    self.clock = clock
    self.images = images
    self.failingRequests = failingRequests
  }

  /// Makes the next request fail halfway.
  func failNextRequest() {
    failingRequests.insert(requestCount + 1)
  }

  /// The image request `number` (from 1) gets, when it does not fail.
  func image(forRequest number: Int) -> RandomImage {
    images[(number - 1) % images.count]
  }

  func requestImage(
    progress: @escaping @MainActor (Int) -> Void,
    completion: @escaping @MainActor (Result<RandomImage, ImageSourceError>) -> Void
  ) -> ImageRequest {
    requestCount += 1
    let number = requestCount
    let outcome: OfflineDownload.Outcome =
      failingRequests.contains(number)
      ? .failure(Self.failure, atPercent: Self.failurePercent) : .image(image(forRequest: number))
    let download = OfflineDownload(
      clock: clock, interval: Self.tickInterval, step: Self.step, outcome: outcome, progress: progress,
      completion: { [weak self] result in
        self?.downloads[number] = nil
        completion(result)
      })
    downloads[number] = download
    download.start()
    return ImageRequest { [weak self] in
      download.cancel()
      self?.downloads[number] = nil
    }
  }
}
