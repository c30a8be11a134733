import MVCS

/// MVCTodo on mvcs: lists of things to do, in Stores, behind coordinators and a router.
///
/// ```text
/// tap +
/// fill "List Name" Groceries
/// tap Create
/// select Groceries      # pushes the list's screen
/// ```
public struct TodoApp: App {
  /// The app's name, as `mvcs --app` and `launch` take it.
  public let name = "todo"
  /// One line on what the app is, as `mvcs apps` lists it.
  public let summary = "MVCTodo: lists of to-do items with due dates, kept in Stores"
  /// The lists and items are stored; a relaunch opens on the overview, not where it was.
  public let relaunchKeeps = RelaunchKeeps.stores

  /// Creates the app; it builds its screens when launched.
  public init() {}

  /// Builds the app's screens and the controllers and stores behind them, in
  /// `environment`.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TodoAppCoordinator.launch(environment: environment)
  }
}
