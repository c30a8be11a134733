import Foundation
import Synchronization

/// An app's notion of time: what `now` is, and timers that fire on the main actor.
///
/// Apps read dates and start delays through their environment's clock, never `Date()` or
/// `Task.sleep` directly, so a script can run them on a ``VirtualClock`` and see the same
/// output every time:
///
/// ```swift
/// environment.clock.schedule(after: 0.5) { [weak self] in self?.progress += 0.1 }
/// ```
public protocol AppClock: Sendable {
  var now: Date { get }
  /// Runs `action` on the main actor once `delay` seconds have passed on this clock.
  @discardableResult
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void) -> ScheduledTimer
  /// How many timers have not fired nor been cancelled.
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
}

/// A timer started with ``AppClock/schedule(after:_:)``; cancelling it stops it firing.
public final class ScheduledTimer: Sendable {
  private let state = Mutex(false)

  /// A timer not yet cancelled.
  public init() {}

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
  /// How many timers are still to fire.
  public var pendingTimers: Int { pending.withLock { $0.timers.count } }

  /// Runs `action` on the main actor after `delay` real seconds.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
    -> ScheduledTimer
  {
    let timer = ScheduledTimer()
    let number = pending.withLock { pending in
      pending.next += 1
      pending.timers[pending.next] = timer
      return pending.next
    }
    Task { @MainActor [self] in
      try? await Task.sleep(for: .seconds(max(0, delay)))
      pending.withLock { _ = $0.timers.removeValue(forKey: number) }
      if !timer.isCancelled { action() }
    }
    return timer
  }

  /// Cancels every timer not yet fired.
  public func cancelAllTimers() {
    for timer in pending.withLock({ $0.timers.values }) { timer.cancel() }
  }
}
