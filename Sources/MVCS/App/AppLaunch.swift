/// The environment of the app being launched, for what the app makes as it launches and that
/// cannot be handed it: a SwiftData `ModelContainer` made in an `App`'s initializer finds the
/// session's storage here.
///
/// ```swift
/// let storage = AppLaunch.environment?.storage ?? Storage(.inMemory)
/// ```
///
/// Set by ``AppHost`` around `makeRootViewController(environment:)` only: a task-local value,
/// not shared state, so two sessions launching side by side never see each other's.
package enum AppLaunch {
  /// The environment of the app whose root view controller is being made, if any.
  @TaskLocal package static var environment: AppEnvironment?
}
