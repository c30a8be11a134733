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
  public let name = "todo"
  public let summary = "MVCTodo: lists of to-do items with due dates, kept in Stores"

  public init() {}

  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TodoAppCoordinator.launch(environment: environment)
  }
}
