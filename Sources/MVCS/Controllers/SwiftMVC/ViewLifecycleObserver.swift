/// An object that follows a view controller's lifecycle from outside it: how a Swift-MVC
/// controller, which is not a view controller, loads data when its screen loads, refreshes it
/// when the screen appears and lets go of it when the screen unloads.
///
/// Every callback is empty by default; implement the ones you need. An observer hears a
/// callback right after the view controller's own, observers hear it in the order they
/// started observing, and a view controller holds its observers weakly. Observe from plain
/// objects: a view controller's own `viewDidLoad()` and friends would answer for it.
///
/// ```swift
/// final class InboxController: ViewLifecycleObserver {
///     private var messages: [String] = []
///     init(view: InboxScreen) { observe(view) }
///     func viewWillAppear() { refresh() }
///     func viewDidUnload() { messages = [] }
///     private func refresh() { … }
/// }
/// ```
@MainActor
public protocol ViewLifecycleObserver: AnyObject {
  func viewDidLoad()
  func viewWillAppear()
  func viewDidAppear()
  func viewWillDisappear()
  func viewDidDisappear()
  func viewDidUnload()
}

extension ViewLifecycleObserver {
  /// Does nothing; an observer implements what it needs.
  public func viewDidLoad() {}
  /// Does nothing; an observer implements what it needs.
  public func viewWillAppear() {}
  /// Does nothing; an observer implements what it needs.
  public func viewDidAppear() {}
  /// Does nothing; an observer implements what it needs.
  public func viewWillDisappear() {}
  /// Does nothing; an observer implements what it needs.
  public func viewDidDisappear() {}
  /// Does nothing; an observer implements what it needs.
  public func viewDidUnload() {}

  /// Starts hearing `view`'s lifecycle, after the observers already there; observing the
  /// same view again changes nothing.
  public func observe(_ view: ViewController) {
    view.lifecycleObservers.add(self)
  }

  /// Stops hearing `view`'s lifecycle, from the next callback on.
  public func stopObserving(_ view: ViewController) {
    view.lifecycleObservers.remove(self)
  }

  /// Whether this observer hears `view`'s lifecycle.
  public func isObserving(_ view: ViewController) -> Bool {
    view.lifecycleObservers.contains(self)
  }
}
