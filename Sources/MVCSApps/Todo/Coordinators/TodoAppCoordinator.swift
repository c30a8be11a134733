import MVCS

/// The app's first coordinator: opens the storage, puts the overview at the bottom of the
/// navigation stack, and starts the overview coordinator.
@MainActor
final class TodoAppCoordinator: Coordinator {
  let storage: TodoStorage
  let router = TodoRouter()
  let overview: OverviewCoordinator
  private let navigation: TodoNavigationController

  var primaryViewController: ViewController { navigation }

  init(environment: AppEnvironment) {
    storage = TodoStorage(environment: environment)
    overview = OverviewCoordinator(storage: storage, router: router, environment: environment)
    navigation = TodoNavigationController(root: overview.primaryViewController)
    router.install(navigation)
  }

  func start() {
    navigation.coordinator = self
    overview.start()
  }

  func stop() {
    overview.stop()
    navigation.coordinator = nil
  }
}
