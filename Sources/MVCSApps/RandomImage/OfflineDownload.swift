import MVCS

/// One download from the ``OfflineImageSource``: ticks on the app's clock that report
/// progress a step at a time, then deliver the image or the failure.
@MainActor
final class OfflineDownload {
  /// How a download ends: with an image, or failing once it reaches a percentage.
  enum Outcome {
    case image(RandomImage)
    case failure(ImageSourceError, atPercent: Int)
  }

  private let clock: any AppClock
  private let interval: Double
  private let step: Int
  private let outcome: Outcome
  private let progress: @MainActor (Int) -> Void
  private let completion: @MainActor (Result<RandomImage, ImageSourceError>) -> Void
  private var percent = 0
  // One timer at a time: each tick schedules the next, so cancelling this one stops them all.
  private var timer: ScheduledTimer?

  init(
    clock: any AppClock, interval: Double, step: Int, outcome: Outcome,
    progress: @escaping @MainActor (Int) -> Void,
    completion: @escaping @MainActor (Result<RandomImage, ImageSourceError>) -> Void
  ) {
    self.clock = clock
    self.interval = interval
    self.step = step
    self.outcome = outcome
    self.progress = progress
    self.completion = completion
  }

  func start() {
    scheduleTick()
  }

  func cancel() {
    timer?.cancel()
    timer = nil
  }

  private func scheduleTick() {
    timer = clock.schedule(after: interval) { [weak self] in self?.tick() }
  }

  private func tick() {
    percent = min(100, percent + step)
    switch outcome {
    case .failure(let error, let failsAt) where percent >= failsAt:
      timer = nil
      completion(.failure(error))
    case .image(let image) where percent >= 100:
      timer = nil
      completion(.success(image))
    default:
      progress(percent)
      scheduleTick()
    }
  }
}
