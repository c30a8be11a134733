import Foundation
import MVCS

/// Runs an app's pending work until none is left: `wait`.
///
/// On the virtual clock it moves time to each next timer in turn, as a test clock does, and
/// fails when work is still pending once `timeout` of virtual time has passed. Work waiting
/// on the outside world (a network request) gets real time, up to `timeout` of it, a guard
/// against a server that never answers.
@MainActor
struct WaitDriver {
  let session: Session

  func wait(timeout: Double, at word: Word) async throws(ShellError) {
    let environment = session.host.environment
    let runtime = environment.runtime
    let clock = environment.clock
    let virtual = clock.movable
    let virtualDeadline = virtual.map { $0.now.addingTimeInterval(timeout) }
    let wallDeadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    var fired = 0
    while true {
      await session.settle()
      await session.drawBeforeTimeMoves()
      if runtime.isIdle, clock.pendingTimers == 0 { return }
      if Interrupts.isPending { throw ShellError("interrupted", at: word.location, status: .interrupted) }
      if let virtual, let next = virtual.nextDue, let virtualDeadline, next <= virtualDeadline,
        runtime.externalTasks == 0 || !runtime.hasRunnableWork
      {
        fired += session.inAppScope {
          virtual.advance(by: max(0, next.timeIntervalSince(virtual.now)), firingAtMost: Timers.limit - fired)
        }
        if fired >= Timers.limit, virtual.nextDue != nil {
          await session.settle()
          throw Timers.tooMany("wait", fired, at: word, stillDue: "are pending")
        }
        continue
      }
      // A bare task an action started may wait on anything (a request, `Task.sleep`): it
      // gets real time too, and is listed if it has not ended by then.
      let waitingOnWorld = runtime.externalTasks > 0 || runtime.actionWork > 0 || virtual == nil
      guard waitingOnWorld, ContinuousClock.now < wallDeadline else {
        throw timedOut(timeout, at: word, virtual: virtual, runtime: runtime, clock: clock)
      }
      // The outside world answers in real time; give it a moment and look again.
      try? await ContinuousClock().sleep(for: .milliseconds(5))
    }
  }

  private func timedOut(
    _ timeout: Double, at word: Word, virtual: (any MovableClock)?, runtime: Runtime, clock: any AppClock
  ) -> ShellError {
    var pending: [String] = []
    if clock.pendingTimers > 0 { pending.append(clock.pendingTimers.counted("timer")) }
    if runtime.externalTasks > 0 { pending.append(runtime.externalTasks.counted("request")) }
    if runtime.actionWork > 0 {
      pending.append(
        runtime.actionWork == 1
          ? "a Task an action started" : "the Tasks \(runtime.actionWork) actions started")
    }
    if clock.pendingTimers == 0, runtime.externalTasks == 0, runtime.activeTasks > 0 {
      pending.append(runtime.activeTasks.counted("task"))
    }
    let next = virtual?.nextDue.map { "; the next timer is due at \($0.formatted(.iso8601))" } ?? ""
    var error = ShellError(
      "wait timed out after \(DurationParser.format(timeout)): \(pending.joined(separator: " and ")) still pending",
      at: word.location, hint: "give it longer with --timeout" + next)
    error.isEndless = true
    return error
  }
}

/// The timers one command may fire: `clock set`, `clock advance` and `wait` stop there.
///
/// A timer that starts itself again with no delay would fire for ever at one instant, and
/// one every half second fires 172,800 times in `clock advance 1d`: each shrink's try of an
/// exploration replayed them all (ten minutes for one shrink).
enum Timers {
  /// 10,000 timers.
  static let limit = 10_000

  /// The error of `command` (at `word`) that fired `fired` timers and found more that `stillDue`.
  static func tooMany(_ command: String, _ fired: Int, at word: Word, stillDue: String) -> ShellError {
    var error = ShellError(
      "\(command) fired \(ScrollPosition.grouped(fired)) timers, and more \(stillDue): "
        + "a timer that starts itself again never lets time settle",
      at: word.location, hint: "move the clock in smaller steps, or stop the timer")
    error.isEndless = true
    return error
  }
}
