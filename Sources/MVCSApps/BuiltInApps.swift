import MVCS

/// The apps that ship with mvcs, in the order `mvcs apps` lists them.
public enum BuiltInApps {
  /// Their names, readable anywhere (argument parsing happens off the main actor).
  public static let names = [
    "todo", "counter", "catalog", "debug", "favorites", "randomimage", "login", "pandas", "settings", "expenses",
  ]
  /// The app launched when none is named.
  public static let defaultName = "todo"

  /// One of each, in the order of ``names``: what a shell offers to `launch`.
  @MainActor public static var all: [any App] {
    [
      TodoApp(), CounterApp(), CatalogApp(), DebugApp(), FavoritesApp(), RandomImageApp(), LoginApp(), PandasApp(),
      SettingsApp(), ExpensesApp(),
    ]
  }

  /// The app called `name`, or nil when there is none.
  @MainActor public static func named(_ name: String) -> (any App)? {
    all.first { $0.name == name }
  }
}
