import MVCS
import MVCSShell
import Testing

/// How explore shrinks what it finds: to a local minimum (no step and no pair of steps can be
/// left out and the failure still come), the steps that changed nothing dropped in one try
/// first, so a long walk comes down to its known minimal reproducer.
@MainActor
@Suite struct ExploreShrinkTests {
  /// Steps named by their commands.
  private static func steps(_ commands: [String]) -> [ExploreStep] {
    commands.map { ExploreStep(command: $0) }
  }

  /// Fails when the steps hold A, B and C in that order, and one more `+` than `-`: a `+`
  /// and a `-` only go together.
  private static func fails(_ steps: [ExploreStep]) -> Bool {
    let commands = steps.map(\.command)
    var wanted = ["A", "B", "C"][...]
    for command in commands where command == wanted.first { wanted = wanted.dropFirst() }
    let balance = commands.filter { $0 == "+" }.count - commands.filter { $0 == "-" }.count
    return wanted.isEmpty && balance == 1
  }

  /// Seventy steps: the three that matter, two `+` and a `-` far apart, and noise.
  private static let walk: [ExploreStep] = steps(
    (0..<70).map { index in
      switch index {
      case 3: "+"
      case 11: "A"
      case 30: "+"
      case 41: "B"
      case 57: "C"
      case 66: "-"
      default: "select row\(index % 5)"
      }
    })

  @Test func aLongWalkShrinksToALocalMinimumPairsIncluded() async {
    #expect(Self.fails(Self.walk))
    let shrunk = await Explorer.shrink(
      Self.walk, isStopped: { false }, firstReproducing: { candidates in candidates.firstIndex { Self.fails($0) } })
    #expect(shrunk.map(\.command).sorted() == ["+", "A", "B", "C"], "\(shrunk.map(\.command))")
    // No single step and no pair can be left out.
    for first in shrunk.indices {
      var less = shrunk
      less.remove(at: first)
      #expect(!Self.fails(less))
      for second in less.indices {
        var fewer = less
        fewer.remove(at: second)
        #expect(!Self.fails(fewer))
      }
    }
  }

  @Test func stepsThatChangedNothingGoInOneTryBeforeDeltaDebugging() async {
    var tries = [false: 0, true: 0]
    for withInert in [false, true] {
      let shrunk = await Explorer.shrink(
        Self.walk, isStopped: { false },
        inert: { steps in
          withInert ? Set(steps.indices.filter { steps[$0].command.hasPrefix("select") }) : []
        },
        firstReproducing: { candidates in
          for (index, candidate) in candidates.enumerated() {
            tries[withInert, default: 0] += 1
            if Self.fails(candidate) { return index }
          }
          return nil
        })
      #expect(shrunk.map(\.command).sorted() == ["+", "A", "B", "C"])
    }
    // Sixty-four selects gone at once: far fewer replays to the same minimum.
    #expect(tries[true]! * 2 < tries[false]!, "\(tries)")
  }

  @Test func aWrongInertGuessCostsOneTryAndNothingElse() async {
    // Leaving out what the replay called inert does not fail: the shrink goes on without it.
    let shrunk = await Explorer.shrink(
      Self.walk, isStopped: { false }, inert: { steps in Set(steps.indices) },
      firstReproducing: { candidates in candidates.firstIndex { Self.fails($0) } })
    #expect(shrunk.map(\.command).sorted() == ["+", "A", "B", "C"])
  }

  @Test func aReplayNamesTheStepsThatLeftTheScreenAndTheStoresAsTheyWere() async {
    let explorer = Explorer(app: QuizApp())
    let inert = await explorer.inertSteps(
      Self.steps(["select Rules", "tap Answer", "relaunch", "tap Sound", "select About", "tap Answer"]))
    // The relaunch starts the quiz again: the screen differs.
    #expect(inert == [0, 4])
  }

  @Test func aLongWalkOnTheQuizShrinksToItsTwelveAnswers() async {
    var configuration = Explorer.Configuration(seed: 3, steps: 3_000, episodeLength: 1_000)
    configuration.recordsWalk = true
    let report = await Explorer(app: QuizApp(), configuration: configuration).run()
    let finding = report.findings.first
    #expect(report.findings.count == 1, "\(report.findings.map(\.failure))")
    #expect(finding?.failure.message.contains("question 12 of 11") == true, "\(report.findings.map(\.failure))")
    // The walk took many more steps than the twelve it needed …
    #expect(finding.map { $0.walked > 40 } == true, "walked \(finding?.walked ?? 0)")
    // … and the reproducer is those twelve, no select, relaunch or Sound among them.
    #expect(finding?.steps.map(\.command) == Array(repeating: "tap Answer", count: 12), "\(finding?.script ?? "")")
  }
}
