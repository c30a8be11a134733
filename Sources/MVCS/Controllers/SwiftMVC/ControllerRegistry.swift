/// Builds the controller of each Swift-MVC screen and keeps it exactly as long as the screen
/// lives: the MVCCoordinator of Swift-MVC, and the one place services are injected.
///
/// Register a factory per screen type; ``attach(_:)`` a screen when it is created, before it
/// loads. The registry builds the controller, makes it the screen's data source and delegate
/// (where it is a ``ControlledView``) and its lifecycle observer (where it is a
/// ``ViewLifecycleObserver``):
///
/// ```swift
/// let registry = ControllerRegistry()
/// registry.register(MainScreen.self) { screen in MainController(screen: screen, session: session) }
///
/// let main = MainScreen()
/// registry.attach(main)
/// ```
///
/// A presenting screen configures the presented screen's controller before it appears:
///
/// ```swift
/// let detail = DetailScreen()
/// registry.prepare(DetailController.self, for: detail) { $0.item = item }
/// embedChild(detail)
/// ```
///
/// The registry holds controllers strongly and screens weakly. A pair is dropped, and its
/// controller released, when the screen is deallocated; `viewDidUnload` keeps it, because
/// the same view controller loads its view again when shown again and needs its controller.
/// A controller should hold its screen weakly, or the screen would never go away.
@MainActor
public final class ControllerRegistry {
  private struct Pair {
    weak var view: ViewController?
    let controller: AnyObject
  }

  private var factories: [ObjectIdentifier: (ViewController) -> AnyObject] = [:]
  private var pairs: [Pair] = []

  /// An empty registry.
  public init() {}

  /// Builds controllers for screens of exactly `screenType` (not its subclasses); a second
  /// factory for the same type replaces the first.
  ///
  /// Services reach the controller through what `makeController` captures.
  public func register<Screen: ViewController, Controller: AnyObject>(
    _ screenType: Screen.Type, makeController: @escaping @MainActor (Screen) -> Controller
  ) {
    factories[ObjectIdentifier(screenType)] = { view in
      // Looked up by the view's exact type, so the cast holds.
      guard let screen = view as? Screen else { preconditionFailure("\(type(of: view)) is not a \(Screen.self)") }
      return makeController(screen)
    }
  }

  /// Builds, wires and keeps the controller of `view`, and returns it; a view that already
  /// has one keeps it, and a view of a type with no factory gets none.
  @discardableResult
  public func attach(_ view: ViewController) -> AnyObject? {
    if let controller = controller(for: view) { return controller }
    guard let makeController = factories[ObjectIdentifier(type(of: view))] else { return nil }
    let controller = makeController(view)
    pairs.append(Pair(view: view, controller: controller))
    (view as? any ControlledView)?.adopt(controller)
    (controller as? any ViewLifecycleObserver)?.observe(view)
    view.releaseHandlers.add { [weak self] in self?.dropReleasedViews() }
    return controller
  }

  /// Creates a screen through the registry, so its controller is built the moment the view
  /// is: `let main = registry.make { MainScreen() }`.
  public func make<Screen: ViewController>(_ build: () -> Screen) -> Screen {
    let screen = build()
    attach(screen)
    return screen
  }

  /// The controller of `view`, if it has one.
  public func controller(for view: ViewController) -> AnyObject? {
    pairs.first { $0.view === view }?.controller
  }

  /// The controller of `view`, if it has one of type `type`.
  public func controller<Controller>(_ type: Controller.Type, for view: ViewController) -> Controller? {
    controller(for: view) as? Controller
  }

  /// Runs `configure` on the controller of `view`, attaching the view first if needed; call
  /// it before presenting `view`.
  ///
  /// Returns the controller, or nil (and configures nothing) when `view` has no controller of type
  /// `type`.
  @discardableResult
  public func prepare<Controller>(
    _ type: Controller.Type, for view: ViewController, _ configure: (Controller) -> Void
  ) -> Controller? {
    guard let controller = attach(view) as? Controller else { return nil }
    configure(controller)
    return controller
  }

  /// How many screens have a live controller.
  public var count: Int {
    pairs.count { $0.view != nil }
  }

  private func dropReleasedViews() {
    let dropped = pairs.filter { $0.view == nil }
    // Controllers are released after `pairs` is updated, since their deinit may release
    // other screens and call back here.
    withExtendedLifetime(dropped) {
      pairs.removeAll { $0.view == nil }
    }
  }
}
