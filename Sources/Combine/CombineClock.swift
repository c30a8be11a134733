import MVCS
import Synchronization

/// The app clock Combine's time runs on: `Timer.publish`'s ticks and `RunLoop`'s scheduling,
/// so a script's `clock advance 5s` moves them and a batch run prints the same every time.
///
/// ```swift
/// let now = CombineClock.current?.now  // the app's time, nil outside any app
/// ```
///
/// A view's `onReceive` subscribes with its app's clock at hand; elsewhere (a model's
/// initializer) it is the clock of the app being launched, or else of the app whose view
/// subscribed last. Outside any app there is none, and nothing scheduled on it fires: never
/// the machine's clock.
enum CombineClock {
  /// The clock of the view subscribing now.
  @TaskLocal static var subscribing: (any AppClock)?
  /// The clock of the app whose view subscribed last.
  private static let latest = Mutex<(any AppClock)?>(nil)

  /// The clock to run on now.
  static var current: (any AppClock)? {
    subscribing ?? AppLaunch.current?.environment.clock ?? latest.withLock { $0 }
  }

  /// Runs `body` with `clock` as the current one, and keeps it for code outside any view.
  static func subscribing<Result>(with clock: (any AppClock)?, _ body: () -> Result) -> Result {
    guard let clock else { return body() }
    latest.withLock { $0 = clock }
    return $subscribing.withValue(clock, operation: body)
  }
}
