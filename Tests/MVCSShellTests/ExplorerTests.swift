import MVCS
import MVCSApps
import MVCSShell
import MVCSTesting
import Testing

/// `explore`: a walk that finds a bug planted five steps deep and shrinks it to those five
/// steps, the same walk for the same seed, reproducers `mvcs run` fails on, the failure
/// kinds, and coverage.
@MainActor
@Suite struct ExplorerTests {
  @Test func findsTheBugPlantedFiveStepsDeepAndShrinksItToThoseSteps() async {
    let explorer = Explorer(app: PlantedBugApp(), configuration: .init(seed: 1, steps: 20_000))
    let report = await explorer.run()
    let finding = report.findings.first { $0.failure.kind == .commandFailed }
    #expect(finding?.failure.message.contains("vanished from an empty notebook") == true)
    #expect(finding?.steps.count ?? 99 <= 5)
    #expect(finding?.steps.count == 5)
    #expect(report.findings.count == 1)
    // The reproducer fails as a flow, at its last step.
    guard let script = finding?.script else { return }
    #expect(script.hasPrefix("# explore found: command failed: `tap Save`: action 'save' of /rename failed:"))
    let shell = TestShell(app: PlantedBugApp())
    let lines = script.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    #expect(lines.first == "launch notebook")
    for line in lines.dropFirst().dropLast() {
      if line.hasPrefix("! ") { await shell.error(String(line.dropFirst(2))) } else { await shell.run(line) }
    }
    #expect(await shell.error(lines[lines.count - 1])?.message.contains("vanished") == true)
  }

  @Test func theSameSeedWalksTheSameWayAndWritesTheSameScripts() async {
    let configuration = Explorer.Configuration(seed: 42, steps: 3_000)
    let first = await Explorer(app: PlantedBugApp(), configuration: configuration).run()
    let second = await Explorer(app: PlantedBugApp(), configuration: configuration).run()
    #expect(first.findings == second.findings)
    #expect(first.coverage == second.coverage)
    let other = await Explorer(app: PlantedBugApp(), configuration: .init(seed: 43, steps: 3_000)).run()
    #expect(other.coverage != first.coverage)
  }

  @Test func todoHasNoFindingsAndItsCoverageNamesItsScreens() async {
    let report = await Explorer(app: TodoApp(), configuration: .init(seed: 3, steps: 1_500)).run()
    #expect(report.findings.map(\.failure) == [])
    #expect(report.steps == 1_500)
    #expect(report.coverage.screens.contains("TodoScreenViewController"))
    #expect(report.coverage.percent > 50)
    #expect(report.coverage.table.last?.hasPrefix("UI coverage: ") == true)
  }

  @Test func anInvariantThatBreaksIsAFindingWhoseScriptEndsInExpectInvariants() async {
    let explorer = Explorer(app: BrokenCounterApp(), configuration: .init(seed: 5, steps: 500))
    let report = await explorer.run()
    #expect(report.findings.map(\.failure.kind) == [.invariant])
    let finding = report.findings.first
    #expect(finding?.failure.message == "/: the count is at most 2: it is 3")
    #expect(finding?.steps.map(\.line) == ["tap ++", "tap ++", "tap ++"])
    #expect(finding?.script.hasSuffix("launch broken-counter\ntap ++\ntap ++\ntap ++\nexpect invariants\n") == true)
    let shell = TestShell(app: BrokenCounterApp())
    for _ in 0..<3 { await shell.run("tap ++") }
    let failed = await shell.error("expect invariants")
    #expect(failed?.status == .expectationFailed)
    #expect(failed?.details == ["/: the count is at most 2: it is 3"])
  }

  @Test func aWalkReachesItsStepCountWhenEveryMoveIsWornOut() async {
    // An app without controls offers only the rare moves, each done thousands of times: their
    // weights once fell to 0 after about 4,000 uses each, and episodes took no step for ever.
    var explorer = Explorer(app: StillApp(), configuration: .init(seed: 1, steps: 20_000, episodeLength: 20_000))
    // Not a timed test: only a bound on a regression, which would otherwise never end.
    explorer.deadline = .now + .seconds(600)
    let report = await explorer.run()
    #expect(report.steps == 20_000)
  }

  @Test func anEpisodeThatFailsAtItsLaunchEndsTheWalk() async {
    var explorer = Explorer(app: BrokenAtLaunchApp(), configuration: .init(seed: 1, steps: 1_000))
    explorer.deadline = .now + .seconds(600)
    let report = await explorer.run()
    #expect(report.episodes == 1)
    #expect(report.steps == 0)
    #expect(report.findings.map(\.failure) == [ExploreFailure(.invariant, "there is something: it is empty")])
  }

  @Test func aWalkEndsAtItsTimeBetweenSteps() async {
    var configuration = Explorer.Configuration(seed: 1, steps: 100_000_000)
    configuration.seconds = 0.2
    let report = await Explorer(app: CounterApp(), configuration: configuration).run()
    #expect(report.steps < 100_000_000)
    var stopped = Explorer(app: CounterApp(), configuration: .init(seed: 1, steps: 1_000))
    var asked = 0
    stopped.shouldStop = {
      asked += 1
      return asked > 10
    }
    let interrupted = await stopped.run()
    #expect(interrupted.interrupted)
    #expect(interrupted.steps < 1_000)
  }

  @Test func theAppsOwnValidationMessageIsNoFinding() async {
    let shell = TestShell(app: TodoApp())
    await shell.run("tap 'Create list'")
    await shell.run("fill 'List Name' Home")
    await shell.run("tap Create")
    await shell.run("select Home")
    await shell.run("tap 'Create item'")
    let refused = await shell.error("fill Due nonsense")
    #expect(refused?.isValidation == true)
    let unknown = await shell.error("tap Nope")
    #expect(unknown?.isValidation == false)
  }

  @Test func aWordReadsBackAsTheTextItQuotes() {
    #expect(ExploreStep.word("Milk") == "Milk")
    #expect(ExploreStep.word("") == "''")
    #expect(ExploreStep.word("Call mom") == "'Call mom'")
    #expect(ExploreStep.word("it's") == #""it's""#)
    #expect(ExploreStep.word("-1") == "'-1'")
    #expect(ExploreStep(command: "fill Title", value: "tab\there").line == #"fill Title "tab\there""#)
  }

  @Test func coverageCountsWhatWasActedOnAndListsDeclaredActionsNeverReached() async {
    let shell = TestShell(app: CounterApp())
    var coverage = UICoverage()
    coverage.see(shell.session.screen())
    coverage.act(on: UICoverage.Item(screen: "CounterViewController", kind: "button", label: "++"))
    #expect(coverage.percent == 50)
    #expect(coverage.table.contains { $0.contains("seen, not acted on") })
  }
}

/// An app with nothing to act on.
struct StillApp: App {
  let name = "still"
  let summary = "A screen of text"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    MessageViewController(name: "still", message: "Nothing to do")
  }
}

/// An app whose invariant is broken from its launch.
struct BrokenAtLaunchApp: App {
  let name = "broken-at-launch"
  let summary = "Broken before the first step"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    MessageViewController(name: "still", message: "")
  }

  func invariants(root: ViewController) -> [Invariant] {
    [Invariant("there is something") { "it is empty" }]
  }
}

/// A counter whose invariant breaks at its third tap.
struct BrokenCounterApp: App {
  let name = "broken-counter"
  let summary = "A counter that breaks its own invariant"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    BrokenCounterViewController(name: "counter")
  }
}

@MainActor
final class BrokenCounterViewController: ViewController {
  private var count = 0

  override var body: any View {
    VStack {
      Text("\(count)")
      Button("++", action: "increment")
    }
  }

  override var actions: [Action] {
    [
      Action("increment", summary: "Add one") { [unowned self] _ in
        count += 1
        setNeedsDisplay()
      }
    ]
  }

  override var invariants: [Invariant] {
    [Invariant("the count is at most 2") { [unowned self] in count <= 2 ? nil : "it is \(count)" }]
  }
}
