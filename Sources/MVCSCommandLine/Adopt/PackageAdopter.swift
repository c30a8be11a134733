import Foundation

/// The folder, in an adopted package's target, that SwiftPM copies beside the executable and
/// Bundle.main reads (MVCSUI's MainBundleResources links `Resources` to it): the Info.plist
/// and a link to each data file.
enum MainBundleFolder {
  static let name = "MainBundle"
}

/// `mvcs adopt`: writes, or updates, the Linux package of an Xcode app's folder, and says what
/// it wrote.
///
/// ```swift
/// let lines = try PackageAdopter(
///   appFolder: "Examples/Groceries/Groceries", packageFolder: ".build/adopted/Groceries",
///   mvcs: "."
/// ).adopt()
/// ```
///
/// What it owns in the package folder is rewritten at each run: Package.swift, the link to the
/// app's folder, and MainBundle. Anything else there (Scripts/ with the app's flows, .build) is
/// left as it is. A folder that holds something else and no manifest of its own is refused.
struct PackageAdopter {
  let appFolder: String
  let packageFolder: String
  /// The mvcs to depend on, as `--mvcs` names it; nil for the checkout this mvcs was built
  /// from (``MVCSDependency/builtFrom(sourceFile:)``).
  let mvcs: String?

  func adopt() throws(AdoptError) -> [String] {
    let app = try AppFolder.read(appFolder)
    let dependency =
      if let mvcs { try MVCSDependency.parse(mvcs, shownAs: "--mvcs") } else { try MVCSDependency.builtFrom() }
    let package = URL(fileURLWithPath: packageFolder).standardizedFileURL.path
    guard package != app.path, !package.hasPrefix(app.path + "/") else {
      throw AdoptError(
        at: packageFolder,
        "is inside the app's folder, whose files would become its sources: choose a folder outside it")
    }
    try checkOwned(package)
    let settings = XcodeProjectSettings.read(besides: app)
    let plist = try AdoptedInfoPlist(app: app, settings: settings)
    let bundled = try bundleNames(app)
    let shown = PrintableName.of
    var lines = ["adopted \(shown(app.name)) (@main at \(shown(app.main))) into \(shown(packageFolder)):"]

    try create(package)
    let manifest = Manifest.text(app: app, settings: settings, dependency: dependency, packageFolder: package)
    lines.append(
      "  \(try write(manifest, to: "\(package)/Package.swift")) Package.swift (\(dependencyNote(dependency, package)))")

    let target = "\(package)/\(Manifest.targetFolder(app))"
    try create(target)
    let link = "\(target)/\(Manifest.sourcesLink(app))"
    let destination = RelativePath.from(target, to: app.path)
    let linked = try relink(link, to: destination)
    lines.append(
      "  \(linked) \(Manifest.targetFolder(app))/\(Manifest.sourcesLink(app)) → \(shown(destination)) "
        + "(\(count(app.swiftFiles.count, "Swift file")))")

    // MainBundle is adopt's alone: made afresh, so a data file gone from the app is gone here.
    let bundle = "\(target)/\(MainBundleFolder.name)"
    try? FileManager.default.removeItem(atPath: bundle)
    try create(bundle)
    _ = try write(plist.xml, to: "\(bundle)/Info.plist")
    for (name, file) in bundled {
      // An absolute link: SwiftPM copies links as they are into the build folder, from where
      // a relative one would lead nowhere.
      _ = try relink("\(bundle)/\(name)", to: "\(app.path)/\(file)")
    }
    lines.append(
      "  wrote \(Manifest.targetFolder(app))/\(MainBundleFolder.name): Info.plist (bundle identifier "
        + "\(shown(plist.bundleIdentifier)), \(shown(plist.identifierSource)))"
        + (bundled.isEmpty
          ? ""
          : " and \(count(bundled.count, "data file")) (\(bundled.map { shown($0.name) }.joined(separator: ", ")))"))
    if !app.excluded.isEmpty {
      lines.append("  left out: \(app.excluded.map(shown).joined(separator: ", "))")
    }
    for (module, place) in app.imports.sorted(by: { $0.key < $1.key }) where !Manifest.available.contains(module) {
      lines.append(
        "  warning: \(shown(place)) imports \(shown(module)), which Linux does not have: expect an error there")
    }
    lines.append(
      "next: swift build --package-path \(shown(packageFolder)) && \(shown(packageFolder))/.build/debug/\(shown(app.name))"
    )
    return lines
  }

  /// The package folder is new, empty, or one adopt wrote (its Package.swift says so).
  private func checkOwned(_ package: String) throws(AdoptError) {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: package, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue else { throw AdoptError(at: packageFolder, "is a file: --out names the package's folder") }
    let entries = (try? files.contentsOfDirectory(atPath: package)) ?? []
    guard !entries.isEmpty else { return }
    let manifest = files.contents(atPath: "\(package)/Package.swift").map {
      String(decoding: $0.prefix(400), as: UTF8.self)
    }
    guard let manifest, manifest.contains(Manifest.marker) else {
      throw AdoptError(
        at: packageFolder,
        "exists and is not a package mvcs adopt wrote (its Package.swift does not begin with \(Manifest.marker)): "
          + "choose a new or empty folder")
    }
  }

  /// The data files by the name they have in the bundle: Xcode copies each to the bundle's
  /// top, so two of one name are an error there too.
  private func bundleNames(_ app: AppFolder) throws(AdoptError) -> [(name: String, file: String)] {
    var byName: [String: String] = [:]
    for file in app.dataFiles {
      let name = (file as NSString).lastPathComponent
      if let other = byName[name] {
        throw AdoptError(
          at: "\(appFolder)/\(file)", "has the name of \(other): both would be \(name) in the app's bundle; rename one")
      }
      byName[name] = file
    }
    return byName.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  private func dependencyNote(_ dependency: MVCSDependency, _ package: String) -> String {
    switch dependency {
    case .path(let path): return "mvcs at \(PrintableName.of(RelativePath.from(package, to: path))), trait Macros"
    case .url(let url): return "mvcs from \(PrintableName.of(url)), branch main, trait Macros"
    }
  }

  /// Writes `text` unless the file already holds it: "wrote" or "unchanged".
  private func write(_ text: String, to path: String) throws(AdoptError) -> String {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: path) == data { return "unchanged" }
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw AdoptError(at: path, "cannot be written: \(error.localizedDescription)")
    }
    return "wrote"
  }

  /// Points the link at `path` to `destination`: "linked", or "unchanged" when it did already.
  private func relink(_ path: String, to destination: String) throws(AdoptError) -> String {
    let files = FileManager.default
    if (try? files.destinationOfSymbolicLink(atPath: path)) == destination { return "unchanged" }
    if (try? files.attributesOfItem(atPath: path)) != nil {
      guard (try? files.destinationOfSymbolicLink(atPath: path)) != nil else {
        throw AdoptError(at: path, "is not a link adopt made: move it away and run adopt again")
      }
      try? files.removeItem(atPath: path)
    }
    do {
      try files.createSymbolicLink(atPath: path, withDestinationPath: destination)
    } catch {
      throw AdoptError(at: path, "cannot be linked to \(destination): \(error.localizedDescription)")
    }
    return "linked"
  }

  private func create(_ folder: String) throws(AdoptError) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw AdoptError(at: folder, "cannot be made: \(error.localizedDescription)")
    }
  }

  private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
