import ArgumentParser
import Foundation
import MVCS
import MVCSApps
import MVCSShell

/// When to colour output: `auto` on a terminal without `NO_COLOR`.
enum ColorMode: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

/// The options every mode shares: which app, and how to render.
struct DisplayOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("The app to launch (see `mvcs apps`).", valueName: "name"))
  var app: String = BuiltInApps.defaultName

  @Option(name: .long, help: ArgumentHelp("Lay views out N columns wide.", valueName: "n"))
  var width: Int?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Show N lines of the screen (default: the terminal's; 40 in batch and run).", valueName: "n"))
  var height: Int?

  @Option(
    name: .long,
    help: ArgumentHelp("The SQLite file holding the app's stores, or :memory:.", valueName: "path"))
  var store: String?

  @Option(
    name: .customLong("image-api"),
    help: ArgumentHelp("The Pandas app's image API (default: built-in offline pictures).", valueName: "url"))
  var imageAPI: String?

  /// The settings apps read from their environment.
  var appSettings: [String: String] {
    imageAPI.map { ["image-api": $0] } ?? [:]
  }

  func validate() throws {
    if let width, !(20...1000).contains(width) {
      throw ValidationError("--width must be from 20 to 1000, got \(width)")
    }
    if let height, !(3...10000).contains(height) {
      throw ValidationError("--height must be from 3 to 10000, got \(height)")
    }
    if let imageAPI, URL(string: imageAPI)?.scheme.map({ ["http", "https"].contains($0) }) != true {
      throw ValidationError("--image-api must be an http or https URL, got '\(imageAPI)'")
    }
    guard BuiltInApps.names.contains(app) else {
      let names = BuiltInApps.names.joined(separator: ", ")
      throw ValidationError("no app named '\(app)'; the apps are: \(names)")
    }
  }

  @MainActor var selectedApp: any App { BuiltInApps.named(app)! }

  /// The storage `--store` names, else `fallback`, opened now so a bad file stops the run
  /// before anything starts; nil after printing why.
  @MainActor func storage(otherwise fallback: StorageLocation) -> Storage? {
    let storage = Storage(store.map(StorageLocation.init(argument:)) ?? fallback)
    do {
      _ = try storage.scoped(toApp: app).open()
    } catch {
      Terminal.writeError("mvcs: error: \(error.description)")
      return nil
    }
    return storage
  }
}
