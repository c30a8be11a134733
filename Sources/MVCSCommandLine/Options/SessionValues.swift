import ArgumentParser
import Foundation
import MVCS
import MVCSShell

/// The session options as plain values, whichever parser read them.
///
/// ArgumentParser's ``SessionOptions`` and the ``QuickSessionReader`` both end here; the
/// checks and the meaning of the values live here once, so both parsers accept the same
/// values and read them the same way.
///
/// ```swift
/// let values = SessionValues(app: "todo", width: 60)
/// try values.validate(in: tool)   // throws ArgumentParser's ValidationError
/// ```
struct SessionValues: Equatable, Sendable {
  var app: String?
  var width: Int?
  var height: Int?
  var store: String?
  var settings: [SettingAssignment] = []
  /// The locale's identifier as typed (`de_DE` or `de-DE`); nil for the fixed default.
  var locale: String?

  static let widths = 20...1000
  static let heights = 3...10000

  func validate(in tool: ToolDescription) throws {
    if let width, !Self.widths.contains(width) {
      throw ValidationError("--width must be from 20 to 1000, got \(width)")
    }
    if let height, !Self.heights.contains(height) {
      throw ValidationError("--height must be from 3 to 10000, got \(height)")
    }
    for assignment in settings { try assignment.validate(in: tool) }
    if let locale, Self.knownLocale(locale) == nil {
      throw ValidationError(
        "--locale: no locale '\(locale)' is known; give an identifier such as en_US, de_DE or ja_JP")
    }
    if let app, !tool.appNames.contains(app) {
      throw ValidationError("no app named '\(app)'; the apps are: \(tool.listedAppNames.joined(separator: ", "))")
    }
  }

  /// The app `--app` names, else `tool`'s default.
  func appName(in tool: ToolDescription) -> String { app ?? tool.defaultApp }

  /// The settings apps read from their environment; the last `--set` of a name wins.
  var appSettings: [String: String] {
    Dictionary(settings.map { ($0.name, $0.value) }) { $1 }
  }

  /// These options as arguments, for a worker process that must run the same way.
  func arguments(in tool: ToolDescription) -> [String] {
    var arguments = [SessionOptionName.app.flag, appName(in: tool)]
    if let store { arguments += [SessionOptionName.store.flag, store] }
    if let width { arguments += [SessionOptionName.width.flag, String(width)] }
    if let height { arguments += [SessionOptionName.height.flag, String(height)] }
    for assignment in settings { arguments += [SessionOptionName.set.flag, assignment.argument] }
    if let locale { arguments += [SessionOptionName.locale.flag, locale] }
    return arguments
  }

  /// The locale `identifier` names, in ICU's spelling (`de-DE` is `de_DE`), when Foundation
  /// knows it; nil otherwise, since `Locale(identifier:)` takes any text and falls back quietly.
  static func knownLocale(_ identifier: String) -> Locale? {
    let canonical = Locale.identifier(.icu, from: identifier)
    guard Locale.availableIdentifiers.contains(canonical) else { return nil }
    return Locale(identifier: canonical)
  }

  /// The shell's options for these values over `storage`: the size given, else the batch
  /// default, or, on a terminal (`interactive`), the window's; the apps' settings; the
  /// `commands` sessions understand; the locale given, else the fixed default, interactively
  /// too.
  @MainActor func shellOptions(
    storage: Storage, commands: CommandRegistry, interactive: Bool = false, color: Bool = false,
    environment: AppEnvironment = .batch
  ) -> ShellOptions {
    var options = ShellOptions(
      width: width ?? (interactive ? nil : ShellOptions.defaultWidth),
      height: height ?? (interactive ? nil : ShellOptions.defaultHeight), color: color, environment: environment)
    options.environment.storage = storage
    options.environment.settings = appSettings
    options.commands = commands
    if let locale = locale.flatMap(Self.knownLocale) { options.environment.locale = locale }
    return options
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
      _ = try storage.scoped(toApp: appName(in: tool)).open()
    } catch {
      Terminal.writeError("\(tool.name): error: \(error.description)")
      return nil
    }
    return storage
  }
}
