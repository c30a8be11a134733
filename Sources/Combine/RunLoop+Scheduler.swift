import Foundation
import MVCS
import OpenCombine

/// `RunLoop.main` as a Combine scheduler, on the app's clock: `debounce`, `throttle`, `delay`
/// and `receive(on:)` with it wait on the clock a script moves, and their actions run on the
/// main actor.
///
/// ```swift
/// let typed = PassthroughSubject<String, Never>()
/// let search = typed.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { print($0) }
/// ```
///
/// Outside any app there is no clock: an action scheduled for later never runs, and one
/// scheduled for now runs at once.
// swift-format-ignore: AvoidRetroactiveConformances
// Apple's Combine declares it; here OpenCombine's protocol meets Foundation's type.
extension RunLoop: @retroactive OpenCombine.Scheduler {
  /// A date on the app's clock.
  ///
  /// ```swift
  /// let later = RunLoop.main.now.advanced(by: .seconds(2))
  /// ```
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// The time at `date`.
    public init(_ date: Date) {
      self.date = date
    }

    /// The seconds from this time to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// This time moved by `n`.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
    }

    /// An interval between two times, in seconds.
    ///
    /// ```swift
    /// let wait: RunLoop.SchedulerTimeType.Stride = .milliseconds(300)
    /// ```
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Codable, Sendable
    {
      /// The seconds.
      public var timeInterval: TimeInterval
      /// The seconds without their sign.
      public var magnitude: TimeInterval { Swift.abs(timeInterval) }

      /// An interval of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) {
        self.timeInterval = timeInterval
      }

      /// An interval of `value` seconds.
      public init(floatLiteral value: TimeInterval) {
        self.init(value)
      }

      /// An interval of `value` seconds.
      public init(integerLiteral value: Int) {
        self.init(TimeInterval(value))
      }

      /// An interval of `source` seconds, if a `TimeInterval` holds it exactly.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        self.init(seconds)
      }

      /// Whether `lhs` is the shorter interval.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.timeInterval < rhs.timeInterval }
      /// The two intervals added.
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval + rhs.timeInterval) }
      /// `lhs` less `rhs`.
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval - rhs.timeInterval) }
      /// The two multiplied.
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval * rhs.timeInterval) }
      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Takes `rhs` from `lhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      /// `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      /// `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
      /// `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
      /// `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
  }

  /// Options for scheduling on a run loop: none change anything here.
  public struct SchedulerOptions: Sendable {}

  /// The app clock's now, or the start of 2001 outside any app (never the machine's time).
  public var now: SchedulerTimeType {
    SchedulerTimeType(CombineClock.current?.now ?? Date(timeIntervalSinceReferenceDate: 0))
  }

  /// Ticks on the app's clock fall due exactly.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Runs `action` on the main actor as soon as the app's clock lets it (at once outside any app).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = SchedulerAction(action)
    guard let clock = CombineClock.current else { return action.run() }
    clock.schedule(after: 0) { action.run() }
  }

  /// Runs `action` on the main actor once the app's clock reaches `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    guard let clock = CombineClock.current else { return }
    let action = SchedulerAction(action)
    clock.schedule(after: date.date.timeIntervalSince(clock.now)) { action.run() }
  }

  /// Runs `action` on the main actor at `date` on the app's clock and every `interval` after,
  /// until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> Cancellable {
    let action = SchedulerAction(action)
    let clock = CombineClock.current
    let run = TimerRun(clock: clock, interval: interval.timeInterval) { _ in action.run() }
    if let clock {
      // The first tick of a timer that repeats, as those after it.
      clock.scheduleTick(after: date.date.timeIntervalSince(clock.now)) {
        action.run()
        run.start()
      }
    }
    return AnyCancellable { run.cancel() }
  }
}

/// An action a scheduler was handed, carried to the main actor that runs it.
///
/// ```swift
/// let action = SchedulerAction { print("later") }
/// VirtualClock().schedule(after: 1) { action.run() }
/// ```
final class SchedulerAction: @unchecked Sendable {
  private let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  func run() { action() }
}
