import Foundation
import Subprocess
import Synchronization

/// How a run of workers stops before its queue is empty: the signal that stopped it, and the
/// worker processes to end when it comes.
///
/// Ctrl-C on a terminal reaches the runner and its workers at once, in either order; so
/// a worker killed by SIGINT cancels the run as the runner's own SIGINT does, and no new
/// worker takes its place.
///
/// ```swift
/// let cancellation = RunCancellation()
/// TerminationSignals.watch([SIGINT]) { cancellation.cancel(by: $0) }
/// cancellation.signal  // SIGINT once cancelled: take no more scripts
/// ```
final class RunCancellation: Sendable {
  private struct State {
    var signal: Int32?
    /// Each worker running, by the number ``started(_:)`` gave it: what signals it.
    var workers: [Int: @Sendable () -> Void] = [:]
    var started = 0
  }

  private let state = Mutex(State())
  /// What the workers are sent on cancelling: SIGTERM ends `run`'s; `explore`'s stop between
  /// steps on SIGINT and answer what they walked.
  private let workerSignal: Int32

  /// A run not yet cancelled, whose workers are sent `workerSignal` when it is.
  init(workerSignal: Int32 = SIGTERM) {
    self.workerSignal = workerSignal
  }

  /// The signal that cancelled the run; nil while it goes on.
  var signal: Int32? { state.withLock { $0.signal } }

  /// Cancels the run: no script starts from now on, and every worker is sent the worker
  /// signal (by default SIGTERM, which ends it).
  func cancel(by signal: Int32) {
    // Sent under the lock, so a worker that ``ended(_:)`` meanwhile is not sent it after the
    // closure that owns its descriptor returned.
    state.withLock { state in
      if state.signal == nil { state.signal = signal }
      for number in state.workers.keys.sorted() { state.workers[number]?() }
    }
  }

  /// Counts the worker `execution` runs among the processes to end on cancelling, until
  /// ``ended(_:)`` is called with the number returned; one that starts after the run was
  /// cancelled is sent the signal at once.
  ///
  /// The signal goes through the worker's process descriptor (`Execution.send(signal:)`), not
  /// its pid, which another process may have taken once the worker ended and was reaped; so
  /// `ended` must be called before the closure that owns `execution` returns.
  func started<Input, Output, Failure>(_ execution: Execution<Input, Output, Failure>) -> Int {
    let signal = Signal(rawValue: workerSignal)
    let send: @Sendable () -> Void = { try? execution.send(signal: signal) }
    return state.withLock { state in
      state.started += 1
      state.workers[state.started] = send
      if state.signal != nil { send() }
      return state.started
    }
  }

  /// Forgets the worker numbered `number`, whose descriptor is about to close.
  func ended(_ number: Int) {
    _ = state.withLock { $0.workers.removeValue(forKey: number) }
  }
}
