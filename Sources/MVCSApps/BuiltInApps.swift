import MVCS

/// The apps that ship with mvcs, in the order `mvcs apps` lists them.
public enum BuiltInApps {
  /// Their names, readable anywhere (argument parsing happens off the main actor).
  public static let names = ["todo", "counter", "catalog", "debug", "favorites", "randomimage", "login", "pandas"]
  /// The app launched when none is named.
  public static let defaultName = "todo"

  @MainActor public static var all: [any App] {
    [TodoApp(), CounterApp(), CatalogApp(), DebugApp(), FavoritesApp(), RandomImageApp(), LoginApp(), PandasApp()]
  }

  @MainActor public static func named(_ name: String) -> (any App)? {
    all.first { $0.name == name }
  }
}
