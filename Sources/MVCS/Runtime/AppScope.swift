import Synchronization

/// The app a command runs on, for code that runs then and cannot be handed it: a bare `Task`
/// an action starts is counted by the app's runtime until it ends, its requests reach the
/// session's network, and Combine's timers and schedulers started outside a view find the
/// app's clock.
///
/// ```swift
/// CommandScope(environment: environment).running {
///   Task { await Task.yield() }  // as an action's: counted by environment.runtime until it ends
/// }
/// let clock = AppScope.current?.clock  // nil here, outside any command
/// ```
///
/// A task-local value, not shared state, so two sessions side by side never see each other's.
/// A `Task { … }` made while it is bound keeps a copy of it until the task ends (as every
/// task-local value), and so does a task that task starts: the scope lives as long as the
/// last of them, and its end tells the runtime (``Runtime/actionWork``). Swift has no other
/// way to know of a bare task: it runs on the main actor's executor, which is the process's.
package final class AppScope: Sendable {
  /// The scope of the command running now, if any.
  @TaskLocal package static var current: AppScope?

  /// The clock of the app the command runs on.
  package let clock: any AppClock
  /// What the app's requests reach: a bare task's `URLSession` request answers from it.
  package let network: AppNetwork
  /// The app's lifecycle log, which `log` and `trace` print; nil outside a launched app.
  ///
  /// What the app does outside its screen (a haptic, opening a URL) is recorded there.
  package let log: LifecycleLog?
  /// The fields the app drew focused, which ending editing takes focus from.
  package let focusedFields: FocusedFields?
  /// What counts this scope until its tasks end; nil for a scope that counts nothing.
  private let work: ActionWork?
  /// Whether `work` counts this scope now.
  ///
  /// False while a ``CommandScope`` keeps it idle between commands. Atomic, as the last task
  /// to hold a scope may end on any thread.
  private let counted: Atomic<Bool>

  fileprivate init(
    clock: any AppClock, network: AppNetwork, log: LifecycleLog?, focusedFields: FocusedFields?, work: ActionWork?
  ) {
    self.clock = clock
    self.network = network
    self.log = log
    self.focusedFields = focusedFields
    self.work = work
    counted = Atomic(work != nil)
    work?.begin()
  }

  deinit { if counted.load(ordering: .relaxed) { work?.end() } }

  /// Counted again, by a ``CommandScope`` that holds it alone.
  fileprivate func resume() {
    counted.store(true, ordering: .relaxed)
    work?.begin()
  }

  /// Counted no more, by a ``CommandScope`` that holds it alone after its command.
  fileprivate func pause() {
    counted.store(false, ordering: .relaxed)
    work?.end()
  }

  /// Runs `body`, which starts work counted elsewhere (the runtime's own tasks, a timer's
  /// sleep), in a scope with the same clock that counts nothing.
  package static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let scope = current, scope.work != nil else { return try body() }
    let untracked = AppScope(
      clock: scope.clock, network: scope.network, log: scope.log, focusedFields: scope.focusedFields, work: nil)
    return try $current.withValue(untracked, operation: body)
  }
}

/// The scope an app's commands run in, one after the other: one ``AppScope``, made again only
/// when a command left a task holding the last one.
///
/// ```swift
/// let commands = CommandScope(environment: AppEnvironment(clock: VirtualClock()))
/// commands.running { _ = Task { await Task.yield() } }  // the Task counted until it ends
/// let next = commands.running { AppScope.current }  // a new scope while that Task runs
/// ```
///
/// Every command of a session runs in a scope (a few hundred instructions to make and end
/// one, a tenth of a trivial command's); most start no task, so the one they ran in is still
/// the scope's alone afterwards, and it is kept, idle and uncounted, for the next.
@MainActor
package final class CommandScope {
  private let clock: any AppClock
  private let network: AppNetwork
  private let log: LifecycleLog?
  private let focusedFields: FocusedFields
  private let work: ActionWork
  /// The last command's scope, held by nothing else, counted by nothing.
  private var idle: AppScope?

  /// The scope of commands on the app launched with `environment`, whose events go to `log`.
  package init(environment: AppEnvironment, log: LifecycleLog? = nil) {
    clock = environment.clock
    network = environment.runtime.network
    self.log = log
    focusedFields = environment.runtime.focusedFields
    work = environment.runtime.actionCounter
  }

  /// Runs `body` in a scope of the app: the bare tasks it starts are counted by its runtime
  /// until they end.
  package func running<Result>(_ body: () -> Result) -> Result {
    var scope: AppScope
    if var kept = idle.take(), isKnownUniquelyReferenced(&kept) {
      kept.resume()
      scope = kept
    } else {
      scope = AppScope(clock: clock, network: network, log: log, focusedFields: focusedFields, work: work)
    }
    defer {
      // A task the command started holds the scope until it ends, and its end uncounts it.
      if isKnownUniquelyReferenced(&scope) {
        scope.pause()
        idle = scope
      }
    }
    return AppScope.$current.withValue(scope, operation: body)
  }
}

/// How many ``AppScope``s of a runtime are alive: commands, or timers' firings, whose bare
/// tasks have not all ended.
///
/// ```swift
/// let work = ActionWork()
/// work.begin(); work.end()
/// ```
///
/// Atomic, as a scope ends on whichever thread its last task ends on.
package final class ActionWork: Sendable {
  private let count = Atomic(0)

  /// A scope has begun.
  func begin() { count.add(1, ordering: .relaxed) }
  /// A scope has ended.
  func end() { count.subtract(1, ordering: .relaxed) }
  /// The scopes alive.
  var running: Int { count.load(ordering: .relaxed) }
}
