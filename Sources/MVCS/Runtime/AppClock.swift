import Foundation
import Synchronization

/// An app's notion of time: what `now` is, and timers that fire on the main actor.
///
/// Apps read dates and start delays through their environment's clock, never `Date()`
/// directly (an app's `Task.sleep` sleeps on it: TaskSleep.swift), so a script can run them on
/// a ``VirtualClock`` and see the same output every time:
///
/// ```swift
/// environment.clock.schedule(after: 0.5) { [weak self] in self?.progress += 0.1 }
/// ```
public protocol AppClock: Sendable {
  var now: Date { get }
  /// Runs `action` on the main actor once `delay` seconds have passed on this clock.
  @discardableResult
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void) -> ScheduledTimer
  /// Runs `action` on the main actor once `delay` seconds have passed, as one tick of a timer
  /// that repeats (`Timer.publish`'s): work that never finishes, so ``pendingTimers`` leaves it
  /// out and `wait` does not wait for it, as it does not on iOS.
  @discardableResult
  func scheduleTick(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void) -> ScheduledTimer
  /// How many timers have not fired nor been cancelled, ticks of repeating timers left out:
  /// the work that will finish.
  var pendingTimers: Int { get }
  /// This clock as one a script can move (``MovableClock``), or nil for the real clock.
  var movable: (any MovableClock)? { get }
  /// Cancels every timer not yet fired: a relaunch does, so no timer of the app it replaces
  /// fires into the new one.
  func cancelAllTimers()
}

extension AppClock {
  /// Nil: a clock is real unless it says it can be moved.
  public var movable: (any MovableClock)? { nil }

  /// A tick scheduled as any timer: a clock that does not tell ticks apart counts them pending.
  @discardableResult
  public func scheduleTick(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
    -> ScheduledTimer
  {
    schedule(after: delay, action)
  }
}

/// A timer started with ``AppClock/schedule(after:_:)``; cancelling it stops it firing.
public final class ScheduledTimer: Sendable {
  private let state = Mutex(false)
  /// Whether this is a tick of a timer that repeats (``AppClock/scheduleTick(after:_:)``).
  public let repeats: Bool

  /// A timer not yet cancelled.
  public convenience init() { self.init(repeats: false) }

  /// A timer not yet cancelled; `repeats` if it is a tick of a timer that repeats.
  public init(repeats: Bool) {
    self.repeats = repeats
  }

  /// Stops the timer from firing.
  public func cancel() { state.withLock { $0 = true } }
  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { state.withLock { $0 } }
}

/// The machine's clock, for interactive sessions: timers fire in real time while the
/// prompt waits.
public final class SystemClock: AppClock {
  /// The timers not yet fired, by the number each was scheduled with.
  private let pending = Mutex((next: 0, timers: [Int: ScheduledTimer]()))

  /// The machine's clock.
  public init() {}

  /// The machine's time now.
  public var now: Date { Date() }
  /// How many timers are still to fire, ticks of repeating timers left out.
  public var pendingTimers: Int { pending.withLock { $0.timers.values.filter { !$0.repeats }.count } }

  /// Runs `action` on the main actor after `delay` real seconds.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
    -> ScheduledTimer
  {
    schedule(ScheduledTimer(), after: delay, action)
  }

  /// Runs `action` on the main actor after `delay` real seconds, as a tick of a repeating timer.
  @discardableResult
  public func scheduleTick(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
    -> ScheduledTimer
  {
    schedule(ScheduledTimer(repeats: true), after: delay, action)
  }

  private func schedule(
    _ timer: ScheduledTimer, after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void
  ) -> ScheduledTimer {
    let number = pending.withLock { pending in
      pending.next += 1
      pending.timers[pending.next] = timer
      return pending.next
    }
    // Not work a command started (`Runtime.actionWork`): a timer is counted as one.
    _ = AppScope.untracked {
      Task { @MainActor [self] in
        // The machine's clock itself, not `Task.sleep`, which sleeps on the app's clock (TaskSleep.swift).
        try? await ContinuousClock().sleep(for: .seconds(max(0, delay)))
        pending.withLock { _ = $0.timers.removeValue(forKey: number) }
        if !timer.isCancelled { action() }
      }
    }
    return timer
  }

  /// Cancels every timer not yet fired.
  public func cancelAllTimers() {
    for timer in pending.withLock({ $0.timers.values }) { timer.cancel() }
  }
}
