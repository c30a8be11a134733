import MVCS
import Synchronization
import Testing

/// An app's `Task.sleep`, as iOS code writes it, sleeps on the app's clock during a command:
/// a task the runtime started counts as blocked meanwhile, a bare task is woken by the clock
/// too, and everything else (another clock, work on the outside world, code outside any
/// command) sleeps as the standard library does.
@MainActor
@Suite struct TaskSleepTests {
  let clock = VirtualClock()
  let environment: AppEnvironment
  let commands: CommandScope

  init() {
    environment = AppEnvironment(clock: clock)
    commands = CommandScope(environment: environment)
  }

  var runtime: Runtime { environment.runtime }

  @Test func aRuntimeTaskSleepingIsBlockedUntilTheAppsClockPassesItsTime() async {
    var woke = 0
    commands.running {
      runtime.spawn {
        try? await Task.sleep(for: .seconds(2))
        woke += 1
        try? await Task.sleep(nanoseconds: 3_000_000_000)
        woke += 1
        try? await Task.sleep(until: .now + .seconds(4), clock: .continuous)
        woke += 1
      }
    }
    await runtime.settle()
    #expect(woke == 0 && runtime.blockedTasks == 1 && !runtime.hasRunnableWork)
    #expect(clock.pendingTimers == 1)
    clock.advance(by: 1.5)
    await runtime.settle()
    #expect(woke == 0)
    clock.advance(by: 0.5)
    #expect(runtime.hasRunnableWork)  // woken: runnable before it has run
    await runtime.settle()
    #expect(woke == 1 && runtime.blockedTasks == 1)
    clock.advance(by: 3)
    await runtime.settle()
    #expect(woke == 2 && runtime.blockedTasks == 1)
    // `until:` a real deadline is the time left to it, give or take the moment it took to ask.
    clock.advance(by: 3.9)
    await runtime.settle()
    #expect(woke == 2)
    clock.advance(by: 0.1)
    await runtime.settle()
    #expect(woke == 3 && runtime.isIdle && clock.pendingTimers == 0)
  }

  @Test func aSleepOfNoTimeIsATurnNotATimer() async {
    var turns = 0
    commands.running {
      runtime.spawn {
        try? await Task.sleep(for: .zero)
        turns += 1
        try? await Task.sleep(nanoseconds: 0)
        turns += 1
      }
    }
    await runtime.settle()
    #expect(turns == 2 && runtime.isIdle && clock.pendingTimers == 0)
  }

  @Test func aBareTaskSleepingIsWokenByTheAppsClockAndNotCountedAsBlocked() async {
    var woke = false
    commands.running {
      _ = Task {
        try? await Task.sleep(for: .milliseconds(1500))
        woke = true
      }
    }
    await runtime.settle()
    #expect(!woke && runtime.blockedTasks == 0 && runtime.actionWork == 1)
    #expect(clock.pendingTimers == 1)
    clock.advance(by: 1.5)
    await runtime.settle()
    #expect(woke && runtime.isIdle)
  }

  @Test func aTaskARuntimeTaskStartsIsNotCountedAsTheRuntimes() async {
    var childWoke = false
    commands.running {
      runtime.spawn {
        // Unstructured, so it inherits the spawned task's values and is not it.
        let child = Task { @MainActor in
          try? await Task.sleep(for: .seconds(1))
          childWoke = true
        }
        await child.value
      }
    }
    // Not `settle`: the runtime's task awaits one it does not know of, so it looks runnable.
    for _ in 0..<20 { await Task.yield() }
    #expect(clock.pendingTimers == 1)
    #expect(runtime.blockedTasks == 0 && runtime.activeTasks == 1)
    clock.advance(by: 1)
    await runtime.settle()
    #expect(childWoke && runtime.isIdle)
  }

  @Test func cancellingASleepingViewTaskEndsItAndItsTimer() async {
    var outcome = ""
    let task = commands.running {
      runtime.spawn {
        do {
          try await Task.sleep(for: .seconds(60))
          outcome = "slept"
        } catch {
          outcome = "\(type(of: error))"
        }
      }
    }
    await runtime.settle()
    #expect(clock.pendingTimers == 1)
    task.cancel()
    // The cancellation hops to the main actor; let it and the task run.
    for _ in 0..<10 { await Task.yield() }
    await runtime.settle()
    #expect(outcome == "CancellationError")
    #expect(runtime.isIdle && runtime.blockedTasks == 0 && clock.pendingTimers == 0)
  }

  @Test func workOnTheOutsideWorldAnotherClockAndCodeOutsideACommandSleepInRealTime() async throws {
    let task = commands.running {
      runtime.spawn {
        await runtime.external { try? await Task.sleep(for: .milliseconds(1)) }
        try? await Task.sleep(for: .seconds(3600), clock: ImmediateClock())
      }
    }
    await task.value
    #expect(clock.pendingTimers == 0 && runtime.isIdle)
    #expect(ImmediateClock.sleeps.withLock { $0 } == 1)
    try await Task.sleep(for: .milliseconds(1))
    #expect(clock.pendingTimers == 0)
  }
}

/// A test's clock, as an app's own tests pass one: its sleeps end at once, and are noted.
private struct ImmediateClock: Clock {
  static let sleeps = Mutex(0)
  var now: ContinuousClock.Instant { .now }
  var minimumResolution: Duration { .zero }
  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    Self.sleeps.withLock { $0 += 1 }
  }
}
