import MVCS
import Testing

@MainActor
@Suite struct RuntimeTests {
  @Test func spawnedWorkIsCountedUntilItEnds() async {
    let runtime = Runtime()
    var done = false
    runtime.spawn { done = true }
    #expect(runtime.activeTasks == 1 && runtime.hasRunnableWork)
    await runtime.settle()
    #expect(done && runtime.isIdle)
  }

  @Test func aSleepingTaskIsBlockedUntilTheClockPassesItsTime() async {
    let runtime = Runtime()
    let clock = VirtualClock()
    var woke = false
    runtime.spawn {
      try? await runtime.sleep(for: 2, on: clock)
      woke = true
    }
    await runtime.settle()
    #expect(!woke && runtime.blockedTasks == 1 && !runtime.hasRunnableWork)
    clock.advance(by: 1)
    await runtime.settle()
    #expect(!woke)
    clock.advance(by: 1)
    #expect(runtime.hasRunnableWork)  // woken: runnable before it has run
    await runtime.settle()
    #expect(woke && runtime.isIdle)
  }

  @Test func cancellingASleepingTaskEndsItAndItsTimer() async {
    let runtime = Runtime()
    let clock = VirtualClock()
    var outcome = ""
    let task = runtime.spawn {
      do {
        try await runtime.sleep(for: 60, on: clock)
        outcome = "slept"
      } catch {
        outcome = "cancelled"
      }
    }
    await runtime.settle()
    task.cancel()
    // The cancellation hops to the main actor; let it and the task run.
    for _ in 0..<10 { await Task.yield() }
    await runtime.settle()
    #expect(outcome == "cancelled")
    #expect(runtime.isIdle && runtime.blockedTasks == 0)
    #expect(clock.pendingTimers == 0)
  }
}
