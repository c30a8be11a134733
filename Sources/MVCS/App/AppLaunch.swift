import Synchronization

/// The app being launched, for what the app makes as it launches and that cannot be handed
/// it: a SwiftData `ModelContainer` made in an `App`'s initializer finds the session's storage
/// here, and is kept here as long as the app runs.
///
/// ```swift
/// let storage = AppLaunch.current?.environment.storage ?? Storage(.inMemory)
/// AppLaunch.current?.keep(storage)   // kept as long as the app runs
/// ```
///
/// Set by ``AppHost`` around `makeRootViewController(environment:)` only: a task-local value,
/// not shared state, so two sessions launching side by side never see each other's. The host
/// keeps it, and what it keeps, until the app is relaunched or another is launched.
package final class AppLaunch: Sendable {
  /// The app whose root view controller is being made, if any.
  @TaskLocal package static var current: AppLaunch?

  /// The app's environment: its clock and storage.
  package let environment: AppEnvironment
  /// What the app keeps while it runs.
  private let kept = Mutex<[AnyObject & Sendable]>([])

  init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// Keeps `object` as long as the app runs.
  package func keep(_ object: AnyObject & Sendable) {
    kept.withLock { $0.append(object) }
  }
}
