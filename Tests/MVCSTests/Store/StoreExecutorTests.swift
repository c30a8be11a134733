import Foundation
import Synchronization
import Testing

@testable import MVCS

/// A store's writer runs on a ``StoreExecutor``: a thread that must wait for a write runs
/// the writer's jobs itself, in order and one at a time, and what nobody waits for runs on
/// a background drain.
///
/// Not on the main actor: a waiting thread blocks, and the main actor is every other
/// suite's too.
@Suite struct StoreExecutorTests {
  /// Background drains held back until released: until then, whatever runs, a waiting
  /// thread ran.
  final class HeldDrains: Sendable {
    private let held = Mutex<[@Sendable () -> Void]>([])

    var start: @Sendable (@escaping @Sendable () -> Void) -> Void {
      { [self] drain in held.withLock { $0.append(drain) } }
    }

    var count: Int { held.withLock { $0.count } }

    /// Runs the drains held so far.
    func release() {
      for drain in held.withLock({ $0 }) { drain() }
    }
  }

  /// The steps of a task, each with whether the waiting thread ran it.
  final class Record: Sendable {
    let steps = Mutex<[String]>([])
    let finished = Atomic<Bool>(false)

    func step(_ name: String, waiter: pthread_t) {
      steps.withLock { $0.append(name + (pthread_equal(pthread_self(), waiter) != 0 ? ", waiter" : ", other")) }
    }
  }

  @Test func theThreadThatWaitsRunsTheJobsItselfThoseAfterASuspensionToo() {
    let drains = HeldDrains()
    let executor = StoreExecutor(startDrain: drains.start)
    let record = Record()
    let waited = DispatchSemaphore(value: 0)
    // The waiter is a thread of its own, so one that does not run the jobs fails this test
    // (its drains then released) rather than hanging it.
    Thread.detachNewThread {
      let waiter = pthread_self()
      Task.detached(executorPreference: executor) {
        record.step("first", waiter: waiter)
        // A suspension: the rest is a new job on the same executor.
        await Task.yield()
        record.step("then", waiter: waiter)
        record.finished.store(true, ordering: .releasing)
      }
      executor.run(until: { record.finished.load(ordering: .acquiring) })
      waited.signal()
    }
    let ranAlone = waited.wait(timeout: .now() + 60) == .success
    if !ranAlone {
      drains.release()
      waited.wait()
    }
    #expect(ranAlone, "the waiting thread did not run the jobs: they ran once the drains were released")
    #expect(record.steps.withLock { $0 } == ["first, waiter", "then, waiter"])
    // The task's first job asked for a drain, which never ran: the waiter needed none.
    #expect(drains.count == 1)
  }

  @Test func aJobNobodyWaitsForRunsOnABackgroundDrain() async {
    let executor = StoreExecutor()
    let ran = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      Task.detached(executorPreference: executor) { continuation.resume(returning: true) }
    }
    #expect(ran)
  }

  /// What jobs did, from whichever thread ran them.
  final class Tally: Sendable {
    let order = Mutex<[Int]>([])
    let running = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)

    func run(_ index: Int) {
      if running.add(1, ordering: .acquiringAndReleasing).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
      order.withLock { $0.append(index) }
      running.subtract(1, ordering: .acquiringAndReleasing)
    }

    var count: Int { order.withLock { $0.count } }
  }

  @Test func jobsRunOneAtATimeInTheOrderQueuedWhicheverThreadRunsThem() {
    let executor = StoreExecutor()
    let tally = Tally()
    let count = 2_000
    for index in 0..<count {
      Task.detached(executorPreference: executor) { tally.run(index) }
      // Now and then the main thread waits, racing the drain for the jobs.
      if index % 50 == 49 {
        let until = index + 1
        executor.run(until: { tally.count >= until })
      }
    }
    executor.run(until: { tally.count == count })
    #expect(tally.overlaps.load(ordering: .relaxed) == 0)
    #expect(tally.order.withLock { $0 } == Array(0..<count))
  }
}
