import ArgumentParser
import Foundation
import MVCS
import MVCSShell

/// The options every mode shares, as ArgumentParser declares them.
///
/// Which app, where its stores live, how wide to draw, and the apps' settings. What they mean
/// and which values are valid is ``SessionValues``'s, shared with the ``QuickSessionReader``.
struct SessionOptions: ParsableArguments {
  @Option(
    name: .customLong(SessionOptionName.app.rawValue),
    help: ArgumentHelp("The app to launch (see the apps command); the first app by default.", valueName: "name"),
    completion: .list(ToolDescription.current.listedAppNames))
  var app: String?

  @Option(
    name: .customLong(SessionOptionName.width.rawValue),
    help: ArgumentHelp("Lay views out N columns wide.", valueName: "n"))
  var width: Int?

  @Option(
    name: .customLong(SessionOptionName.height.rawValue),
    help: ArgumentHelp(
      "Show N lines of the screen (default: the terminal's; 40 in batch and run).", valueName: "n"))
  var height: Int?

  @Option(
    name: .customLong(SessionOptionName.store.rawValue),
    help: ArgumentHelp("The SQLite file holding the app's stores, or :memory:.", valueName: "path"),
    completion: .file())
  var store: String?

  @Option(
    name: .customLong(SessionOptionName.set.rawValue),
    help: ArgumentHelp(
      "Give an app setting a value; repeatable. The settings are listed below.", valueName: "name=value"))
  var settings: [SettingAssignment] = []

  @Option(
    name: .customLong(SessionOptionName.locale.rawValue),
    help: ArgumentHelp(
      "Format numbers, currencies and dates in this locale (default: en_US, whatever the machine's).",
      valueName: "id"))
  var locale: String?

  /// The options as plain values.
  var values: SessionValues {
    SessionValues(app: app, width: width, height: height, store: store, settings: settings, locale: locale)
  }

  func validate() throws {
    try values.validate(in: ToolDescription.current)
  }
}
