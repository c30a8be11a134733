import MVCS
import MVCSShell
import Testing

/// An app whose action starts a timer, so `wait` and `clock advance` have work to run.
private struct TimerApp: App {
  let name = "timer"
  let summary = "Starts a 3-second timer"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TimerScreen(clock: environment.clock)
  }
}

@MainActor
private final class TimerScreen: ViewController {
  let clock: any AppClock
  var state = "idle" { didSet { setNeedsDisplay() } }

  init(clock: any AppClock) {
    self.clock = clock
    super.init(name: "timer")
  }

  override var body: any View { Text(state) }

  override var actions: [Action] {
    [
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

  @Test func theVirtualClockStartsAtTheBatchStartAndMoves() {
    #expect(harness.output("clock") == ["2026-01-01T09:00:00Z"])
    harness.run("clock advance 1h30m")
    #expect(harness.output("clock") == ["2026-01-01T10:30:00Z"])
    harness.run("clock set 2026-03-01")
    #expect(harness.output("clock") == ["2026-03-01T00:00:00Z"])
    #expect(harness.run("clock advance soon").error?.message == "expected a duration like 5s, 2m or 1h30m, got 'soon'")
    #expect(harness.run("clock set yesterday").error?.message.hasPrefix("expected a time like") == true)
  }

  @Test func timersRunWhenTimePassesAndWaitRunsThemAll() {
    harness.run("call start")
    #expect(harness.output("show") == ["running"])
    harness.run("clock advance 2s")
    #expect(harness.output("show") == ["running"])
    harness.run("clock advance 1s")
    #expect(harness.output("show") == ["done"])
    harness.run("call start")
    #expect(harness.run("wait").succeeded)
    #expect(harness.output("show") == ["done"])
    #expect(harness.output("clock") == ["2026-01-01T09:00:06Z"])
  }

  @Test func waitFailsWhenWorkOutlastsTheTimeout() {
    harness.run("call start-long")
    #expect(
      harness.error("wait --timeout 10s")
        == "test.mvcs:1:1: error: wait timed out after 10s: 1 timer still pending\n  hint: give it longer with --timeout; the next is due at 2026-01-01T10:00:00Z"
    )
    #expect(harness.run("wait --timeout 2h").succeeded)
  }

  @Test func movingTheClockRedrawsWhatWasDrawnFromIt() {
    let harness = Harness(app: NowApp())
    #expect(harness.output("show") == ["2026-01-01T09:00:00Z"])
    harness.run("clock advance 1d")
    #expect(harness.output("show") == ["2026-01-02T09:00:00Z"])
    harness.run("clock set 2026-03-01")
    #expect(harness.output("show") == ["2026-03-01T00:00:00Z"])
  }

  @Test func eachSessionHasItsOwnClock() {
    let options = ShellOptions(width: 20)
    let first = Session(app: TimerApp(), options: options)
    let second = Session(app: TimerApp(), options: options)
    Interpreter(session: first).execute(LogicalLine("clock advance 1h"))
    #expect(Interpreter(session: second).execute(LogicalLine("clock")).output == ["2026-01-01T09:00:00Z"])
  }
}
