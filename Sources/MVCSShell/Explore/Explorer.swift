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
    /// The most seconds the walk may take from its start (`--time`); nil for no limit.
    ///
    /// Checked between steps, so the walk ends at its step count or its time, whichever comes
    /// first. A shrink stops there too, keeping the shortest script it has reached.
    public var seconds: Double?
    /// The most seconds one finding's shrinking may take (`--shrink-time`); nil for no limit.
    ///
    /// Past it, the shortest steps reached so far are the finding.
    public var shrinkSeconds: Double?

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
  /// When set, the walk stops at the first step after this instant, as it does after
  /// ``Configuration/seconds``: whichever comes first.
  public var deadline: ContinuousClock.Instant?
  /// Asked between steps: true stops the walk where it is, and what it found is reported
  /// unshrunk (a worker asks whether Ctrl-C came).
  public var shouldStop: (@MainActor () -> Bool)?
  /// Told of every fresh launch and of each step before it runs, while walking and while
  /// shrinking: what a worker writes down, so a crash or a hang leaves the steps that led to
  /// it from a fresh launch.
  public var journal: (@MainActor (JournalEntry) -> Void)?
  /// Told of each finding as it is made, unshrunk, and again once it is shrunk: a worker keeps
  /// them where its parent finds them should the worker die or be ended later in the walk.
  public var didFind: (@MainActor (ExploreFinding) -> Void)?

  /// What ``journal`` is told.
  public enum JournalEntry: Sendable, Equatable {
    /// Episode `episode` starts from a fresh launch, after `walked` steps in
    /// `episodes` episodes.
    case episode(_ episode: Int, walked: Int, episodes: Int)
    /// A fresh launch to replay steps while shrinking what episode `episode` found, after it
    /// took `steps` steps.
    case replay(episode: Int, steps: Int)
    /// The next step, about to run.
    case step(ExploreStep)
  }

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

  /// Walks the app and shrinks what it finds, until the step count, the time
  /// (``Configuration/seconds``, ``deadline``) or ``shouldStop``, whichever comes first.
  public func run() async -> ExploreReport {
    var report = ExploreReport()
    var signatures = Set<String>()
    var memory = FieldMemory()
    var episode = configuration.firstEpisode
    let bounds = Bounds(explorer: self)
    while report.steps < configuration.steps, !bounds.stop(&report) {
      var random = ExploreRandom(seed: configuration.seed, stream: UInt64(episode))
      journal?(.episode(episode, walked: report.steps, episodes: report.episodes))
      let run = ExploreRun(app: app, apps: apps, options: options)
      if configuration.recordsWalk {
        report.walks.append(ExploreReport.Walk(episode: episode, lines: ["launch \(ExploreStep.word(app.name))"]))
      }
      var walked: [ExploreStep] = []
      var failure = run.checks()
      var form = FormVisit()
      var uses: [ExploreMenu.UseKey: Int] = [:]
      var undo: ExploreStep?
      report.coverage.see(run.screen)
      while failure == nil, walked.count < configuration.episodeLength, report.steps < configuration.steps,
        !bounds.stop(&report)
      {
        form.follow(run.screen)
        let step: ExploreStep
        var move: ExploreMenu.Move?
        if let inverse = undo {
          // A round trip: the toggle flipped back, the stepper stepped back.
          step = inverse
        } else {
          // Now and then time passes or the app is relaunched; otherwise the screen's moves,
          // weighed (``weight(of:uses:form:coverage:)``) so the walk builds state.
          var moves = ExploreMenu.moves(on: run.screen, in: run.session)
          if moves.isEmpty || random.chance(1, in: 32) { moves = ExploreMenu.rareMoves }
          let weights = moves.map {
            Self.weight(of: $0, uses: uses[$0.useKey] ?? 0, form: form, coverage: report.coverage)
          }
          guard let chosen = random.index(weightedBy: weights) else { break }
          move = moves[chosen]
          step = ExploreStep(
            command: moves[chosen].command,
            value: moves[chosen].typesValue ? value(for: moves[chosen], &random, on: run, memory: memory) : nil,
            fallback: moves[chosen].fallback)
        }
        journal?(.step(step))
        let verdict = await run.perform(step)
        if verdict == .interrupted {
          report.interrupted = true
          break
        }
        if configuration.recordsWalk {
          report.walks[report.walks.count - 1].lines.append(verdict == .refused ? "! " + run.lastLine : run.lastLine)
        }
        walked.append(step)
        report.steps += 1
        undo = nil
        if let move {
          uses[move.useKey, default: 0] += 1
          if let item = move.item { report.coverage.act(on: item) }
          form.learn(from: move, step: step, verdict: verdict, memory: &memory)
          if verdict == .passed, app.modelChecks.contains(.roundTrips), let inverse = Self.inverse(of: step),
            random.chance(1, in: 3)
          {
            undo = inverse
          }
        }
        report.coverage.see(run.screen)
        if case .failed(let found) = verdict { failure = found }
      }
      if let failure, signatures.insert(failure.signature).inserted {
        // On disk before it is shrunk: a walk cut short while shrinking keeps it as walked.
        didFind?(
          ExploreFinding(
            failure: failure, episode: episode, walked: walked.count, steps: walked,
            script: (reproducerHeader(failure, walked: walked.count, shrunk: walked.count) + walked.map(\.line))
              .joined(separator: "\n") + "\n"))
        let found = await finding(
          failure, steps: walked, episode: episode, shrinking: !report.interrupted, bounds: bounds)
        didFind?(found)
        report.findings.append(found)
      }
      report.episodes += 1
      // An episode that took no step failed at its launch, as every episode would: a walk of
      // empty episodes would never reach its step count.
      if walked.isEmpty { break }
      episode += configuration.episodeStride
    }
    return report
  }

  /// How often `move` is chosen against the others, in whole numbers (the same on every
  /// machine), never 0, so no move is ever starved.
  ///
  /// Its own weight (what is on top weighs most), less the more it was done this episode,
  /// four times more while the walk has never done it; the fields of the form on top not
  /// filled yet four times a fresh move, its buttons a quarter until they are, its cancel button
  /// and `dismiss` a quarter; `back` a quarter, the Back button half; a row's delete less
  /// while the list has few rows, a button that deletes ("Delete…", "Remove…") a quarter; a
  /// destructive button a quarter as much, one that adds ("+",
  /// "Add…", "New…", "Create…") twice as much, so the walk builds state (several items, lists
  /// with rows, a second screen) more than it undoes it.
  static func weight(of move: ExploreMenu.Move, uses: Int, form: FormVisit, coverage: UICoverage) -> Int {
    var weight = move.weight * 64 * 16 / (16 + 4 * uses)
    if let item = move.item, coverage.uses(of: item) == 0 { weight *= 4 }
    if let control = move.control, move.depth == 0 {
      if control.input(as: TextEntry.self) != nil {
        // However often it was filled before, a field this form still waits for comes first.
        if form.isWaiting(for: control) { weight = move.weight * 64 * 4 }
      } else if let press = control.input(as: ButtonPress.self) {
        if form.hasFields, !form.isFilled { weight /= 4 }
        // A user fills a form more often than abandons it, and goes back less than forward.
        if press.role == .cancel, form.hasFields { weight /= 4 }
        if control.label == "Back" { weight /= 2 }
        if press.role == .destructive { weight /= 4 }
        // A screen's own Delete (an item's detail) takes away what the walk built as a row's
        // swipe would, without its weighing by how many rows there are: rarer still.
        if ExploreRun.deletes(control.label) { weight /= 4 }
        if ExploreRun.adds(control.label) { weight *= 2 }
      }
    }
    if move.command == "back" || (move.command == "dismiss" && form.hasFields) { weight /= 4 }
    if let rows = move.rows, let label = move.item?.label, label.lowercased().containsLiterally("delete") {
      weight = weight * min(rows + 1, 4) / 4
    }
    return max(1, weight)
  }

  /// The step that undoes `step` when it is half a round trip: a toggle flipped, a stepper
  /// stepped up or down.
  static func inverse(of step: ExploreStep) -> ExploreStep? {
    // Most lines are neither: their first word's bytes tell, without splitting every line
    // into words (about 1% of an explore step, #35). Only a toggle or a step is split.
    let space = UInt8(ascii: " ")
    let verb = step.command.utf8.drop(while: { $0 == space }).prefix(while: { $0 != space })
    let isToggle = verb.elementsEqual("toggle".utf8)
    guard isToggle || verb.elementsEqual("step".utf8) else { return nil }
    let words = step.command.split(separator: " ")
    if isToggle, step.value == nil, words.count == 2 || step.command.hasSuffix("'") { return step }
    guard !isToggle, let direction = words.last, direction == "up" || direction == "down" else { return nil }
    func flipped(_ line: String) -> String {
      String(line.dropLast(direction.count)) + (direction == "up" ? "down" : "up")
    }
    return ExploreStep(command: flipped(step.command), fallback: step.fallback.map(flipped))
  }

  /// Where a walk must stop besides its step count: a deadline (``deadline`` or
  /// ``Configuration/seconds`` from the start), and ``shouldStop``.
  @MainActor
  struct Bounds {
    let deadline: ContinuousClock.Instant?
    let shouldStop: (@MainActor () -> Bool)?

    init(explorer: Explorer) {
      let budget = explorer.configuration.seconds.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
      deadline = [explorer.deadline, budget].compactMap { $0 }.min()
      shouldStop = explorer.shouldStop
    }

    /// Whether to stop now; notes an interruption in `report`.
    func stop(_ report: inout ExploreReport) -> Bool {
      if shouldStop?() == true { report.interrupted = true }
      return report.interrupted || isPast
    }

    /// Whether the time is up or the walk was told to stop.
    var isPast: Bool {
      shouldStop?() == true || deadline.map { ContinuousClock.now >= $0 } ?? false
    }
  }

  /// The finding for `failure`, reached by `steps` in `episode`: shrunk (unless
  /// `shrinking` is false, or as far as the time allows), with its script.
  public func finding(_ failure: ExploreFailure, steps: [ExploreStep], episode: Int) async -> ExploreFinding {
    await finding(failure, steps: steps, episode: episode, shrinking: true, bounds: Bounds(explorer: self))
  }

  private func finding(
    _ failure: ExploreFailure, steps: [ExploreStep], episode: Int, shrinking: Bool, bounds: Bounds
  ) async -> ExploreFinding {
    var shrunk = steps
    if shrinking {
      let budget = configuration.shrinkSeconds.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
      let isStopped = { @MainActor in bounds.isPast || budget.map { ContinuousClock.now >= $0 } ?? false }
      shrunk = await Self.shrink(
        steps, isStopped: isStopped,
        inert: { candidate in
          journal?(.replay(episode: episode, steps: steps.count))
          return await inertSteps(candidate)
        },
        firstReproducing: { candidates in
          for (index, candidate) in candidates.enumerated() {
            if isStopped() { return nil }
            if await reproduces(candidate, failure, episode: episode, walked: steps.count) { return index }
          }
          return nil
        })
    }
    return ExploreFinding(
      failure: failure, episode: episode, walked: steps.count, steps: shrunk,
      script: await reproducer(shrunk, failing: failure, walked: steps.count, episode: episode))
  }

  /// A value to type into `move`'s field: four times in five one that fits it (its
  /// format's own, one it took in a form the app accepted, one its label asks for), else one
  /// that hurts: nothing at all a third of the time (the input apps forget most), the title
  /// of a row on the screen now and then, so names collide, or one of the hostile mix.
  private func value(
    for move: ExploreMenu.Move, _ random: inout ExploreRandom, on run: ExploreRun, memory: FieldMemory
  ) -> String {
    if let control = move.control, random.chance(4, in: 5) {
      let field = FormVisit.key(of: control)
      let samples = control.input(as: TextEntry.self)?.samples() ?? []
      if !samples.isEmpty { return samples[random.below(samples.count)] }
      let good = memory.good(field)
      if !good.isEmpty, random.chance(1, in: 2) { return good[random.below(good.count)] }
      let fitting = ExploreValues.Fit.of(label: control.label, placeholder: control.placeholder).values
        .filter { !memory.refuses($0, for: field) }
      if !fitting.isEmpty { return fitting[random.below(fitting.count)] }
    }
    if random.chance(1, in: 3) { return "" }
    if random.chance(1, in: 8) {
      let titles = run.screen.layers.flatMap { layer in
        layer.viewControllers.compactMap { $0.rowPresenting }.flatMap { list in
          layer.viewControllers.filter { $0.parent === list }.map { list.matchTitle(of: $0) }
        }
      }
      if !titles.isEmpty { return titles[random.below(titles.count)] }
    }
    return ExploreValues.all[random.below(ExploreValues.all.count)]
  }

  // MARK: Shrinking

  /// The fewest of `steps`, with the simplest values, that still fail as the failure did.
  ///
  /// First the steps `inert` says changed nothing, all in one try; then delta debugging over
  /// the steps, then pairs of steps, until no step and no pair can be left out (a local
  /// minimum); then targets named by a lower position (and the steps again, when one was),
  /// then simpler values for what was typed.
  /// `firstReproducing` answers which of the candidates, tried in order, is the first that
  /// still fails so (nil when none does): in this process each from a fresh launch, for a
  /// crash or a hang in a worker, which it ends. `inert` answers which steps of a replay left
  /// the screen and the stores as they were (``inertSteps(_:)``). `isStopped` ends the shrink
  /// early, with the shortest steps reached so far.
  public static func shrink(
    _ steps: [ExploreStep], isStopped: @MainActor () -> Bool,
    inert: @MainActor ([ExploreStep]) async throws -> Set<Int>,
    firstReproducing: @MainActor ([[ExploreStep]]) async throws -> Int?
  ) async rethrows -> [ExploreStep] {
    func fewest(_ steps: [ExploreStep]) async throws -> [ExploreStep] {
      var current = try await deltaDebug(steps, isStopped: isStopped, firstFailing: firstReproducing)
      // Steps that only matter together (an Add and the Delete that undoes it) survive delta
      // debugging, which leaves out one part at a time: leaving out pairs until none can go
      // makes the steps a local minimum.
      while current.count >= 2, !isStopped() {
        guard let fewer = try await firstPairLeftOut(of: current) else { break }
        current = try await deltaDebug(fewer, isStopped: isStopped, firstFailing: firstReproducing)
      }
      return current
    }
    // The first of `steps` less a pair that still fails, the nearest pairs first, made and
    // tried a batch at a time: a long walk's n²/2 candidates, each n − 2 steps, are never all
    // in memory at once.
    func firstPairLeftOut(of steps: [ExploreStep]) async throws -> [ExploreStep]? {
      var batch: [[ExploreStep]] = []
      for (first, second) in pairIndices(count: steps.count) {
        var candidate = steps
        candidate.remove(at: second)
        candidate.remove(at: first)
        batch.append(candidate)
        guard batch.count == pairBatch else { continue }
        if let found = try await firstReproducing(batch) { return batch[found] }
        batch.removeAll(keepingCapacity: true)
        if isStopped() { return nil }
      }
      return try await batch.isEmpty ? nil : firstReproducing(batch).map { batch[$0] }
    }
    var current = steps
    // Steps that changed nothing (a `select` on a row that does nothing, a relaunch that
    // comes back the same) go in one try, before delta debugging halves its way to them: on
    // a long walk, the difference between a shrink that ends within its time and one that
    // does not.
    if current.count >= 2, !isStopped() {
      let idle = try await inert(current)
      let kept = current.indices.filter { !idle.contains($0) }.map { current[$0] }
      if !idle.isEmpty, kept.count < current.count, try await firstReproducing([kept]) != nil { current = kept }
    }
    current = try await fewest(current)
    // A target named by position (`swipe #2 Rename`: its name no longer found it once earlier
    // steps went) keeps the steps that made rows before it; named lower, they may go too.
    var lowered = false
    for index in current.indices where !isStopped() {
      let candidates = current[index].lowerPositions.map { step in
        var candidate = current
        candidate[index] = step
        return candidate
      }
      if let found = try await firstReproducing(candidates) {
        current = candidates[found]
        lowered = true
      }
    }
    if lowered, !isStopped() { current = try await fewest(current) }
    for index in current.indices {
      guard let value = current[index].value, !isStopped() else { continue }
      let candidates = ExploreValues.simpler(than: value).map { simpler in
        var candidate = current
        candidate[index].value = simpler
        return candidate
      }
      if let found = try await firstReproducing(candidates) { current = candidates[found] }
    }
    return current
  }

  /// The fewest of `steps` that still fail, as ``shrink(_:isStopped:inert:firstReproducing:)``
  /// finds them without knowing which steps changed nothing.
  public static func shrink(
    _ steps: [ExploreStep], isStopped: @MainActor () -> Bool,
    firstReproducing: @MainActor ([[ExploreStep]]) async throws -> Int?
  ) async rethrows -> [ExploreStep] {
    try await shrink(steps, isStopped: isStopped, inert: { _ in [] }, firstReproducing: firstReproducing)
  }

  /// The pairs of positions among `count` steps, the nearest first: steps that only matter
  /// together (an Add and its Delete) are most often close.
  static func pairIndices(count: Int) -> some Sequence<(Int, Int)> {
    (1..<max(count, 1)).lazy.flatMap { distance in
      (0..<(count - distance)).lazy.map { ($0, $0 + distance) }
    }
  }

  /// How many pairs left out are tried in one call of `firstReproducing`, as a worker replays
  /// a batch of candidates at a time.
  static let pairBatch = 64

  /// The fewest of `steps` that still fail, leaving out ever smaller parts.
  ///
  /// Delta debugging (Zeller's ddmin, complements only). `firstFailing` answers which of the candidates,
  /// in order, is the first that fails, so a round's tries can run in one worker until one
  /// ends it.
  public static func deltaDebug<Step>(
    _ steps: [Step], isStopped: @MainActor () -> Bool = { false },
    firstFailing: @MainActor ([[Step]]) async throws -> Int?
  ) async rethrows -> [Step] {
    var current = steps
    var parts = 2
    while current.count >= 2, !isStopped() {
      let size = (current.count + parts - 1) / parts
      let candidates = stride(from: 0, to: current.count, by: size).map { start in
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, current.count))
        return candidate
      }
      if let found = try await firstFailing(candidates) {
        current = candidates[found]
        parts = max(parts - 1, 2)
      } else {
        guard parts < current.count else { break }
        parts = min(parts * 2, current.count)
      }
    }
    if current.count == 1, !isStopped(), try await firstFailing([[]]) != nil { current = [] }
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
      journal?(.step(step))
      let verdict = await run.perform(step)
      lines.append(run.lastLine)
      refused.append(verdict == .refused)
      if case .failed(let found) = verdict { return (lines, refused, found) }
    }
    return (lines, refused, nil)
  }

  /// The steps of `steps` that changed nothing: their indices.
  ///
  /// Replayed from a fresh launch, each left the screen and the stores as they were before
  /// it: a `select` on a row that does nothing, a relaunch that comes back the same, a value
  /// refused. The replay stops at the first failure, which is not inert.
  public func inertSteps(_ steps: [ExploreStep]) async -> Set<Int> {
    let run = ExploreRun(app: app, apps: apps, options: options)
    guard run.checks() == nil else { return [] }
    var inert = Set<Int>()
    var screen = run.screenText()
    for (index, step) in steps.enumerated() {
      journal?(.step(step))
      let stores = run.stores
      let verdict = await run.perform(step)
      if case .failed = verdict { break }
      if verdict == .interrupted { break }
      let now = run.screenText()
      if now == screen, run.stores.holdsTheSame(as: stores) { inert.insert(index) }
      screen = now
    }
    return inert
  }

  /// Whether `steps`, from a fresh launch, end in a failure with `failure`'s signature.
  func reproduces(_ steps: [ExploreStep], _ failure: ExploreFailure, episode: Int, walked: Int) async -> Bool {
    journal?(.replay(episode: episode, steps: walked))
    let run = ExploreRun(app: app, apps: apps, options: options)
    if let found = run.checks() { return found.signature == failure.signature }
    for step in steps {
      journal?(.step(step))
      if case .failed(let found) = await run.perform(step) { return found.signature == failure.signature }
    }
    return false
  }

  // MARK: The reproducer

  /// The script that replays `steps` and fails as `failure` did: a comment naming the
  /// failure, `launch APP`, the steps (`!` before those the app refuses with its own
  /// message), and, when no step fails by itself, what shows the failure: `expect invariants`
  /// after the last step, or the failure's evidence around the steps that made it (the stores
  /// before them and what they should hold after, the screen before and after a relaunch),
  /// as this replay finds it.
  public func reproducer(_ steps: [ExploreStep], failing failure: ExploreFailure, walked: Int, episode: Int = 0)
    async -> String
  {
    var lines: [String] = []
    journal?(.replay(episode: episode, steps: walked))
    let run = ExploreRun(app: app, apps: apps, options: options)
    var found: ExploreFailure?
    for step in steps {
      journal?(.step(step))
      let verdict = await run.perform(step)
      lines.append(verdict == .refused ? "! " + run.lastLine : run.lastLine)
      if case .failed(let failed) = verdict {
        found = failed
        break
      }
    }
    if let evidence = found?.evidence, found?.signature == failure.signature {
      lines.insert(contentsOf: evidence.before, at: max(0, lines.count - evidence.span))
      lines += evidence.after
    }
    if failure.kind == .invariant || failure.kind == .screenRule { lines.append("expect invariants") }
    // A fault met drawing the screen after the step, which a flow draws at its next command.
    if failure.kind == .viewFault { lines.append("show") }
    return (reproducerHeader(failure, walked: walked, shrunk: steps.count) + lines).joined(separator: "\n") + "\n"
  }

  /// A reproducer's first lines: the failure in a comment, how it was found, `launch APP`.
  public func reproducerHeader(_ failure: ExploreFailure, walked: Int, shrunk: Int) -> [String] {
    var lines = [
      "# explore found: \(failure.kind.rawValue): \(failure.message)".escapingControlCharacters,
      "# \(configuration.toolName) explore --app \(app.name) --seed \(configuration.seed): "
        + "found after \(walked.counted("step")) of an episode, shrunk to \(shrunk).",
      "# This flow fails while the bug is there and passes once it is fixed.",
    ]
    let threw = "the app threw "
    if let group = failure.group, group.hasPrefix(threw) {
      let type = group.dropFirst(threw.count)
      lines += [
        "# The app threw \(type) (every message of that type is this one finding): if it is the app's message",
        "# to its user, conform \(type) to ValidationFailure and explore takes it as one.",
      ]
    }
    if failure.kind == .hang, failure.message.contains("(--timeout)") {
      lines.append("# Its last step never ends: `\(configuration.toolName) run --timeout 10s` fails on it at once.")
    }
    return lines + ["launch \(ExploreStep.word(app.name))"]
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
  /// Whether the walk was told to stop before its end (Ctrl-C): what it found is reported
  /// as found, unshrunk.
  public var interrupted = false
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
