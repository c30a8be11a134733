import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// Timers that never end: a clock move or a `wait` fires at most 10,000 of them, a relaunch
/// cancels those of the app it replaces, and explore reports such a loop once, as a hang,
/// shrunk to the steps that start it and let time run.
@MainActor
@Suite struct TimerBoundsTests {
  @Test func aClockMoveFiresAtMostTenThousandTimers() async {
    let shell = TestShell(app: TickerApp())
    await shell.run("tap Tick")
    // Every half second for a day would be 172,800 timers: each shrink's try replayed them all.
    let error = await shell.error("clock advance 1d")
    #expect(
      error?.message
        == "clock advance fired 10,000 timers, and more fall due before 2026-01-02T09:00:00Z: "
        + "a timer that starts itself again never lets time settle")
    #expect(error?.isEndless == true)
    #expect(error?.status == .commandFailed)
    await shell.run("tap Stop")
    await shell.run("clock advance 1d")
  }

  @Test func aWaitFiresAtMostTenThousandTimersOfOneInstant() async {
    let shell = TestShell(app: TickerApp())
    await shell.run("tap Spin")
    // A timer that starts itself again with no delay never lets time move at all.
    let error = await shell.error("wait")
    #expect(
      error?.message == "wait fired 10,000 timers, and more are pending: a timer that starts itself again never lets "
        + "time settle")
    #expect(error?.isEndless == true)
  }

  @Test func aRelaunchCancelsTheTimersOfTheAppItReplaces() async {
    let shell = TestShell(app: TickerApp())
    await shell.run("tap Tick")
    await shell.run("relaunch")
    // The loop started before the relaunch once fired on, into the new app's clock: `wait`
    // timed out with "1 timer still pending".
    await shell.run("wait")
    #expect(await shell.run("show").first == "0 ticks")
  }

  @Test func exploreReportsATimerWithoutEndOnceShrunkToWhatStartsIt() async {
    let report = await Explorer(app: TickerApp(), configuration: .init(seed: 3, steps: 1_000)).run()
    #expect(report.findings.map(\.failure.kind) == [.hang], "\(report.findings.map(\.failure))")
    let steps = report.findings.first?.steps.map(\.line) ?? []
    #expect(steps.count == 2, "\(steps)")
    #expect(["tap Tick", "tap Spin"].contains(steps.first ?? ""), "\(steps)")
  }
}

/// A ticker whose timers start themselves again: every half second (Tick), or at once (Spin).
struct TickerApp: App {
  let name = "ticker"
  let summary = "Timers without end"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TickerViewController(clock: environment.clock)
  }
}

@MainActor
final class TickerViewController: ViewController {
  private let clock: any AppClock
  private var ticks = 0
  private var running = false

  init(clock: any AppClock) {
    self.clock = clock
    super.init(name: "ticker", title: "Ticker")
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text("\(ticks) ticks")
      HStack {
        Button("Tick", action: "tick")
        Button("Spin", action: "spin")
        Button("Stop", action: "stop")
      }
    }
  }

  override var actions: [Action] {
    [
      Action("tick", summary: "Ticks every half second") { [unowned self] _ in start(every: 0.5) },
      Action("spin", summary: "Ticks at once, again and again") { [unowned self] _ in start(every: 0) },
      Action("stop", summary: "Stops ticking") { [unowned self] _ in running = false },
    ]
  }

  private func start(every interval: Double) {
    guard !running else { return }
    running = true
    schedule(every: interval)
  }

  private func schedule(every interval: Double) {
    clock.schedule(after: interval) { [weak self] in
      guard let self, running else { return }
      ticks += 1
      setNeedsDisplay()
      schedule(every: interval)
    }
  }
}
