/// The views' `task { }` actions started and not ended, each named by its view: what a script
/// that ends while one still runs lists, rather than waiting for it.
///
/// A `task` runs while its view is there, and an app's may never end by design (a loop over
/// an async sequence, a poll on the clock): the end of a script neither waits for it nor
/// passes over it in silence, but says which view's task was left running.
///
/// ```swift
/// let tasks = RunningViewTasks()
/// let number = tasks.start("LoaderView's task")
/// tasks.running  // ["LoaderView's task"]
/// tasks.end(number)
/// ```
@MainActor
public final class RunningViewTasks {
  /// Each task running, by the number it was started with.
  private var names: [Int: String] = [:]
  private var started = 0

  /// None running.
  nonisolated public init() {}

  /// Notes a task named `name` as started; returns its number, for ``end(_:)``.
  public func start(_ name: String) -> Int {
    started += 1
    names[started] = name
    return started
  }

  /// Notes task `number` as ended.
  public func end(_ number: Int) {
    names[number] = nil
  }

  /// The names of the tasks still running, in the order they were started.
  public var running: [String] {
    names.keys.sorted().compactMap { names[$0] }
  }
}
