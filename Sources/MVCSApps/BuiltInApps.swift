import MVCS
import MVCSUI

/// The apps that ship with mvcs, in the order `mvcs apps` lists them.
public enum BuiltInApps {
  /// Their names, readable anywhere (argument parsing happens off the main actor).
  public static let names = [
    "todo", "counter", "catalog", "debug", "favorites", "randomimage", "login", "pandas", "settings", "expenses",
    "tipsplit", "spending", "bedtime", "tables",
  ]
  /// The app launched when none is named.
  public static let defaultName = "todo"

  /// One of each, in the order of ``names``: what a shell offers to `launch`.
  @MainActor public static var all: [any MVCS.App] {
    [
      TodoApp(), CounterApp(), CatalogApp(), DebugApp(), FavoritesApp(), RandomImageApp(), LoginApp(), PandasApp(),
      SettingsApp(), ExpensesApp(), SceneApp(TipSplitApp.self), SceneApp(SpendingApp.self), SceneApp(BedtimeApp.self),
      SceneApp(TablesApp.self),
    ]
  }

  /// The app called `name`, or nil when there is none.
  @MainActor public static func named(_ name: String) -> (any MVCS.App)? {
    all.first { $0.name == name }
  }
}
