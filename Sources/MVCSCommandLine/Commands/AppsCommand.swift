import ArgumentParser
import MVCSShell

/// `apps`: the tool's apps, one line each, the default marked.
struct AppsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apps", abstract: "List the apps with one line each.")

  @MainActor func execute(catalog: AppCatalog) -> Int32 {
    let rows = catalog.listing.filter(\.listed).enumerated().map { index, app in
      [app.name, app.summary + (index == 0 ? " (default)" : "")]
    }
    for line in Columns.format(rows) { print(line) }
    return 0
  }
}
