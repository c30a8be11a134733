import MVCS

/// The app's first coordinator: opens the storage, puts the overview at the bottom of the
/// navigation stack, and starts the overview coordinator.
@MainActor
final class TodoAppCoordinator: Coordinator {
  let storage: TodoStorage
  let router = TodoRouter()
  let overview: OverviewCoordinator
  // Weak: the navigation controller is the app's root and keeps this coordinator, so a
  // relaunched app lets go of the old one whole.
  private weak var navigation: TodoNavigationController?

  /// The navigation controller; only asked for while the root that keeps this coordinator lives.
  var primaryViewController: ViewController { navigation ?? overview.primaryViewController }

  private init(environment: AppEnvironment) {
    storage = TodoStorage(environment: environment)
    overview = OverviewCoordinator(storage: storage, router: router, environment: environment)
  }

  /// Builds and starts the app; the root it returns keeps everything else alive.
  static func launch(environment: AppEnvironment) -> ViewController {
    let coordinator = TodoAppCoordinator(environment: environment)
    let navigation = TodoNavigationController(root: coordinator.overview.primaryViewController)
    navigation.coordinator = coordinator
    coordinator.navigation = navigation
    coordinator.router.install(navigation)
    coordinator.start()
    return navigation
  }

  func start() {
    overview.start()
  }

  func stop() {
    overview.stop()
  }
}
