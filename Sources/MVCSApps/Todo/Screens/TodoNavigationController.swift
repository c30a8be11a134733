import MVCS

/// The Todo app's root: the navigation stack the router pushes on, which also keeps the
/// app coordinator alive — nothing else holds it once the app is launched.
final class TodoNavigationController: NavigationController {
  var coordinator: AnyObject?
}
