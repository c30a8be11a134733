// Scripts/bench-explore's timing program for shrinking: a bug planted so explore finds it
// after about a thousand steps, then timed while it is shrunk from a fresh launch per try.
//
//   ExploreBench [SEED]   prints: walked N steps, shrunk to M in S seconds (T tries' worth)
import Foundation
import MVCS
import MVCSApps
import MVCSShell

/// Ten buttons; the invariant breaks when A, B and C are tapped in a row, which a walk that
/// spreads its taps over the ten reaches after about a thousand steps.
struct TallyApp: App {
  let name = "tally"
  let summary = "Ten buttons; A, B, C in a row breaks it"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TallyViewController(name: "tally")
  }
}

@MainActor
final class TallyViewController: ViewController {
  static let labels = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]
  private var taps: [Int] = []

  override var body: any View {
    VStack {
      Text("\(taps.count) taps")
      HStack { for label in Self.labels { Button(label, action: label.lowercased()) } }
    }
  }

  override var actions: [Action] {
    Self.labels.indices.map { index in
      Action(Self.labels[index].lowercased(), summary: "Count one") { [unowned self] _ in
        taps = Array((taps + [index]).suffix(3))
        setNeedsDisplay()
      }
    }
  }

  override var invariants: [Invariant] {
    [Invariant("A, B, C are never tapped in a row") { [unowned self] in taps == [0, 1, 2] ? "they were" : nil }]
  }
}

// `ExploreBench --walk STEPS`: STEPS steps of explore on Todo in this process, every check on,
// one episode; prints the findings' count. Scripts/check-instructions runs it at two step
// counts under callgrind: the difference is what one explore step costs.
if CommandLine.arguments.dropFirst().first == "--walk" {
  let steps = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 100
  let walker = Explorer(app: TodoApp(), configuration: .init(seed: 1, steps: steps, episodeLength: steps))
  let walk = await walker.run()
  print("\(walk.findings.count) findings")
  exit(walk.findings.isEmpty ? 0 : 1)
}

let seed = CommandLine.arguments.dropFirst().first.flatMap(UInt64.init) ?? 1
var explorer = Explorer(app: TallyApp(), configuration: .init(seed: seed, steps: 10_000, episodeLength: 10_000))
var episodes: [Int: [ExploreStep]] = [:]
// The walk's own steps, not the shrink's replays: after `.replay`, steps are a shrink's.
var walking: Int?
explorer.journal = { entry in
  switch entry {
  case .episode(let episode, _, _): walking = episode
  case .replay: walking = nil
  case .step(let step): if let walking { episodes[walking, default: []].append(step) }
  }
}
// The finding is shrunk inside run(); the journal keeps each episode's walk to time it again.
let report = await explorer.run()
guard let found = report.findings.first, let episode = episodes[found.episode] else {
  print("no failure found")
  exit(1)
}
explorer.journal = nil
let walked = Array(episode.prefix(found.walked))
let start = ContinuousClock.now
let finding = await explorer.finding(found.failure, steps: walked, episode: found.episode)
let elapsed = ContinuousClock.now - start
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("walked \(walked.count) steps to: \(found.failure)")
print("shrunk to \(finding.steps.count) steps in \(String(format: "%.2f", seconds)) s")
