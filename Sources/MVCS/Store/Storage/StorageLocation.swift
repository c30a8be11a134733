import Foundation

/// Where an app's stores are kept: memory, one SQLite file, or a folder with a file per app.
///
/// ```swift
/// StorageLocation(argument: ":memory:")        // .inMemory
/// StorageLocation(argument: "todo.sqlite")     // .file("todo.sqlite")
/// StorageLocation.defaultDirectory(environment: ProcessInfo.processInfo.environment)
/// // .directory("~/.local/share/mvcs"), which holds todo.sqlite, favorites.sqlite, …
/// ```
public enum StorageLocation: Sendable, Equatable {
  case inMemory
  case file(String)
  case directory(String)

  /// `:memory:` or a file path, as `--store` takes it.
  public init(argument: String) {
    self = argument == ":memory:" ? .inMemory : .file(argument)
  }

  /// `$XDG_DATA_HOME/mvcs`, else `~/.local/share/mvcs`: where interactive sessions keep data.
  public static func defaultDirectory(environment: [String: String]) -> StorageLocation {
    if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
      return .directory(data + "/mvcs")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return .directory(home + "/.local/share/mvcs")
  }
}
