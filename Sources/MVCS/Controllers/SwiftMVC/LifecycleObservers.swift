/// The observers of one view controller's lifecycle, in the order they started observing,
/// held weakly; the view controller tells them each of its six view callbacks.
///
/// ```swift
/// observers.add(controller)
/// observers.notify(.viewDidLoad)  // controller.viewDidLoad()
/// ```
@MainActor
final class LifecycleObservers {
  private struct Entry {
    weak var observer: (any ViewLifecycleObserver)?
  }

  @exclusivity(unchecked) private var entries: [Entry] = []

  func add(_ observer: any ViewLifecycleObserver) {
    guard !contains(observer) else { return }
    entries.append(Entry(observer: observer))
  }

  func remove(_ observer: any ViewLifecycleObserver) {
    entries.removeAll { $0.observer == nil || $0.observer === observer }
  }

  func contains(_ observer: any ViewLifecycleObserver) -> Bool {
    entries.contains { $0.observer === observer }
  }

  /// Calls `event`'s callback on every observer; containment callbacks are not forwarded.
  func notify(_ event: LifecycleEvent.Kind) {
    entries.removeAll { $0.observer == nil }
    // A callback may add or remove observers: those added hear the next event, and one
    // removed by an earlier observer is not called.
    let observers = entries.compactMap(\.observer)
    guard !observers.isEmpty else { return }
    for observer in observers where contains(observer) {
      switch event {
      case .viewDidLoad: observer.viewDidLoad()
      case .viewWillAppear: observer.viewWillAppear()
      case .viewDidAppear: observer.viewDidAppear()
      case .viewWillDisappear: observer.viewWillDisappear()
      case .viewDidDisappear: observer.viewDidDisappear()
      case .viewDidUnload: observer.viewDidUnload()
      case .loadView, .willMove, .didMove, .presented, .dismissed, .action, .note, .storeChange: return
      }
    }
  }
}
