import MVCS
import MVCSShell
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
      // Long enough that a loaded machine, running the other suites on the same main actor,
      // does not let it finish between two commands of a test.
      Action("fetch-slow", summary: "Waits on the outside world for 2 s of real time") { [unowned self] _ in
        let runtime = environment.runtime
        runtime.spawn { [weak self] in
          try? await runtime.external { try await Task.sleep(for: .seconds(2)) }
          self?.state = "fetched"
        }
      },
      Action("start", summary: "Finishes in 3 seconds") { [unowned self] _ in
        state = "running"
        clock.schedule(after: 3) { [weak self] in self?.state = "done" }
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
  let harness = Harness(app: TimerApp())

  @Test func theVirtualClockStartsAtTheBatchStartAndMoves() async {
    #expect(await harness.output("clock") == ["2026-01-01T09:00:00Z"])
    await harness.run("clock advance 1h30m")
    #expect(await harness.output("clock") == ["2026-01-01T10:30:00Z"])
    await harness.run("clock set 2026-03-01")
    #expect(await harness.output("clock") == ["2026-03-01T00:00:00Z"])
    #expect(
      await harness.run("clock advance soon").error?.message == "expected a duration like 5s, 2m or 1h30m, got 'soon'")
    #expect(await harness.run("clock set yesterday").error?.message.hasPrefix("expected a time like") == true)
  }

  @Test func movingTheClockRedrawsWhatWasDrawnFromIt() async {
    let harness = Harness(app: NowApp())
    #expect(await harness.output("show") == ["2026-01-01T09:00:00Z"])
    await harness.run("clock advance 1d")
    #expect(await harness.output("show") == ["2026-01-02T09:00:00Z"])
    await harness.run("clock set 2026-03-01")
    #expect(await harness.output("show") == ["2026-03-01T00:00:00Z"])
  }

  @Test func timersRunWhenTimePassesAndWaitRunsThemAll() async {
    await harness.run("call start")
    #expect(await harness.output("show") == ["running"])
    await harness.run("clock advance 2s")
    #expect(await harness.output("show") == ["running"])
    await harness.run("clock advance 1s")
    #expect(await harness.output("show") == ["done"])
    await harness.run("call start")
    #expect(await harness.run("wait").succeeded)
    #expect(await harness.output("show") == ["done"])
    #expect(await harness.output("clock") == ["2026-01-01T09:00:06Z"])
  }

  @Test func waitFailsWhenWorkOutlastsTheTimeout() async {
    await harness.run("call start-long")
    #expect(
      await harness.error("wait --timeout 10s")
        == "test.mvcs:1:1: error: wait timed out after 10s: 1 timer still pending\n  hint: give it longer with --timeout; the next timer is due at 2026-01-01T10:00:00Z"
    )
    #expect(await harness.run("wait --timeout 2h").succeeded)
  }

  @Test func eachSessionHasItsOwnClock() async {
    let options = ShellOptions(width: 20)
    let first = Session(app: TimerApp(), options: options)
    let second = Session(app: TimerApp(), options: options)
    await Interpreter(session: first).execute(LogicalLine("clock advance 1h"))
    #expect(await Interpreter(session: second).execute(LogicalLine("clock")).output == ["2026-01-01T09:00:00Z"])
  }

  @Test func aCommandReturnsOnlyOnceTheWorkItStartedHasSettled() async {
    await harness.run("call settles")
    #expect(await harness.output("show") == ["settled"])
  }

  @Test func tasksSleepOnTheVirtualClockAndWaitRunsThemToTheEnd() async {
    await harness.run("call download")
    #expect(await harness.output("show") == ["idle"])
    await harness.run("clock advance 1s")
    #expect(await harness.output("show") == ["step 1"])
    await harness.run("clock advance 1500ms")
    #expect(await harness.output("show") == ["step 2"])
    #expect(await harness.run("wait").succeeded)
    #expect(await harness.output("show") == ["step 3"])
    #expect(await harness.output("clock") == ["2026-01-01T09:00:03Z"])
    #expect(harness.session.host.environment.runtime.isIdle)
  }

  @Test func waitGivesWorkOnTheOutsideWorldRealTime() async {
    await harness.run("call fetch")
    #expect(await harness.run("wait --timeout 5s").succeeded)
    #expect(await harness.output("show") == ["fetched"])
  }

  @Test func waitGivesUpOnTheOutsideWorldAfterTheTimeout() async {
    await harness.run("call fetch-slow")
    #expect(
      await harness.error("wait --timeout 1ms").hasPrefix(
        "test.mvcs:1:1: error: wait timed out after 1ms: 1 request still pending"))
    #expect(await harness.run("wait").succeeded)
  }

  @Test func advancingTheClockLetsEachWokenTaskRunBeforeTheNextTimer() async {
    await harness.run("call download")
    await harness.run("clock advance 3s")
    #expect(await harness.output("show") == ["step 3"])
    #expect(harness.session.host.environment.runtime.isIdle)
  }
}
