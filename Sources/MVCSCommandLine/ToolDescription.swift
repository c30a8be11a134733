import Foundation
import MVCS
import MVCSShell

/// What a command line built by ``MVCSCommandLine`` is called and offers: its name, version,
/// abstract, and its apps with their settings.
///
/// ArgumentParser reads a command's configuration and options from static declarations, so
/// the commands find the tool they belong to through ``current``, a task-local value set for
/// the length of one ``MVCSCommandLine/run(_:apps:unlistedApps:commands:name:version:abstract:)``: scoped to that
/// call, never a global that two tools could share.
struct ToolDescription: Sendable {
  /// One app as the command line lists it.
  struct AppListing: Sendable {
    var name: String
    var summary: String
    var settings: [AppSetting]
    /// False for an app `--app` launches but `apps`, completions and errors do not offer.
    var listed = true
  }

  var name: String
  var version: String
  var abstract: String
  /// In the order given; the first is the default.
  var apps: [AppListing]

  @TaskLocal static var current = ToolDescription(name: "mvcs", version: "", abstract: "", apps: [])

  /// The name the process was started under, as a user typed it.
  static var executableName: String {
    CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "mvcs"
  }

  /// Every app `--app` accepts, listed or not.
  var appNames: [String] { apps.map(\.name) }

  /// The apps offered by name: in `apps`, completions and errors.
  var listedAppNames: [String] { apps.filter(\.listed).map(\.name) }

  var defaultApp: String { apps.first?.name ?? "" }

  /// Every app's settings, each name once, in the order the apps declare them, with the apps
  /// that declare it.
  var settings: [(setting: AppSetting, apps: [String])] {
    var order: [String] = []
    var byName: [String: (setting: AppSetting, apps: [String])] = [:]
    for app in apps {
      for setting in app.settings {
        if byName[setting.name] == nil {
          order.append(setting.name)
          byName[setting.name] = (setting, [])
        }
        byName[setting.name]?.apps.append(app.name)
      }
    }
    return order.compactMap { byName[$0] }
  }

  /// The help section that lists the settings `--set` accepts; empty when no app has any.
  var settingsHelp: String {
    let settings = self.settings
    guard !settings.isEmpty else { return "" }
    var lines = ["App settings (--set NAME=VALUE):"]
    for (setting, apps) in settings {
      let defaultText = setting.defaultValue.map { " (default: \($0))" } ?? ""
      lines.append("  \(setting.name)=<\(setting.valueName)> (\(apps.joined(separator: ", ")))")
      lines.append("    \(setting.help)\(defaultText)")
    }
    return lines.joined(separator: "\n")
  }
}

/// The apps themselves, which live on the main actor, next to their Sendable listing, and the
/// commands their sessions understand.
@MainActor
struct AppCatalog {
  let apps: [any App]
  let listing: [ToolDescription.AppListing]
  /// The shell's commands, then the tool's own.
  let commands: CommandRegistry

  /// `unlisted` apps are launched by name but offered nowhere (see
  /// ``MVCSCommandLine/main(apps:unlistedApps:commands:name:version:abstract:)``).
  init(_ apps: [any App], unlisted: [any App] = [], commands: [any Command.Type] = []) {
    self.apps = apps + unlisted
    self.commands = CommandRegistry(CommandRegistry.standard.commands + commands)
    listing =
      apps.map { ToolDescription.AppListing(name: $0.name, summary: $0.summary, settings: $0.settings) }
      + unlisted.map {
        ToolDescription.AppListing(name: $0.name, summary: $0.summary, settings: $0.settings, listed: false)
      }
  }

  func app(named name: String) -> (any App)? {
    apps.first { $0.name == name }
  }
}
