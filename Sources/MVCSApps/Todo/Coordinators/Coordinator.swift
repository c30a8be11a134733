import MVCS

/// Owns one part of the app's flow, as MVCTodo's coordinators do: it builds its view
/// controllers, answers for them, and shows or hides them through the router.
@MainActor
protocol Coordinator: AnyObject {
  /// The view controller this coordinator is about, shown while it runs.
  var primaryViewController: ViewController { get }
  func start()
  func stop()
}
