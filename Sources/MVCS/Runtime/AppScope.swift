import Synchronization

/// The app a command runs on, for code that runs then and cannot be handed it: a bare `Task`
/// an action starts is counted by the app's runtime until it ends, its requests reach the
/// session's network, and Combine's timers and schedulers started outside a view find the
/// app's clock.
///
/// ```swift
/// AppScope.running(in: environment) {
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
  /// What counts this scope until its tasks end; nil for a scope that counts nothing.
  private let work: ActionWork?

  private init(clock: any AppClock, network: AppNetwork, work: ActionWork?) {
    self.clock = clock
    self.network = network
    self.work = work
    work?.begin()
  }

  deinit { work?.end() }

  /// Runs `body` in a scope of the app whose environment this is: the bare tasks `body`
  /// starts are counted by its runtime until they end.
  @MainActor
  package static func running<Result>(in environment: AppEnvironment, _ body: () throws -> Result) rethrows
    -> Result
  {
    let runtime = environment.runtime
    let scope = AppScope(clock: environment.clock, network: runtime.network, work: runtime.actionCounter)
    return try $current.withValue(scope, operation: body)
  }

  /// Runs `body`, which starts work counted elsewhere (the runtime's own tasks, a timer's
  /// sleep), in a scope with the same clock that counts nothing.
  package static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let scope = current, scope.work != nil else { return try body() }
    let untracked = AppScope(clock: scope.clock, network: scope.network, work: nil)
    return try $current.withValue(untracked, operation: body)
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
