import Foundation

/// An Xcode app target's folder as `mvcs adopt` reads it: its Swift files, the data files the
/// app's bundle would hold, what is neither, the modules imported and where `@main` is.
///
/// ```swift
/// let app = try AppFolder.read("Examples/Groceries/Groceries")
/// app.name         // "Groceries"
/// app.dataFiles    // ["Resources/staples.json"]
/// ```
///
/// Reading is bounded: at most ``maximumEntries`` files and folders, ``maximumDepth`` levels,
/// and the first ``maximumBytesRead`` bytes of each Swift file.
struct AppFolder: Sendable, Equatable {
  /// The folder, absolute and standardized.
  let path: String
  /// Its last component: the package's, target's and executable's name.
  var name: String { (path as NSString).lastPathComponent }
  /// The Swift files, relative to ``path``, sorted.
  var swiftFiles: [String] = []
  /// The files an iOS build copies into the app's bundle (to its top, whatever their folder),
  /// relative, sorted.
  var dataFiles: [String] = []
  /// What the package leaves out of its target (asset catalogs, Info.plist, other files Xcode
  /// compiles or ignores), relative, sorted.
  var excluded: [String] = []
  /// The app's Info.plist, relative, if it has one.
  var infoPlist: String?
  /// Where `@main` is: `FILE:LINE`.
  var main = ""
  /// Each module imported, with where it is first imported (`FILE:LINE`).
  var imports: [String: String] = [:]

  static let maximumEntries = 10_000
  static let maximumDepth = 16
  static let maximumBytesRead = 1 << 20

  /// Folders an Xcode build does not copy as they are: catalogs compiled to Assets.car, models
  /// and localisations compiled. (Preview Content is walked: its Swift files are the app's, as
  /// in a debug build, and its catalog is left out as any other.)
  private static let excludedFolderExtensions: Set<String> = ["xcassets", "xcdatamodeld", "lproj", "xcodeproj"]
  /// Files an Xcode build compiles or only reads itself.
  private static let excludedFileExtensions: Set<String> = [
    "entitlements", "xcconfig", "h", "m", "mm", "c", "storyboard", "xib", "strings", "stringsdict", "xcstrings",
    "md", "xctestplan", "xcprivacy",
  ]

  /// Reads the folder at `path` (as the user wrote it, for errors).
  static func read(_ path: String) throws(AdoptError) -> AppFolder {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw AdoptError(
        at: path, "no such folder: name the folder of the Xcode app target (the one with its Swift files)")
    }
    guard isFolder.boolValue else {
      throw AdoptError(at: path, "is a file: name the folder of the Xcode app target that holds it")
    }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var folder = AppFolder(path: absolute)
    var entries = 0
    try folder.walk("", depth: 0, entries: &entries, shownAs: path)
    guard !folder.swiftFiles.isEmpty else {
      throw AdoptError(at: path, "has no Swift file: name the folder of the app target, where its App and views are")
    }
    try folder.findMainAndImports(shownAs: path)
    folder.swiftFiles.sort()
    folder.dataFiles.sort()
    folder.excluded.sort()
    return folder
  }

  private mutating func walk(_ relative: String, depth: Int, entries: inout Int, shownAs shown: String)
    throws(AdoptError)
  {
    let files = FileManager.default
    let here = relative.isEmpty ? path : "\(path)/\(relative)"
    guard let names = try? files.contentsOfDirectory(atPath: here) else {
      throw AdoptError(at: join(shown, relative), "cannot be read")
    }
    for name in names.sorted() where !name.hasPrefix(".") {
      entries += 1
      guard entries <= Self.maximumEntries else {
        throw AdoptError(
          at: shown, "holds more than \(Self.maximumEntries) files: name the app target's folder, not a whole tree")
      }
      let item = relative.isEmpty ? name : "\(relative)/\(name)"
      let type = (try? files.attributesOfItem(atPath: "\(path)/\(item)")[.type] as? FileAttributeType) ?? nil
      let fileExtension = (name as NSString).pathExtension
      if type == .typeDirectory {
        if Self.excludedFolderExtensions.contains(fileExtension) {
          excluded.append(item)
        } else if depth + 1 >= Self.maximumDepth {
          throw AdoptError(at: join(shown, item), "is more than \(Self.maximumDepth) folders deep")
        } else {
          try walk(item, depth: depth + 1, entries: &entries, shownAs: shown)
        }
      } else if fileExtension == "swift" {
        swiftFiles.append(item)
      } else if name == "Info.plist" {
        if infoPlist == nil && !item.contains("/") { infoPlist = item }
        excluded.append(item)
      } else if Self.excludedFileExtensions.contains(fileExtension) {
        excluded.append(item)
      } else {
        dataFiles.append(item)
      }
    }
  }

  /// Finds `@main` (a line that starts with it, outside a `//` comment) and each `import`.
  private mutating func findMainAndImports(shownAs shown: String) throws(AdoptError) {
    var mains: [String] = []
    for file in swiftFiles.sorted() {
      guard let handle = FileHandle(forReadingAtPath: "\(path)/\(file)") else {
        throw AdoptError(at: join(shown, file), "cannot be read")
      }
      let data = (try? handle.read(upToCount: Self.maximumBytesRead)) ?? nil
      try? handle.close()
      let text = String(decoding: data ?? Data(), as: UTF8.self)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        guard let first = words.first else { continue }
        if first == "@main" { mains.append("\(file):\(index + 1)") }
        // `import X`, `@testable import X`, `import struct X.Y`, `@preconcurrency import X.Y`.
        let afterAttributes = words.drop(while: { $0.hasPrefix("@") })
        guard afterAttributes.first == "import" else { continue }
        let rest = afterAttributes.dropFirst()
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        guard let path = (rest.first.map { kinds.contains($0) } == true ? rest.dropFirst().first : rest.first) else {
          continue
        }
        let module = String(path.split(separator: ".").first ?? path)
        if imports[module] == nil { imports[module] = "\(file):\(index + 1)" }
      }
    }
    guard let first = mains.first else {
      throw AdoptError(
        at: shown, "no Swift file declares `@main`: name the folder of the app target, whose App type has it")
    }
    guard mains.count == 1 else {
      throw AdoptError(
        at: join(shown, first), "`@main` is declared \(mains.count) times: \(mains.joined(separator: ", "))")
    }
    main = first
  }

  private func join(_ shown: String, _ relative: String) -> String {
    relative.isEmpty ? shown : (shown.hasSuffix("/") ? shown + relative : "\(shown)/\(relative)")
  }
}
