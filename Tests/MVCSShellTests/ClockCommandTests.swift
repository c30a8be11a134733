import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// An app whose action starts a timer, so `wait` and `clock advance` have work to run.
private struct TimerApp: App {
  let name = "timer"
  let summary = "Starts a 3-second timer"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TimerScreen(environment: environment)
  }
}

@MainActor
private final class TimerScreen: ViewController {
  let environment: AppEnvironment
  var clock: any AppClock { environment.clock }
  var state = "idle" { didSet { setNeedsDisplay() } }
  let held = AsyncStream<Void>.makeStream()
  let heldTask = AsyncStream<Void>.makeStream()

  init(environment: AppEnvironment) {
    self.environment = environment
    super.init(name: "timer")
  }

  override var body: any View { Text(state) }

  override var actions: [Action] {
    [
      Action("download", summary: "Three steps of a second each, as an async task") { [unowned self] _ in
        let runtime = environment.runtime
        runtime.spawn { [weak self, clock] in
          for step in 1...3 {
            do {
              try await runtime.sleep(for: 1, on: clock)
            } catch {
              self?.state = "stopped"
              return
            }
            self?.state = "step \(step)"
          }
        }
      },
      Action("settles", summary: "Async work that needs no time") { [unowned self] _ in
        environment.runtime.spawn { [weak self] in
          await Task.yield()
          self?.state = "settled"
        }
      },
      Action("fetch", summary: "Waits on the outside world for 20 ms of real time") { [unowned self] _ in
        let runtime = environment.runtime
        runtime.spawn { [weak self] in
          try? await runtime.external { try await Task.sleep(for: .milliseconds(20)) }
          self?.state = "fetched"
        }
      },
      // Held until the test says `release`, so no neighbour holding the main actor, however
      // long, can let it finish before `wait --timeout` gives up on it.
      Action("fetch-held", summary: "Waits on the outside world until released") { [unowned self] _ in
        let runtime = environment.runtime
        let held = held.stream
        runtime.spawn { [weak self] in
          await runtime.external { for await _ in held {} }
          self?.state = "fetched"
        }
      },
      Action("release", summary: "Lets the held fetch finish") { [unowned self] _ in
        held.continuation.finish()
      },
      Action("start", summary: "Finishes in 3 seconds") { [unowned self] _ in
        state = "running"
        clock.schedule(after: 3) { [weak self] in self?.state = "done" }
      },
      // As iOS code starts work: a bare `Task`, which the runtime never sees spawned.
      Action("bare", summary: "A bare Task that needs no time") { [unowned self] _ in
        Task { [weak self] in
          await Task.yield()
          self?.state = "bare done"
        }
      },
      Action("bare-held", summary: "A bare Task that waits until released") { [unowned self] _ in
        let held = heldTask.stream
        Task { [weak self] in
          for await _ in held {}
          self?.state = "bare released"
        }
      },
      Action("bare-release", summary: "Lets the held bare Task finish") { [unowned self] _ in
        heldTask.continuation.finish()
      },
      Action("ticking", summary: "A timer that ticks every second for ever") { [unowned self] _ in
        let clock = clock
        var ticks = 0
        @MainActor func tick() {
          ticks += 1
          state = "tick \(ticks)"
          clock.scheduleTick(after: 1) { tick() }
        }
        clock.scheduleTick(after: 1) { tick() }
      },
      Action("start-long", summary: "Finishes in an hour") { [unowned self] _ in
        clock.schedule(after: 3600) { [weak self] in self?.state = "done" }
      },
    ]
  }
}

/// A screen whose body reads the clock, which nothing observes.
private struct NowApp: App {
  let name = "now"
  let summary = "Shows the clock's hour"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    NowScreen(clock: environment.clock)
  }
}

@MainActor
private final class NowScreen: ViewController {
  let clock: any AppClock

  init(clock: any AppClock) {
    self.clock = clock
    super.init(name: "now")
  }

  override var body: any View { Text(clock.now.formatted(.iso8601)) }
}

@MainActor
@Suite struct ClockCommandTests {
  let shell = TestShell.fixture(app: TimerApp())

  @Test func theVirtualClockStartsAtTheBatchStartAndMoves() async {
    #expect(await shell.run("clock") == ["2026-01-01T09:00:00Z"])
    await shell.run("clock advance 1h30m")
    #expect(await shell.run("clock") == ["2026-01-01T10:30:00Z"])
    await shell.run("clock set 2026-03-01")
    #expect(await shell.run("clock") == ["2026-03-01T00:00:00Z"])
    #expect(
      await shell.error("clock advance soon")?.message == "expected a duration like 5s, 2m or 1h30m, got 'soon'")
    #expect(await shell.error("clock set yesterday")?.message.hasPrefix("expected a time like") == true)
  }

  @Test func movingTheClockRedrawsWhatWasDrawnFromIt() async {
    let shell = TestShell.fixture(app: NowApp())
    #expect(await shell.run("show") == ["2026-01-01T09:00:00Z"])
    await shell.run("clock advance 1d")
    #expect(await shell.run("show") == ["2026-01-02T09:00:00Z"])
    await shell.run("clock set 2026-03-01")
    #expect(await shell.run("show") == ["2026-03-01T00:00:00Z"])
  }

  @Test func timersRunWhenTimePassesAndWaitRunsThemAll() async {
    await shell.run("call start")
    #expect(await shell.run("show") == ["running"])
    await shell.run("clock advance 2s")
    #expect(await shell.run("show") == ["running"])
    await shell.run("clock advance 1s")
    #expect(await shell.run("show") == ["done"])
    await shell.run("call start")
    await shell.run("wait")
    #expect(await shell.run("show") == ["done"])
    #expect(await shell.run("clock") == ["2026-01-01T09:00:06Z"])
  }

  @Test func waitFailsWhenWorkOutlastsTheTimeout() async {
    await shell.run("call start-long")
    #expect(
      await shell.error("wait --timeout 10s")?.description
        == "test.mvcs:1:1: error: wait timed out after 10s: 1 timer still pending\n  hint: give it longer with --timeout; the next timer is due at 2026-01-01T10:00:00Z"
    )
    await shell.run("wait --timeout 2h")
  }

  @Test func eachSessionHasItsOwnClock() async {
    let options = ShellOptions(width: 20)
    let first = Session(app: TimerApp(), options: options)
    let second = Session(app: TimerApp(), options: options)
    await Interpreter(session: first).execute(LogicalLine("clock advance 1h"))
    #expect(await Interpreter(session: second).execute(LogicalLine("clock")).output == ["2026-01-01T09:00:00Z"])
  }

  @Test func aCommandReturnsOnlyOnceTheWorkItStartedHasSettled() async {
    await shell.run("call settles")
    #expect(await shell.run("show") == ["settled"])
  }

  @Test func tasksSleepOnTheVirtualClockAndWaitRunsThemToTheEnd() async {
    await shell.run("call download")
    #expect(await shell.run("show") == ["idle"])
    await shell.run("clock advance 1s")
    #expect(await shell.run("show") == ["step 1"])
    await shell.run("clock advance 1500ms")
    #expect(await shell.run("show") == ["step 2"])
    await shell.run("wait")
    #expect(await shell.run("show") == ["step 3"])
    #expect(await shell.run("clock") == ["2026-01-01T09:00:03Z"])
    #expect(shell.session.host.environment.runtime.isIdle)
  }

  @Test func waitGivesWorkOnTheOutsideWorldRealTime() async {
    await shell.run("call fetch")
    // The timeout is a guard, not the expected time: wait returns once the fetch is done. It
    // is long because tests share the main actor, and a busy neighbour can hold it seconds.
    await shell.run("wait --timeout 60s")
    #expect(await shell.run("show") == ["fetched"])
  }

  @Test func waitGivesUpOnTheOutsideWorldAfterTheTimeout() async {
    await shell.run("call fetch-held")
    #expect(
      await shell.error("wait --timeout 1ms")?.description.hasPrefix(
        "test.mvcs:1:1: error: wait timed out after 1ms: 1 request still pending") == true)
    #expect(await shell.run("show") == ["idle"])
    await shell.run("call release")
    await shell.run("wait --timeout 60s")
    #expect(await shell.run("show") == ["fetched"])
  }

  @Test func aBareTaskAnActionStartsIsSettledWithTheCommand() async {
    await shell.run("call bare")
    #expect(await shell.run("show") == ["bare done"])
    #expect(shell.session.host.environment.runtime.isIdle)
  }

  @Test func waitWaitsForABareTaskAndListsOneThatDoesNotEnd() async {
    await shell.run("call bare-held")
    #expect(shell.session.host.environment.runtime.actionWork == 1)
    #expect(
      await shell.error("wait --timeout 1ms")?.description.hasPrefix(
        "test.mvcs:1:1: error: wait timed out after 1ms: a Task an action started still pending") == true)
    await shell.run("call bare-release")
    await shell.run("wait --timeout 60s")
    #expect(await shell.run("show") == ["bare released"])
    #expect(shell.session.host.environment.runtime.actionWork == 0)
  }

  @Test func aRepeatingTimerIsNotWorkThatWaitWaitsFor() async {
    await shell.run("call ticking")
    // `wait` settles what will finish; a timer that repeats never does, on iOS as here.
    await shell.run("wait")
    #expect(await shell.run("clock") == ["2026-01-01T09:00:00Z"])
    #expect(await shell.run("show") == ["idle"])
    await shell.run("clock advance 2s")
    #expect(await shell.run("show") == ["tick 2"])
    // With a one-shot timer pending, time moves to it and no further, the ticks on the way
    // firing (the last after it, at the same time: it was scheduled later).
    await shell.run("call start")
    await shell.run("wait")
    #expect(await shell.run("clock") == ["2026-01-01T09:00:05Z"])
    #expect(await shell.run("show") == ["tick 5"])
  }

  @Test func aRepeatingTimerPastTheLimitOfTimersACommandFiresIsCoalesced() async {
    await shell.run("call ticking")
    // 86,400 ticks in a day: 10,000 fire, and the ones missed after them fire once, at the
    // end, as a Foundation timer's missed firings do; not a hang.
    await shell.run("clock advance 1d")
    #expect(await shell.run("clock") == ["2026-01-02T09:00:00Z"])
    #expect(await shell.run("show") == ["tick 10001"])
    await shell.run("clock advance 1s")
    #expect(await shell.run("show") == ["tick 10002"])
  }

  @Test func advancingTheClockLetsEachWokenTaskRunBeforeTheNextTimer() async {
    await shell.run("call download")
    await shell.run("clock advance 3s")
    #expect(await shell.run("show") == ["step 3"])
    #expect(shell.session.host.environment.runtime.isIdle)
  }
}
