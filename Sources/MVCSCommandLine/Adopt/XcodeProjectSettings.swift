import Foundation

/// The build settings of an app target that `mvcs adopt` takes from the Xcode project beside
/// the app's folder: its bundle identifier, versions, Swift language mode and default actor.
///
/// ```swift
/// let app = try AppFolder.read("Shop/Shop")
/// let settings = XcodeProjectSettings.read(besides: app)
/// settings.bundleIdentifier   // "com.example.Groceries", from PRODUCT_BUNDLE_IDENTIFIER
/// ```
///
/// The project file is read as text, bounded (``maximumBytes``): the `buildSettings` blocks
/// that name the app's folder (its INFOPLIST_FILE or DEVELOPMENT_ASSET_PATHS) are the app
/// target's; with none that does, the first block with a bundle identifier that is not a test
/// bundle's.
struct XcodeProjectSettings: Sendable, Equatable {
  /// The project file read, relative to the app folder's parent; nil when there is none.
  var projectFile: String?
  /// The target's settings, `$(PRODUCT_NAME)` resolved.
  var values: [String: String] = [:]

  static let maximumBytes = 4 << 20

  var bundleIdentifier: String? { values["PRODUCT_BUNDLE_IDENTIFIER"].flatMap { $0.contains("$") ? nil : $0 } }
  var marketingVersion: String? { values["MARKETING_VERSION"] }
  var buildVersion: String? { values["CURRENT_PROJECT_VERSION"] }
  /// Swift 6 when the target says SWIFT_VERSION 6; otherwise 5, Xcode's default.
  var swiftMajorVersion: Int { values["SWIFT_VERSION"].map { $0.hasPrefix("6") ? 6 : 5 } ?? 5 }
  /// The target's SWIFT_DEFAULT_ACTOR_ISOLATION is MainActor (Xcode 26's new projects).
  var isolatesToMainActor: Bool { values["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor" }

  /// The settings of `app`'s target in the `.xcodeproj` of its parent folder; none when there
  /// is no project or it cannot be read.
  static func read(besides app: AppFolder) -> XcodeProjectSettings {
    let parent = (app.path as NSString).deletingLastPathComponent
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
    guard let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) else { return XcodeProjectSettings() }
    let file = "\(project)/project.pbxproj"
    guard let handle = FileHandle(forReadingAtPath: "\(parent)/\(file)") else { return XcodeProjectSettings() }
    let data = (try? handle.read(upToCount: maximumBytes)) ?? nil
    try? handle.close()
    let text = String(decoding: data ?? Data(), as: UTF8.self)
    return XcodeProjectSettings(projectFile: file, values: settings(in: text, appFolder: app.name))
  }

  /// The settings of the blocks that belong to the target of `appFolder`, parsed from `text`.
  static func settings(in text: String, appFolder: String) -> [String: String] {
    let blocks = text.components(separatedBy: "buildSettings = {").dropFirst().map { block in
      parse(block.components(separatedBy: "};").first ?? "")
    }
    let named = blocks.filter { settings in
      ["INFOPLIST_FILE", "DEVELOPMENT_ASSET_PATHS"].contains { settings[$0]?.hasPrefix(appFolder + "/") == true }
    }
    let candidates =
      named.isEmpty
      ? blocks.filter { ($0["PRODUCT_BUNDLE_IDENTIFIER"].map { !$0.hasSuffix("Tests") }) ?? false } : named
    var merged: [String: String] = [:]
    for block in candidates {
      for (key, value) in block where merged[key] == nil { merged[key] = value }
    }
    for (key, value) in merged {
      merged[key] =
        value
        .replacingOccurrences(of: "$(PRODUCT_NAME:rfc1034identifier)", with: rfc1034(appFolder))
        .replacingOccurrences(of: "$(PRODUCT_NAME)", with: appFolder)
        .replacingOccurrences(of: "$(TARGET_NAME)", with: appFolder)
    }
    return merged
  }

  /// `KEY = VALUE;` lines; a value in quotes loses them, a list `( … )` is left out.
  private static func parse(_ block: String) -> [String: String] {
    var values: [String: String] = [:]
    for line in block.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let key = parts[0].trimmingCharacters(in: .whitespaces)
      var value = parts[1].trimmingCharacters(in: .whitespaces)
      guard value.hasSuffix(";"), !value.hasPrefix("(") else { continue }
      value.removeLast()
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
      value = value.replacingOccurrences(of: "\\\"", with: "")
      if values[key] == nil { values[key] = value }
    }
    return values
  }

  /// What Xcode's `:rfc1034identifier` makes of a name: letters, digits, `-` and `.`.
  static func rfc1034(_ name: String) -> String {
    String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" })
  }
}
