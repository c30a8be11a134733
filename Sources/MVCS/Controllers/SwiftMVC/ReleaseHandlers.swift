/// What runs once the view controller that owns it is deallocated, so a
/// ``ControllerRegistry`` can let go of the screen's controller at once.
///
/// The view controller is its only owner, so its deinit is the view controller's.
///
/// ```swift
/// view.releaseHandlers.add { [weak self] in self?.dropReleasedViews() }
/// ```
@MainActor
final class ReleaseHandlers {
  private var handlers: [() -> Void] = []

  func add(_ handler: @escaping @MainActor () -> Void) {
    handlers.append(handler)
  }

  isolated deinit {
    for handler in handlers { handler() }
  }
}
