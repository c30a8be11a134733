import Dispatch
import Foundation

/// Where a store's writer runs: a serial executor whose jobs a thread waiting for one of
/// them may run itself, as it waits.
///
/// A store's writes run on its writer, off the main actor. Synchronous code that needs a
/// write's result (``Store/settle()``, the shell settling after every command) blocks until
/// it is written, and on a shared executor that was a round trip between two threads for
/// every write: the writer's thread woken to run it, then the main thread woken to go on.
/// For a store in memory, whose write takes a few microseconds, the two wake-ups cost more
/// than the write: a quarter of the wall time of a Todo flow (#35). Here the waiting thread
/// runs the queued jobs itself, in order, one at a time, until its write is done; a
/// background drain (a serial dispatch queue of its own) runs whatever nobody waits for, as
/// before.
///
/// ```swift
/// let executor = StoreExecutor()
/// let writer = StoreWriter<Note>(
///   name: "notes", engine: engine, location: path, schema: .initial, executor: executor) { $0.id }
/// let load = StoreWrite<Note>(.load, isAwaited: true)
/// Task.detached(executorPreference: executor) { await writer.run(load) }  // the writer's jobs
/// executor.run(until: { load.isFinished })  // on a thread that must have the result
/// ```
///
/// Jobs run one at a time, in the order they were queued, whichever thread runs them: the
/// executor is serial, as an actor's must be. A job that suspends (a file store's write, on
/// GRDB's queue) comes back as a new job, which the waiting thread runs when it is queued.
final class StoreExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
  /// The queued jobs, and who runs them; guarded by `condition`, which also wakes a thread
  /// waiting in ``run(until:)`` when a job is queued or ends.
  ///
  /// `NSCondition` rather than a `Mutex`: a waiting thread needs a condition to sleep on,
  /// and one lock guards both.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  /// Where the next job is taken from: `jobs` is cleared once every job in it was taken.
  private var next = 0
  /// Whether a thread is running a job now.
  private var running = false
  /// Whether a background drain is queued or running.
  private var draining = false
  /// Starts a background drain: on the executor's dispatch queue in use, held back in tests.
  private let startDrain: @Sendable (@escaping @Sendable () -> Void) -> Void

  /// An executor whose unwaited jobs run on a serial dispatch queue of its own.
  init() {
    // A queue of its own, not a global one: a global queue runs as many blocks at once as
    // there are cores, and a test suite whose blocks waited on child processes held a drain
    // back for minutes; a queue made here gets a thread of its own when none is free.
    let queue = DispatchQueue(label: "mvcs.store-writer")
    self.startDrain = { drain in queue.async(execute: drain) }
  }

  /// An executor whose background drains start with `startDrain`: a test's way of holding
  /// them back, to see the waiting thread run the jobs.
  init(startDrain: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) {
    self.startDrain = startDrain
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    let starts = claimsDrain()
    condition.broadcast()
    condition.unlock()
    if starts { startDrain { self.drain() } }
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

  func asUnownedTaskExecutor() -> UnownedTaskExecutor { UnownedTaskExecutor(ordinary: self) }

  /// Runs queued jobs on the calling thread, one at a time, until `isDone`; sleeps while
  /// another thread runs one, or while none is queued.
  ///
  /// `isDone` must become true in a job of this executor (the writer finishing a write), so
  /// the thread is woken when it does.
  func run(until isDone: () -> Bool) {
    condition.lock()
    while !isDone() {
      if let job = take() {
        condition.unlock()
        run(job)
        condition.lock()
      } else {
        condition.wait()
      }
    }
    // Jobs queued while this thread ran one, and no drain to run them: one is started, or
    // they would wait for the next thread to wait.
    let starts = claimsDrain()
    condition.unlock()
    if starts { startDrain { self.drain() } }
  }

  /// Runs queued jobs until none is left or another thread is running one.
  private func drain() {
    condition.lock()
    while let job = take() {
      condition.unlock()
      run(job)
      condition.lock()
    }
    draining = false
    condition.unlock()
  }

  /// Whether a drain must start for the queued jobs, marking one started if so.
  ///
  /// One must when none runs them and none is started. Called with the lock held.
  private func claimsDrain() -> Bool {
    guard !running, !draining, next < jobs.count else { return false }
    draining = true
    return true
  }

  /// The next job, marked running; nil when none is queued or one is running.
  ///
  /// Called with the lock held.
  private func take() -> UnownedJob? {
    guard !running, next < jobs.count else { return nil }
    running = true
    let job = jobs[next]
    next += 1
    if next == jobs.count {
      jobs.removeAll(keepingCapacity: true)
      next = 0
    }
    return job
  }

  /// Runs `job` as this executor, then wakes the threads waiting for it to end.
  private func run(_ job: UnownedJob) {
    job.runSynchronously(isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
    condition.lock()
    running = false
    condition.broadcast()
    condition.unlock()
  }
}
