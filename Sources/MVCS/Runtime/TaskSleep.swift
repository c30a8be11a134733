import Synchronization

/// `Task.sleep` as an app's code calls it, sleeping on the app's clock.
///
/// An iOS app waits with the standard library's `Task.sleep`: a poll every minute in a view's
/// `task`, a debounce, a pretend network delay. Slept in real time, a script's output would
/// depend on how fast the machine ran it, and the shell could not tell such a task from one
/// that is busy, so every command gave it its whole bound of turns to finish. These overloads
/// shadow the standard library's for code that imports mvcs, with the same spelling: during a
/// command (an `AppScope`), a sleep on the continuous or suspending clock sleeps on the
/// app's clock instead, so `clock advance` and `wait` move it on a ``VirtualClock``, and a task
/// the runtime started (a view's `task`, ``Runtime/spawn(_:)``) counts as blocked meanwhile:
///
/// ```swift
/// struct Inbox: View {
///   @State private var checks = 0
///
///   var body: some View {
///     Text("Checked \(checks) times").task {
///       while !Task.isCancelled {
///         checks += 1
///         try? await Task.sleep(for: .seconds(60))  // `clock advance 1m` wakes it
///       }
///     }
///   }
/// }
/// ```
///
/// Everywhere else the standard library's sleep runs: outside any command (a test's own
/// code), with another clock, and inside ``Runtime/external(_:)``, whose work waits on the
/// outside world in real time. Cancelling a sleeping task wakes it with `CancellationError`,
/// as the standard library's does.
extension Task where Success == Never, Failure == Never {
  /// Suspends the current task for `duration` on `clock`; during an app's command, on the
  /// app's clock when `clock` is the continuous or suspending one (see the extension).
  public static func sleep<C: Clock>(
    for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    if let seconds = AppSleep.seconds(duration, on: clock), let scope = AppSleep.scope {
      try await AppSleep.sleep(for: seconds, in: scope)
    } else {
      try await clock.sleep(for: duration, tolerance: tolerance)
    }
  }

  /// Suspends the current task until `deadline` on `clock`; during an app's command, on the
  /// app's clock when `clock` is the continuous or suspending one (see the extension).
  public static func sleep<C: Clock>(
    until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    if let seconds = AppSleep.seconds(clock.now.duration(to: deadline), on: clock), let scope = AppSleep.scope {
      try await AppSleep.sleep(for: seconds, in: scope)
    } else {
      try await clock.sleep(until: deadline, tolerance: tolerance)
    }
  }

  /// Suspends the current task for `duration` nanoseconds; during an app's command, on the
  /// app's clock (see the extension).
  public static func sleep(nanoseconds duration: UInt64) async throws {
    if let scope = AppSleep.scope {
      try await AppSleep.sleep(for: Double(duration) / 1e9, in: scope)
    } else {
      try await ContinuousClock().sleep(for: .nanoseconds(duration))
    }
  }
}

/// Where an app's `Task.sleep` sleeps: what the overloads above ask.
package enum AppSleep {
  /// Set while work waits on the outside world (``Runtime/external(_:)``): its sleeps are real.
  @TaskLocal package static var isExternal = false
  /// The runtime's task running now and the ones it starts, which each check whether they are
  /// it (``SpawnedTask/isCurrent``).
  @TaskLocal package static var spawned: SpawnedTask?

  /// The scope whose clock a sleep runs on now, or nil for a real sleep.
  static var scope: AppScope? { isExternal ? nil : AppScope.current }

  /// `duration` in seconds when `clock` is one of the standard library's real clocks, or nil
  /// for another (a test's clock, which sleeps as it says).
  static func seconds<C: Clock>(_ duration: C.Instant.Duration, on clock: C) -> Double? {
    guard clock is ContinuousClock || clock is SuspendingClock, let duration = duration as? Duration else {
      return nil
    }
    let (seconds, attoseconds) = duration.components
    return max(0, Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// Sleeps `seconds` on `scope`'s clock, counted as blocked by the runtime when the caller
  /// is a task it started.
  @MainActor
  static func sleep(for seconds: Double, in scope: AppScope) async throws {
    // No time to wait: a turn, as the standard library's sleep of no time is, not a timer
    // that only a move of the clock would fire.
    guard seconds > 0 else {
      try Task.checkCancellation()
      await Task.yield()
      return
    }
    let spawned = spawned.flatMap { $0.isCurrent ? $0 : nil }
    try await sleep(for: seconds, on: scope.clock, counting: spawned?.runtime)
  }

  /// Sleeps `seconds` on `clock`; `runtime`, if any, counts the caller as blocked meanwhile.
  ///
  /// Throws `CancellationError` when cancelled.
  @MainActor
  static func sleep(for seconds: Double, on clock: any AppClock, counting runtime: Runtime?) async throws {
    try Task.checkCancellation()
    let waker = Waker(runtime: runtime)
    runtime?.block()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
        waker.continuation = continuation
        let timer = clock.schedule(after: seconds) { waker.resume(with: .success(())) }
        waker.hold(timer)
      }
    } onCancel: {
      // The timer is stopped here, on the cancelling thread, so that no move of the clock
      // fires it before the sleeper hears of its cancellation on the main actor.
      waker.cancelTimer()
      Task { @MainActor in waker.resume(with: .failure(CancellationError())) }
    }
  }
}

/// A task ``Runtime/spawn(_:)`` started, while it runs: the one of its tasks that the runtime
/// counts, as the tasks it starts in turn inherit its task-local values, this one among them.
@MainActor
package final class SpawnedTask {
  unowned let runtime: Runtime
  /// The task's identity while it runs (a running task's address is no other's).
  private let identity: Int?
  /// Whether the task has ended, after which another task may have its address.
  var hasEnded = false

  /// The task running now, started by `runtime`.
  init(runtime: Runtime) {
    self.runtime = runtime
    identity = withUnsafeCurrentTask { $0?.hashValue }
  }

  /// Whether the caller is this task.
  var isCurrent: Bool {
    !hasEnded && identity != nil && withUnsafeCurrentTask { $0?.hashValue } == identity
  }
}

/// Resumes a sleeping task once, from its timer or from its cancellation, whichever comes first.
@MainActor
private final class Waker {
  /// What counts the sleeper as blocked until it wakes, if anything.
  weak var runtime: Runtime?
  var continuation: CheckedContinuation<Void, Error>?
  /// The sleep's timer, and whether the sleep was cancelled: set from the cancelling thread.
  private nonisolated let timer = Mutex((timer: ScheduledTimer?.none, isCancelled: false))

  init(runtime: Runtime?) {
    self.runtime = runtime
  }

  /// Keeps `timer`, or stops it at once if the sleep was cancelled before it was made.
  func hold(_ timer: ScheduledTimer) {
    let isCancelled = self.timer.withLock { state in
      state.timer = timer
      return state.isCancelled
    }
    if isCancelled { timer.cancel() }
  }

  /// Stops the timer, from whichever thread cancels the sleep.
  nonisolated func cancelTimer() {
    let timer = timer.withLock { state in
      state.isCancelled = true
      return state.timer
    }
    timer?.cancel()
  }

  func resume(with result: Result<Void, Error>) {
    guard let continuation else { return }
    self.continuation = nil
    // Counted as runnable from the moment it is woken, so a settle runs it.
    runtime?.wake()
    continuation.resume(with: result)
  }
}
