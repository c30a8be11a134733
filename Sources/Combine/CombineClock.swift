import MVCS

/// The app clock Combine's time runs on: `Timer.publish`'s ticks and `RunLoop`'s scheduling,
/// so a script's `clock advance 5s` moves them and a batch run prints the same every time.
///
/// ```swift
/// let now = CombineClock.current?.now  // the app's time, nil outside any app
/// ```
///
/// A view's `onReceive` subscribes with its app's clock at hand; elsewhere it is the clock of
/// the app being launched (a model's initializer), or of the app the running command acts on
/// (an action, a timer's tick, and the tasks they start): each a task-local value the session
/// binds, so two sessions side by side never share one. Outside any app there is none, and
/// nothing scheduled on it fires: never the machine's clock.
enum CombineClock {
  /// The clock of the view subscribing now.
  @TaskLocal static var subscribing: (any AppClock)?

  /// The clock to run on now.
  static var current: (any AppClock)? {
    subscribing ?? AppLaunch.current?.environment.clock ?? AppScope.current?.clock
  }

  /// Runs `body` with `clock` as the current one.
  static func subscribing<Result>(with clock: (any AppClock)?, _ body: () -> Result) -> Result {
    guard let clock else { return body() }
    return $subscribing.withValue(clock, operation: body)
  }
}
