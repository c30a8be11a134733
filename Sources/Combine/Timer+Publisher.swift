import Foundation
import MVCS
import OpenCombine
import Synchronization

extension Timer {
  /// A publisher of the date every `interval` seconds on the app's clock, as Combine's:
  /// connect it (or `autoconnect()` it) to start it.
  ///
  /// ```swift
  /// struct Stopwatch: View {
  ///   @State private var seconds = 0
  ///   let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  ///   var body: some View { Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 } }
  /// }
  /// ```
  ///
  /// The ticks follow the app's clock, never the machine's: in a script, `clock advance 3s`
  /// sends three. The run loop, mode, tolerance and options are kept and do not change that.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// What ``publish(every:tolerance:on:in:options:)`` returns: a connectable publisher of the
  /// date every `interval` seconds on the app's clock, its subscribers sharing one timer.
  ///
  /// ```swift
  /// let ticks = Timer.TimerPublisher(interval: 1, runLoop: .main, mode: .default)
  /// let cancellable = ticks.sink { print($0) }
  /// let timer = ticks.connect()  // ticks from now on; timer.cancel() stops it
  /// ```
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The date of each tick.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never

    /// Seconds between ticks.
    public let interval: TimeInterval
    /// The variance allowed; ticks on the app's clock fall due exactly.
    public let tolerance: TimeInterval?
    /// The run loop named; the ticks come on the main actor.
    public let runLoop: RunLoop
    /// The run loop mode named.
    public let mode: RunLoop.Mode
    /// The scheduler options named.
    public let options: RunLoop.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()
    private let running = Mutex<TimerRun?>(nil)

    /// A publisher of the date every `interval` seconds, once connected.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    /// Attaches `subscriber`, which gets the ticks from now on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer on the app's clock (once: connecting again returns the same run);
    /// cancelling what it returns stops it.
    public func connect() -> Cancellable {
      let subject = subject
      let interval = interval
      let run = running.withLock { running -> TimerRun in
        if let run = running { return run }
        let run = TimerRun(clock: CombineClock.current, interval: interval) { subject.send($0) }
        running = run
        return run
      }
      run.start()
      return AnyCancellable { [weak self] in
        run.cancel()
        self?.running.withLock { if $0 === run { $0 = nil } }
      }
    }
  }
}

/// One connection of a ``Foundation/Timer/TimerPublisher``: a tick every `interval` seconds from
/// its start on the clock, each scheduled when the one before fires.
///
/// ```swift
/// let run = TimerRun(clock: VirtualClock(), interval: 1) { print($0) }
/// run.start()
/// ```
final class TimerRun: @unchecked Sendable {
  private let clock: (any AppClock)?
  private let interval: TimeInterval
  private let tick: (Date) -> Void
  private let state = Mutex<(started: Date?, count: Int, timer: ScheduledTimer?, cancelled: Bool)>(
    (nil, 0, nil, false))

  init(clock: (any AppClock)?, interval: TimeInterval, tick: @escaping (Date) -> Void) {
    self.clock = clock
    self.interval = interval
    self.tick = tick
  }

  /// Schedules the first tick; does nothing when started already, or with no clock.
  func start() {
    guard let clock else { return }
    let first = state.withLock { state -> Bool in
      guard state.started == nil, !state.cancelled else { return false }
      state.started = clock.now
      return true
    }
    if first { scheduleNext(on: clock) }
  }

  /// Stops the ticks.
  func cancel() {
    let timer = state.withLock { state -> ScheduledTimer? in
      state.cancelled = true
      return state.timer
    }
    timer?.cancel()
  }

  private func scheduleNext(on clock: any AppClock) {
    let interval = max(interval, 0.001)
    state.withLock { state in
      guard !state.cancelled, let started = state.started else { return }
      // Ticks missed while time jumped (the shell's clock past its limit of timers a command)
      // are one tick, as a Foundation timer's missed firings are: the next falls after now.
      let missed = Int((clock.now.timeIntervalSince(started) / interval).rounded(.down))
      state.count = max(state.count, missed)
      let due = started.addingTimeInterval(interval * Double(state.count + 1))
      // A tick: the timer repeats for as long as it runs, so `wait` does not wait for it.
      state.timer = clock.scheduleTick(after: due.timeIntervalSince(clock.now)) { [self] in
        let stillRunning = self.state.withLock { state -> Bool in
          state.count += 1
          return !state.cancelled
        }
        guard stillRunning else { return }
        self.tick(clock.now)
        self.scheduleNext(on: clock)
      }
    }
  }
}
