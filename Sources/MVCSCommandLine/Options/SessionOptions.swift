import ArgumentParser
import Foundation
import MVCS
import MVCSShell

/// The options every mode shares: which app, where its stores live, how wide to draw, and
/// the apps' settings.
struct SessionOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp("The app to launch (see the apps command); the first app by default.", valueName: "name"),
    completion: .list(ToolDescription.current.appNames))
  var app: String?

  @Option(name: .long, help: ArgumentHelp("Lay views out N columns wide.", valueName: "n"))
  var width: Int?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Show N lines of the screen (default: the terminal's; 40 in batch and run).", valueName: "n"))
  var height: Int?

  @Option(
    name: .long,
    help: ArgumentHelp("The SQLite file holding the app's stores, or :memory:.", valueName: "path"),
    completion: .file())
  var store: String?

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "Give an app setting a value; repeatable. The settings are listed below.", valueName: "name=value"))
  var settings: [SettingAssignment] = []

  func validate() throws {
    if let width, !(20...1000).contains(width) {
      throw ValidationError("--width must be from 20 to 1000, got \(width)")
    }
    if let height, !(3...10000).contains(height) {
      throw ValidationError("--height must be from 3 to 10000, got \(height)")
    }
    let tool = ToolDescription.current
    for assignment in settings { try assignment.validate(in: tool) }
    if let app, !tool.appNames.contains(app) {
      throw ValidationError("no app named '\(app)'; the apps are: \(tool.appNames.joined(separator: ", "))")
    }
  }

  /// The app `--app` names, else the default.
  var appName: String { app ?? ToolDescription.current.defaultApp }

  /// The settings apps read from their environment; the last `--set` of a name wins.
  var appSettings: [String: String] {
    Dictionary(settings.map { ($0.name, $0.value) }) { $1 }
  }

  /// These options as arguments, for a worker process that must run the same way.
  var arguments: [String] {
    var arguments = ["--app", appName]
    if let store { arguments += ["--store", store] }
    if let width { arguments += ["--width", String(width)] }
    if let height { arguments += ["--height", String(height)] }
    for assignment in settings { arguments += ["--set", assignment.argument] }
    return arguments
  }

  /// The storage `--store` names, else `fallback`, opened now so a bad file stops the run
  /// before anything starts; nil after printing why.
  ///
  /// Memory cannot be a bad file, so it is left to open on first use: a script that never
  /// touches a store (and every worker before its first script) does not pay for SQLite.
  @MainActor func storage(otherwise fallback: StorageLocation, tool: ToolDescription) -> Storage? {
    let storage = Storage(store.map(StorageLocation.init(argument:)) ?? fallback)
    guard storage.location != .inMemory else { return storage }
    do {
      _ = try storage.scoped(toApp: appName).open()
    } catch {
      Terminal.writeError("\(tool.name): error: \(error.description)")
      return nil
    }
    return storage
  }
}
