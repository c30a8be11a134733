import ArgumentParser

/// `apps`: the tool's apps, one line each, the default marked.
struct AppsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apps", abstract: "List the apps with one line each.")

  @MainActor func execute(catalog: AppCatalog) -> Int32 {
    let width = catalog.listing.map(\.name.count).max() ?? 0
    for (index, app) in catalog.listing.enumerated() {
      let mark = index == 0 ? " (default)" : ""
      print(app.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + app.summary + mark)
    }
    return 0
  }
}
