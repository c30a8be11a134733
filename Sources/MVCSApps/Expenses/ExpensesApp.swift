import MVCS

/// Expenses kept in a Store, shown three ways in tabs: a list grouped by category that
/// follows the store under a formatted total, a table sorted by the column tapped, and a
/// summary of the categories laid out in columns.
///
/// ```text
/// tap +
/// fill Title Coffee
/// fill Category Food
/// fill Amount 3.5
/// tap Add               # the row appears under "Food", the total reads $3.50
/// tap Table             # the same expenses as columns; tap Amount sorts by it
/// ```
public struct ExpensesApp: App {
  /// The app's name, as `mvcs --app` and `launch` take it.
  public let name = "expenses"
  /// One line on what the app is, as `mvcs apps` lists it.
  public let summary = "Expenses in a Store: a grouped list, a sortable table and a summary, in tabs"
  /// The expenses are stored; a relaunch shows them again, in the same rows.
  public let relaunchKeeps = RelaunchKeeps.stores

  /// Creates the app; it builds its screens when launched.
  public init() {}

  /// The three tabs over one `expenses` store.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let store = Store<Expense>(name: "expenses", environment: environment, cacheIdentifier: \.id)
    let table = TableViewController<Expense>(
      name: "all", title: "All expenses",
      columns: [
        TableColumn("Title", value: \.title),
        TableColumn("Category", value: \.category),
        TableColumn("Date", value: \.date, format: .dateTime.month(.abbreviated).day(), alignment: .leading),
        TableColumn("Amount", value: \.amount, format: Money.format),
      ])
    table.follow(store)
    return TabViewController(
      tabs: [
        TabPage(
          "Expenses",
          NavigationController(name: "expenses", root: ExpensesViewController(store: store, clock: environment.clock))),
        TabPage("Table", NavigationController(name: "table", root: table)),
        TabPage("Summary", SummaryViewController(store: store)),
      ])
  }
}
