import Foundation
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
    var workers: Set<pid_t> = []
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
    let workers = state.withLock { state in
      if state.signal == nil { state.signal = signal }
      return state.workers
    }
    for worker in workers { kill(worker, workerSignal) }
  }

  /// Counts `worker` among the processes to end on cancelling; one that starts after the run
  /// was cancelled is ended at once.
  func started(_ worker: pid_t) {
    let cancelled = state.withLock { state in
      state.workers.insert(worker)
      return state.signal != nil
    }
    if cancelled { kill(worker, workerSignal) }
  }

  /// Forgets `worker`, before it is reaped, so its process id is never signalled once free.
  func ended(_ worker: pid_t) {
    _ = state.withLock { $0.workers.remove(worker) }
  }
}
