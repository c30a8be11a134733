import Foundation

/// A clock a script can move: what `clock set`, `clock advance` and `wait` need to step an
/// app through time, timer by timer, without sleeping.
///
/// Ask any clock for it with ``AppClock/movable``; the real clock answers nil:
///
/// ```swift
/// if let clock = environment.clock.movable, let due = clock.nextDue {
///   clock.advance(by: due.timeIntervalSince(clock.now))  // fires the next timer
/// }
/// ```
public protocol MovableClock: AppClock {
  /// When the next pending timer falls due, if any.
  var nextDue: Date? { get }
  /// Moves time forward by `interval`, firing the timers that fall due on the way.
  @MainActor func advance(by interval: TimeInterval)
  /// Moves time forward by `interval`, firing at most `limit` of the timers that fall due on
  /// the way (past them, time stays at the last one fired); returns how many fired.
  @MainActor @discardableResult func advance(by interval: TimeInterval, firingAtMost limit: Int) -> Int
  /// Sets the time: forward fires the timers on the way, backward turns the clock back.
  @MainActor func set(to date: Date)
  /// A new clock at the time this one started, with no timers: what a new session on the
  /// same settings runs on, so sessions never share time.
  func restarted() -> any MovableClock
}

extension MovableClock {
  /// The clock itself: it can be moved.
  public var movable: (any MovableClock)? { self }
}

extension VirtualClock: MovableClock {
  /// A new virtual clock at ``start``.
  public func restarted() -> any MovableClock { VirtualClock(start: start) }
}
