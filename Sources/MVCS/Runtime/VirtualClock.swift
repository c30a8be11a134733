import Foundation
import Synchronization

/// A clock that moves only when told to, as a test clock does: what scripts and batch runs
/// use, so relative dates and timers come out the same on every run.
///
/// It starts at 2026-01-01T09:00:00Z unless told otherwise. Timers fire, in the order they
/// fall due (ties in the order they were scheduled), when time is moved past them:
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: 2) { print("two seconds later") }
/// clock.advance(by: 5)      // prints, and `now` is 09:00:05
/// ```
///
/// Time is kept in whole microseconds: a `Date` is a `Double`, and ten steps of 0.1 s do not
/// add up to exactly one second, so a timer due after three 100 ms steps could otherwise miss
/// `advance(by: 0.3)`.
public final class VirtualClock: AppClock {
  /// 2026-01-01T09:00:00Z, where batch runs start.
  public static let batchStart = Date(timeIntervalSince1970: 1_767_258_000)

  private struct Timer {
    let due: Date
    let sequence: Int
    let handle: ScheduledTimer
    let action: @MainActor @Sendable () -> Void
  }

  private struct State {
    var now: Date
    var timers: [Timer] = []
    var nextSequence = 0
  }

  /// Where this clock started; a new session on the same settings starts there again.
  public let start: Date
  private let state: Mutex<State>

  /// A clock standing at `start`, rounded down to the whole second.
  public init(start: Date = VirtualClock.batchStart) {
    self.start = Self.whole(start)
    state = Mutex(State(now: self.start))
  }

  /// The clock's time: moves only when told to.
  public var now: Date { state.withLock { $0.now } }

  /// How many timers are still to fire, ticks of repeating timers left out: the work that
  /// will finish.
  public var pendingTimers: Int {
    state.withLock { $0.timers.filter { !$0.handle.isCancelled && !$0.handle.repeats }.count }
  }

  /// When the next pending timer falls due, if any.
  public var nextDue: Date? {
    state.withLock { $0.timers.filter { !$0.handle.isCancelled }.map(\.due).min() }
  }

  /// Cancels every timer not yet fired.
  public func cancelAllTimers() {
    state.withLock { state in
      for timer in state.timers { timer.handle.cancel() }
      state.timers.removeAll()
    }
  }

  /// Runs `action` on the main actor once the clock is moved `delay` seconds on.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
    -> ScheduledTimer
  {
    schedule(ScheduledTimer(), after: delay, action)
  }

  /// Runs `action` on the main actor once the clock is moved `delay` seconds on, as a tick of
  /// a timer that repeats: it fires as any timer, and ``pendingTimers`` leaves it out.
  @discardableResult
  public func scheduleTick(after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void)
    -> ScheduledTimer
  {
    schedule(ScheduledTimer(repeats: true), after: delay, action)
  }

  private func schedule(
    _ handle: ScheduledTimer, after delay: TimeInterval, _ action: @escaping @MainActor @Sendable () -> Void
  ) -> ScheduledTimer {
    state.withLock { state in
      state.timers.append(
        Timer(
          due: Self.whole(state.now.addingTimeInterval(max(0, delay))), sequence: state.nextSequence, handle: handle,
          action: action))
      state.nextSequence += 1
    }
    return handle
  }

  /// Moves time forward by `interval`, firing every timer that falls due on the way, each
  /// with `now` at its due time; timers those timers start fire too if they fall due in time.
  @MainActor
  public func advance(by interval: TimeInterval) {
    advance(by: interval, firingAtMost: .max)
  }

  /// Moves time forward by `interval` as ``advance(by:)`` does, firing at most `limit` timers.
  ///
  /// Past them, time stays at the last one fired. Returns how many fired.
  ///
  /// A timer that schedules itself again with no delay would otherwise fire for ever at one
  /// instant, and one every 0.5 s fires 172,800 times in a day.
  @MainActor
  @discardableResult
  public func advance(by interval: TimeInterval, firingAtMost limit: Int) -> Int {
    let target = Self.whole(now.addingTimeInterval(max(0, interval)))
    var fired = 0
    while fired < limit, let timer = takeNextTimer(dueBy: target) {
      timer.action()
      fired += 1
    }
    if fired < limit || nextDue.map({ $0 > target }) ?? true {
      state.withLock { $0.now = max($0.now, target) }
    }
    return fired
  }

  /// Fires each tick of a repeating timer that falls due by `target` once, at `target`.
  ///
  /// As a Foundation timer fires once for the firings it missed while its run loop was busy;
  /// time moves to `target`. Returns false, firing nothing, when a timer that is not a tick
  /// falls due by then.
  ///
  /// What the shell does past its limit of timers a command (a 1-second timer on screen and
  /// `clock advance 1d`): the ticks are the app's, not an endless loop.
  @MainActor
  package func fireMissedTicks(until target: Date) -> Bool {
    let target = Self.whole(target)
    let due = state.withLock { state -> [Timer]? in
      let due = state.timers.filter { !$0.handle.isCancelled && $0.due <= target }
      guard due.allSatisfy(\.handle.repeats) else { return nil }
      state.timers.removeAll { timer in due.contains { $0.handle === timer.handle } }
      state.now = max(state.now, target)
      return due.sorted { ($0.due, $0.sequence) < ($1.due, $1.sequence) }
    }
    guard let due else { return false }
    for timer in due { timer.action() }
    return true
  }

  /// Sets the time: forward fires the timers on the way, as ``advance(by:)`` does; backward
  /// just turns the clock back.
  @MainActor
  public func set(to date: Date) {
    if date >= now {
      advance(by: date.timeIntervalSince(now))
    } else {
      state.withLock { $0.now = Self.whole(date) }
    }
  }

  /// `date` rounded to the microsecond, so equal sums of steps give equal dates.
  private static func whole(_ date: Date) -> Date {
    Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate * 1_000_000).rounded() / 1_000_000)
  }

  /// Fires timers, moving time to each in turn, until none is left or the next one falls due
  /// more than `timeout` after now; returns whether none is left.
  ///
  /// Ticks of repeating timers fire on the way, but are not waited for: they never run out.
  @MainActor
  public func runUntilIdle(timeout: TimeInterval) -> Bool {
    let limit = now.addingTimeInterval(timeout)
    while let next = nextPendingDue, next <= limit {
      advance(by: next.timeIntervalSince(now))
    }
    return pendingTimers == 0
  }

  /// When the next timer that is not a tick of a repeating one falls due, if any.
  private var nextPendingDue: Date? {
    state.withLock { $0.timers.filter { !$0.handle.isCancelled && !$0.handle.repeats }.map(\.due).min() }
  }

  private func takeNextTimer(dueBy target: Date) -> Timer? {
    state.withLock { state in
      state.timers.removeAll { $0.handle.isCancelled }
      guard
        let index = state.timers.indices.filter({ state.timers[$0].due <= target })
          .min(by: {
            (state.timers[$0].due, state.timers[$0].sequence) < (state.timers[$1].due, state.timers[$1].sequence)
          })
      else { return nil }
      let timer = state.timers.remove(at: index)
      state.now = max(state.now, timer.due)
      return timer
    }
  }
}
