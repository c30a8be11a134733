import Foundation

/// Tracks the asynchronous work an app starts, so the shell can finish each command together
/// with the work it started, and `wait` for work that runs on.
///
/// Apps start work through their environment's runtime rather than a bare `Task`, and wait
/// through it too, so the runtime knows which of its tasks could run now and which are
/// blocked on the clock or on the outside world:
///
/// ```swift
/// environment.runtime.spawn { [weak self] in
///     try? await environment.runtime.sleep(for: 0.5, on: environment.clock)
///     self?.progress = 0.5
/// }
/// ```
@MainActor
public final class Runtime {
  /// Tasks started with ``spawn(_:)`` that have not finished.
  public private(set) var activeTasks = 0
  /// Of those, the ones waiting on the clock or on the outside world.
  public private(set) var blockedTasks = 0
  /// Of the blocked ones, those waiting on the outside world (a network request).
  public private(set) var externalTasks = 0

  /// What the app's requests reach: off until the shell names fixtures or a recording.
  nonisolated public let network = AppNetwork()
  /// The scopes of commands whose bare tasks have not all ended; see ``actionWork``.
  nonisolated package let actionCounter = ActionWork()
  /// The text fields drawn focused lately, which UIKit's `endEditing(_:)` takes focus from.
  nonisolated package let focusedFields = FocusedFields()

  /// A runtime with no tasks.
  nonisolated public init() {}

  /// Whether some task could make progress if given the main actor.
  public var hasRunnableWork: Bool { activeTasks > blockedTasks }
  /// Whether every task has finished, those an action started with a bare `Task` included.
  public var isIdle: Bool { activeTasks == 0 && actionWork == 0 }

  /// How many commands (or timers' firings) started a bare `Task { … }` that has not ended:
  /// an action's upload, an `onAppear`'s load.
  ///
  /// The shell counts them (`AppScope`), as iOS code starts them without the runtime;
  /// settling lets them run, and `wait` waits for them, both bounded. Whether such a task is
  /// blocked is not known, so a task that never ends is listed by `wait`, not waited for ever.
  nonisolated public var actionWork: Int { actionCounter.running }

  /// The tasks started and not finished, by the number each was started with, so a relaunch
  /// can cancel the ones the app it replaces left running.
  private var running: [Int: Task<Void, Never>] = [:]
  private var started = 0
  // Unchecked: taken after every command (docs/DECISIONS.md, "Exclusivity unchecked").
  /// The faults views met while drawing and nobody took yet, each once, oldest first.
  @exclusivity(unchecked) private var faults: [ViewFault] = []

  /// The most faults kept until taken: a view that faults at every drawing of a 100,000-row
  /// list is one fault, and a screen of different ones is named by its first few.
  static let faultsKept = 20
  /// The views' `task { }` actions still running, by view: what a script's end lists.
  public let viewTasks = RunningViewTasks()

  /// Starts `operation` on the main actor as tracked work.
  @discardableResult
  public func spawn(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    activeTasks += 1
    started += 1
    let number = started
    let network = network
    // Counted here, not among the bare tasks of the command that spawns it.
    let task = AppScope.untracked {
      Task { @MainActor in
        // The task's requests (`URLSession`, `AsyncImage`) reach this runtime's network, and
        // its `Task.sleep`s count it as blocked.
        let spawned = SpawnedTask(runtime: self)
        await AppSleep.$spawned.withValue(spawned) {
          await AppNetwork.$current.withValue(network) { await operation() }
        }
        spawned.hasEnded = true
        self.activeTasks -= 1
        self.running[number] = nil
      }
    }
    // The task runs on the main actor, so not before this line: it is always kept here first.
    running[number] = task
    return task
  }

  /// Cancels every task started and not finished: what a relaunch does to the work the app
  /// it replaces left running (a task sleeping on the clock wakes with `CancellationError`).
  public func cancelAll() {
    // In the order they were started (a dictionary's order differs from run to run), so what
    // the cancelled tasks do next happens in the same order every time.
    for number in running.keys.sorted() { running[number]?.cancel() }
  }

  /// Suspends the calling task for `seconds` on `clock`: a virtual clock wakes it when time
  /// is moved past, the real one in real time.
  ///
  /// Throws `CancellationError` when cancelled.
  public func sleep(for seconds: TimeInterval, on clock: any AppClock) async throws {
    try await AppSleep.sleep(for: seconds, on: clock, counting: self)
  }

  /// Runs `operation`, counting the caller as blocked on the outside world meanwhile, so the
  /// shell does not spin waiting for it and `wait` knows to give it real time.
  public func external<T: Sendable>(_ operation: () async throws -> T) async rethrows -> T {
    blockedTasks += 1
    externalTasks += 1
    defer {
      blockedTasks -= 1
      externalTasks -= 1
    }
    // Its `Task.sleep`s are real, as the outside world's time is.
    return try await AppSleep.$isExternal.withValue(true) { try await operation() }
  }

  /// Lets every task that can run, run, until each has finished or is blocked.
  ///
  /// Bare tasks an action started (``actionWork``) are given turns too, until they end or
  /// `bareTaskTurns` (64) pass with none ending: whether one is blocked cannot be known.
  public func settle() async {
    // A bound, so a task that never blocks cannot hang the shell.
    var turns = 0
    var bare = actionWork
    var quiet = 0
    while turns < 100_000 {
      if !hasRunnableWork {
        let now = actionWork
        quiet = now < bare ? 0 : quiet + 1
        bare = now
        guard now > 0, quiet <= Self.bareTaskTurns else { return }
      }
      await Task.yield()
      turns += 1
    }
  }

  /// The turns settling gives bare tasks with none of them ending before it takes them for
  /// blocked: an upload answered from fixtures takes a few.
  static let bareTaskTurns = 64

  /// Notes `fault`, met while drawing, for the shell to report with the command that drew.
  package func note(_ fault: ViewFault) {
    guard faults.count < Self.faultsKept, !faults.contains(fault) else { return }
    faults.append(fault)
  }

  /// The faults views met while drawing since the last call, oldest first; see ``ViewFault``.
  public func takeFaults() -> [ViewFault] {
    defer { faults = [] }
    return faults
  }

  /// Counts a task as blocked: it sleeps on the clock.
  func block() {
    blockedTasks += 1
  }

  /// Counts a blocked task as runnable again: its sleep ended.
  func wake() {
    blockedTasks -= 1
  }
}
