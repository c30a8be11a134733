/// Who hears about changes in a ``TodoStorage``: the coordinators, which redraw their
/// screens from it.
///
/// Held weakly.
@MainActor
protocol TodoStorageObserver: AnyObject {
  func todoStorage(_ storage: TodoStorage, didChange change: TodoStorageChange)
}

/// A weak reference to an observer, so observing never keeps a coordinator alive.
@MainActor
struct WeakTodoStorageObserver {
  weak var observer: (any TodoStorageObserver)?
}
