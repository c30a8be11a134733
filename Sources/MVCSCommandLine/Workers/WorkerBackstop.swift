import Subprocess

/// The last resort against a worker whose own watchdog does not answer (stopped, or stuck
/// where its watchdog cannot act): every quarter second it asks whether the worker is
/// overdue, and kills it if so.
///
/// The kill goes through the worker's process descriptor (`Execution.send(signal:)`), not its
/// pid, which another process may have taken once the worker ended and was reaped. So it is
/// stopped, and awaited, before the closure that owns the `Execution` returns, while the
/// descriptor is still open.
///
/// ```swift
/// func talk(to execution: Execution<CustomWriteInput, SequenceOutput, SequenceOutput>) async {
///   let sent = ContinuousClock.now
///   let backstop = WorkerBackstop(execution) { ContinuousClock.now - sent > .seconds(70) }
///   defer { backstop.cancel() }     // any way out
///   // … talk to the worker …
///   await backstop.stop()           // the way out, before the descriptor closes
/// }
/// ```
struct WorkerBackstop: Sendable {
  private let task: Task<Void, Never>

  init<Input, Output, Failure>(
    _ execution: Execution<Input, Output, Failure>, isOverdue: @escaping @Sendable () -> Bool
  ) {
    task = Task {
      while !Task.isCancelled {
        try? await ContinuousClock().sleep(for: .milliseconds(250))
        if isOverdue() { try? execution.send(signal: .kill) }
      }
    }
  }

  /// Stops watching; a check under way may still end.
  func cancel() {
    task.cancel()
  }

  /// Stops watching and waits until no check is under way.
  func stop() async {
    task.cancel()
    await task.value
  }
}
