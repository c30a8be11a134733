import Foundation
import MVCS

/// Walks an app from launch as a user might, choosing at each step among what the screen
/// offers, favouring what has been exercised least; judges every step; and shrinks each
/// distinct failure to the shortest script that still fails: `mvcs explore`.
///
/// The walk is a run of episodes, each from a fresh launch, each seeded from the run's seed
/// and its number: the same seed gives the same walk, byte for byte. An episode ends at a
/// failure, or after ``Configuration/episodeLength`` steps.
///
/// ```swift
/// let explorer = Explorer(app: TodoApp(), configuration: .init(seed: 7, steps: 2_000))
/// let report = await explorer.run()
/// for finding in report.findings { print(finding.script) }
/// ```
@MainActor
public struct Explorer {
  /// How long to walk, from which seed.
  public struct Configuration: Sendable, Codable, Equatable {
    /// The seed every choice derives from.
    public var seed: UInt64
    /// The most steps to take in all.
    public var steps: Int
    /// The most steps of one episode, from a fresh launch.
    public var episodeLength: Int
    /// The episode to start at, and how far apart the episodes taken are: a worker of `jobs`
    /// takes its number and `jobs`, so the workers share the episodes without overlap.
    public var firstEpisode: Int
    /// The distance between episodes taken.
    public var episodeStride: Int
    /// The tool name the reproducers' comments give: `mvcs`.
    public var toolName: String
    /// Whether the report keeps every episode's steps as a script (`--walk DIR`).
    public var recordsWalk = false

    /// A walk of `steps` steps from `seed`.
    public init(
      seed: UInt64 = 0, steps: Int = 10_000, episodeLength: Int = 500, firstEpisode: Int = 0,
      episodeStride: Int = 1, toolName: String = "mvcs"
    ) {
      self.seed = seed
      self.steps = steps
      self.episodeLength = episodeLength
      self.firstEpisode = firstEpisode
      self.episodeStride = episodeStride
      self.toolName = toolName
    }
  }

  /// The app explored.
  public let app: any App
  /// The apps a `launch` may start.
  public let apps: [any App]
  /// The width, height and environment each launch gets, as `mvcs run` gives a script.
  public let options: ShellOptions
  /// The walk's bounds and seed.
  public var configuration: Configuration
  /// When set, the walk stops at the first step after this instant (`--time`).
  public var deadline: ContinuousClock.Instant?
  /// Called before each step is run, and with nil as an episode starts: what a worker
  /// writes down, so a crash leaves the steps that led to it.
  public var journal: ((Int, ExploreStep?) -> Void)?

  /// An explorer of `app`.
  public init(
    app: any App, apps: [any App]? = nil, options: ShellOptions = ShellOptions(width: 80, height: 40),
    configuration: Configuration = Configuration()
  ) {
    self.app = app
    self.apps = apps ?? [app]
    self.options = options
    self.configuration = configuration
  }

  /// Walks the app and shrinks what it finds.
  public func run() async -> ExploreReport {
    var report = ExploreReport()
    var signatures = Set<String>()
    var uses: [String: Int] = [:]
    var episode = configuration.firstEpisode
    while report.steps < configuration.steps, !pastDeadline {
      var random = ExploreRandom(seed: configuration.seed, stream: UInt64(episode))
      journal?(episode, nil)
      let run = ExploreRun(app: app, apps: apps, options: options)
      if configuration.recordsWalk {
        report.walks.append(ExploreReport.Walk(episode: episode, lines: ["launch \(ExploreStep.word(app.name))"]))
      }
      var walked: [ExploreStep] = []
      var failure = run.checks()
      report.coverage.see(run.screen)
      while failure == nil, walked.count < configuration.episodeLength, report.steps < configuration.steps,
        !pastDeadline
      {
        // Now and then time passes or the app is relaunched; otherwise the screen's moves,
        // what was done least weighing most, so a long walk reaches deep screens.
        var moves = ExploreMenu.moves(on: run.screen, in: run.session)
        if moves.isEmpty || random.chance(1, in: 64) { moves = ExploreMenu.rareMoves }
        let weights = moves.map { move in
          let used = uses[move.item.map { "\($0.screen)|\($0.kind)|\($0.label)" } ?? move.command] ?? 0
          return move.weight * 4096 / (used + 4)
        }
        guard let chosen = random.index(weightedBy: weights) else { break }
        let move = moves[chosen]
        let step = ExploreStep(
          command: move.command, value: move.typesValue ? value(&random, on: run) : nil, fallback: move.fallback)
        journal?(episode, step)
        let verdict = await run.perform(step)
        if configuration.recordsWalk {
          report.walks[report.walks.count - 1].lines.append(verdict == .refused ? "! " + run.lastLine : run.lastLine)
        }
        walked.append(step)
        report.steps += 1
        uses[move.item.map { "\($0.screen)|\($0.kind)|\($0.label)" } ?? move.command, default: 0] += 1
        if let item = move.item { report.coverage.act(on: item) }
        report.coverage.see(run.screen)
        if case .failed(let found) = verdict { failure = found }
      }
      if let failure, signatures.insert(failure.signature).inserted {
        report.findings.append(await finding(failure, steps: walked, episode: episode))
      }
      report.episodes += 1
      episode += configuration.episodeStride
    }
    return report
  }

  /// The finding for `failure`, reached by `steps` in `episode`: shrunk, with its script.
  public func finding(_ failure: ExploreFailure, steps: [ExploreStep], episode: Int) async -> ExploreFinding {
    let shrunk = await shrink(steps, failing: failure)
    return ExploreFinding(
      failure: failure, episode: episode, walked: steps.count, steps: shrunk,
      script: await reproducer(shrunk, failing: failure, walked: steps.count))
  }

  /// A value to type: one of ``ExploreValues``, or now and then the title of a row on the
  /// screen, so names collide.
  private func value(_ random: inout ExploreRandom, on run: ExploreRun) -> String {
    if random.chance(1, in: 8) {
      let titles = run.screen.layers.flatMap { layer in
        layer.viewControllers.compactMap { $0 as? any RowPresenting }.flatMap { list in
          layer.viewControllers.filter { $0.parent === list }.map { list.matchTitle(of: $0) }
        }
      }
      if !titles.isEmpty { return titles[random.below(titles.count)] }
    }
    return ExploreValues.all[random.below(ExploreValues.all.count)]
  }

  private var pastDeadline: Bool {
    deadline.map { ContinuousClock.now >= $0 } ?? false
  }

  // MARK: Shrinking

  /// The fewest of `steps`, with the simplest values, that still fail as `failure` does,
  /// each try replayed from a fresh launch: delta debugging over the steps, then over the
  /// values typed.
  public func shrink(_ steps: [ExploreStep], failing failure: ExploreFailure) async -> [ExploreStep] {
    var current = await Self.deltaDebug(steps) { await reproduces($0, failure) }
    // Steps that only matter together (an Add and the Delete that undoes it) survive delta
    // debugging, which leaves out one part at a time: try leaving out pairs, while few are left.
    pairs: while current.count <= Self.pairLimit {
      for first in current.indices {
        for second in current.indices where second > first {
          var candidate = current
          candidate.remove(at: second)
          candidate.remove(at: first)
          if await reproduces(candidate, failure) {
            current = await Self.deltaDebug(candidate) { await reproduces($0, failure) }
            continue pairs
          }
        }
      }
      break
    }
    for index in current.indices {
      guard let value = current[index].value else { continue }
      for simpler in ExploreValues.simpler(than: value) {
        var candidate = current
        candidate[index].value = simpler
        if await reproduces(candidate, failure) {
          current = candidate
          break
        }
      }
    }
    return current
  }

  /// The most steps the pairs are tried on: 40 steps make 780 pairs.
  static let pairLimit = 40

  /// Delta debugging (Zeller's ddmin, complements only): the fewest of `steps` that
  /// `fails` still holds for, leaving out ever smaller parts.
  public static func deltaDebug<Step>(_ steps: [Step], fails: @MainActor ([Step]) async throws -> Bool) async rethrows
    -> [Step]
  {
    var current = steps
    var parts = 2
    while current.count >= 2 {
      let size = (current.count + parts - 1) / parts
      var reduced = false
      for start in stride(from: 0, to: current.count, by: size) {
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, current.count))
        if try await fails(candidate) {
          current = candidate
          parts = max(parts - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced {
        guard parts < current.count else { break }
        parts = min(parts * 2, current.count)
      }
    }
    if current.count == 1, try await fails([]) { current = [] }
    return current
  }

  /// Replays `steps` from a fresh launch up to the first failure, telling `willRun` each
  /// step's index before it runs: the lines run, which the app refused, and the failure.
  public func replay(_ steps: [ExploreStep], willRun: (Int) -> Void = { _ in }) async -> (
    lines: [String], refused: [Bool], failure: ExploreFailure?
  ) {
    let run = ExploreRun(app: app, apps: apps, options: options)
    if let found = run.checks() { return ([], [], found) }
    var lines: [String] = []
    var refused: [Bool] = []
    for (index, step) in steps.enumerated() {
      willRun(index)
      let verdict = await run.perform(step)
      lines.append(run.lastLine)
      refused.append(verdict == .refused)
      if case .failed(let found) = verdict { return (lines, refused, found) }
    }
    return (lines, refused, nil)
  }

  /// Whether `steps`, from a fresh launch, end in a failure with `failure`'s signature.
  func reproduces(_ steps: [ExploreStep], _ failure: ExploreFailure) async -> Bool {
    let run = ExploreRun(app: app, apps: apps, options: options)
    if let found = run.checks() { return found.signature == failure.signature }
    for step in steps {
      if case .failed(let found) = await run.perform(step) { return found.signature == failure.signature }
    }
    return false
  }

  // MARK: The reproducer

  /// The script that replays `steps` and fails as `failure` did: a comment naming the
  /// failure, `launch APP`, the steps (`!` before those the app refuses with its own
  /// message), and what shows the failure when no step fails by itself: `expect invariants`
  /// after the last step, or the stores and screen before and after a relaunch.
  public func reproducer(_ steps: [ExploreStep], failing failure: ExploreFailure, walked: Int) async -> String {
    var lines = reproducerHeader(failure, walked: walked, shrunk: steps.count)
    let run = ExploreRun(app: app, apps: apps, options: options)
    for (index, step) in steps.enumerated() {
      let last = index == steps.count - 1
      if last, failure.kind == .persistence {
        let before = await ExploreRun.preview(of: steps.dropLast(), app: app, apps: apps, options: options)
        // Only what differed: the store the failure names, or the screen.
        var shown = before
        shown.stores = before.stores.filter { failure.message.hasPrefix("store \($0.name) ") }
        let screen = failure.message.contains("screen")
        lines += Self.blocks(shown, screen: screen)
        lines.append(step.line)
        lines += Self.blocks(shown, screen: screen)
        break
      }
      let verdict = await run.perform(step)
      lines.append(verdict == .refused ? "! " + run.lastLine : run.lastLine)
    }
    if failure.kind == .invariant || failure.kind == .screenRule { lines.append("expect invariants") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A reproducer's first lines: the failure in a comment, how it was found, `launch APP`.
  public func reproducerHeader(_ failure: ExploreFailure, walked: Int, shrunk: Int) -> [String] {
    [
      "# explore found: \(failure.kind.rawValue): \(failure.message)".escapingControlCharacters,
      "# \(configuration.toolName) explore --app \(app.name) --seed \(configuration.seed): "
        + "found after \(walked.counted("step")) of an episode, shrunk to \(shrunk).",
      "# This flow fails while the bug is there and passes once it is fixed.",
      "launch \(ExploreStep.word(app.name))",
    ]
  }

  /// `store show` of each store, then `show` when `screen`, each with its block.
  private static func blocks(_ state: (stores: [(name: String, lines: [String])], screen: [String]), screen: Bool)
    -> [String]
  {
    var lines: [String] = []
    for store in state.stores {
      lines.append("store show \(ExploreStep.word(store.name))")
      lines += store.lines.map { $0.isEmpty ? "|" : "| " + OutputMatcher.literal($0) }
    }
    if screen {
      lines.append("show")
      lines += state.screen.map { $0.isEmpty ? "|" : "| " + OutputMatcher.literal($0) }
    }
    return lines
  }
}

/// What an exploration came to: the distinct failures, shrunk, its coverage and its size.
public struct ExploreReport: Sendable, Codable {
  /// Each distinct failure, in the order found.
  public var findings: [ExploreFinding] = []
  /// The screens reached and the controls seen and acted on.
  public var coverage = UICoverage()
  /// How many steps were taken.
  public var steps = 0
  /// How many episodes were started.
  public var episodes = 0
  /// Each episode's steps as a script's lines (`launch APP`, then `!` before a step the app
  /// refused), when the configuration asks for them.
  public var walks: [Walk] = []

  /// One episode's steps, as a flow replays them.
  public struct Walk: Sendable, Codable, Equatable {
    /// The episode's number.
    public var episode: Int
    /// `launch APP`, then a line a step.
    public var lines: [String]

    /// The walk of `episode`.
    public init(episode: Int, lines: [String]) {
      self.episode = episode
      self.lines = lines
    }
  }

  /// An empty report.
  public init() {}
}

/// One distinct failure: what it was, where it was found, and its shrunk reproducer.
public struct ExploreFinding: Sendable, Codable, Equatable {
  /// The failure.
  public var failure: ExploreFailure
  /// The episode it was found in.
  public var episode: Int
  /// How many steps that episode took to reach it.
  public var walked: Int
  /// The shrunk steps.
  public var steps: [ExploreStep]
  /// The reproducer: a `.mvcs` script.
  public var script: String

  /// A finding.
  public init(failure: ExploreFailure, episode: Int, walked: Int, steps: [ExploreStep], script: String) {
    self.failure = failure
    self.episode = episode
    self.walked = walked
    self.steps = steps
    self.script = script
  }

  /// The file name under `--out`: the kind and a number, `1-command-failed.mvcs`.
  public func fileName(number: Int) -> String {
    "\(number)-" + failure.kind.rawValue.replacingOccurrences(of: " ", with: "-") + ".mvcs"
  }
}

extension Explorer {
  /// The seconds `text` names (`30s`, `2m`, `1h30m`), read as `wait --timeout` reads a
  /// duration; the error says what was wrong.
  nonisolated public static func duration(_ text: String) throws(ShellError) -> Double {
    try DurationParser.duration(in: Word(text, at: SourceLocation(file: "--time", line: 1, column: 1)), example: "30s")
  }
}
