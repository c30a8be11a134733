import Foundation
import Testing

@testable import MVCSCommandLine

/// `mvcs adopt` writes the Linux package of an Xcode app's folder: the app's files are its
/// sources where they are, the data files and Info.plist go where Bundle.main looks, a second
/// run updates what it wrote and keeps the rest, and a folder it cannot adopt is refused with
/// the reason and the place. (Scripts/test builds and runs an adopted app: Examples/Groceries.)
@Suite struct AdoptTests {
  /// A scratch folder holding an Xcode project's folder (`Shop/Shop`) and mvcs's manifest.
  struct Workspace {
    let root: String
    var app: String { "\(root)/Shop/Shop" }
    var out: String { "\(root)/linux/Shop" }
    var mvcs: String { "\(root)/mvcs" }

    init(_ name: String) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-adopt-\(name)-\(getpid())").path
      try? FileManager.default.removeItem(atPath: root)
      try write("// swift-tools-version:6.1\nlet package = Package(name: \"mvcs\")\n", "mvcs/Package.swift")
      try write(
        "import SwiftUI\n\n@main\nstruct ShopApp: App {\n  var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n",
        "Shop/Shop/ShopApp.swift")
      try write("import Foundation\n\n@Observable final class Cart {}\n", "Shop/Shop/Models/Cart.swift")
      try write("import SwiftData\n@preconcurrency import MapKit\n", "Shop/Shop/Views/MapView.swift")
      try write("[1, 2]\n", "Shop/Shop/Data/prices.json")
      try write("{}\n", "Shop/Shop/Assets.xcassets/Contents.json")
      try write("{}\n", "Shop/Shop/Preview Content/Preview Assets.xcassets/Contents.json")
      try write("let sample = 1\n", "Shop/Shop/Preview Content/Sample.swift")
      try write(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        <key>UIRequiresFullScreen</key><true/>
        <key>Note</key><string>Built by ${PRODUCT_NAME} &amp; friends</string>
        </dict></plist>
        """, "Shop/Shop/Info.plist")
    }

    func write(_ text: String, _ path: String) throws {
      let url = URL(fileURLWithPath: "\(root)/\(path)")
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String {
      FileManager.default.contents(atPath: "\(root)/\(path)").map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    func adopt(app: String? = nil, out: String? = nil) throws(AdoptError) -> [String] {
      try PackageAdopter(appFolder: app ?? self.app, packageFolder: out ?? self.out, mvcs: mvcs).adopt()
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  @Test func thePackageBuildsTheAppsFilesWhereTheyAre() throws {
    let work = try Workspace("package")
    defer { work.remove() }
    let lines = try work.adopt()
    #expect(lines.first == "adopted Shop (@main at ShopApp.swift:3) into \(work.out):")
    #expect(lines.contains("  wrote Package.swift (mvcs at ../../mvcs, trait Macros)"))
    #expect(lines.contains("  linked Sources/Shop/Shop → ../../../../Shop/Shop (4 Swift files)"))
    #expect(lines.contains("  left out: Assets.xcassets, Info.plist, Preview Content/Preview Assets.xcassets"))
    #expect(lines.contains { $0.contains("Views/MapView.swift:2 imports MapKit, which Linux does not have") })
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: "\(work.out)/Sources/Shop/Shop")
    #expect(link == "../../../../Shop/Shop")
    let manifest = work.read("linux/Shop/Package.swift")
    #expect(manifest.hasPrefix("// swift-tools-version:6.1\n// Written by `mvcs adopt` from ../../Shop/Shop"))
    #expect(manifest.contains(#".package(name: "mvcs", path: "../../mvcs", traits: ["Macros"])"#))
    #expect(manifest.contains(#"path: "Sources/Shop","#))
    #expect(manifest.contains(#""Shop/Data/prices.json","#))
    #expect(manifest.contains(#""Shop/Info.plist","#))
    #expect(manifest.contains(#".product(name: "SwiftData", package: "mvcs", condition: .when(platforms: [.linux])),"#))
    #expect(!manifest.contains(#".product(name: "UIKit""#))
    #expect(
      manifest.contains(#""-Xfrontend", "Combine", "-Xfrontend", "-import-module", "-Xfrontend", "MVCSNetworking"],"#))
    #expect(
      manifest.contains(#".product(name: "MVCSNetworking", package: "mvcs", condition: .when(platforms: [.linux])),"#))
    #expect(manifest.contains("swiftLanguageModes: [.v5]"))
  }

  @Test func bundleMainFindsTheDataFilesAndAnInfoPlistWithABundleIdentifier() throws {
    let work = try Workspace("bundle")
    defer { work.remove() }
    let lines = try work.adopt()
    #expect(
      lines.contains(
        "  wrote Sources/Shop/MainBundle: Info.plist (bundle identifier com.example.Shop, no "
          + "PRODUCT_BUNDLE_IDENTIFIER found: the default com.example.NAME) and 1 data file (prices.json)"))
    let data = try FileManager.default.destinationOfSymbolicLink(
      atPath: "\(work.out)/Sources/Shop/MainBundle/prices.json")
    #expect(data == "\(work.app)/Data/prices.json")
    let plist = work.read("linux/Shop/Sources/Shop/MainBundle/Info.plist")
    #expect(plist.contains("<key>CFBundleIdentifier</key>\n\t<string>com.example.Shop</string>"))
    #expect(plist.contains("<string>Built by Shop &amp; friends</string>"))
    #expect(plist.contains("<key>UIRequiresFullScreen</key>\n\t<true/>"))
    #expect(plist.contains("<key>CFBundleExecutable</key>\n\t<string>Shop</string>"))
  }

  @Test func theProjectGivesTheBundleIdentifierVersionAndLanguageMode() throws {
    let work = try Workspace("project")
    defer { work.remove() }
    try work.write(
      """
      buildSettings = {
        INFOPLIST_FILE = ShopTests/Info.plist;
        PRODUCT_BUNDLE_IDENTIFIER = com.acme.ShopTests;
      };
      buildSettings = {
        DEVELOPMENT_ASSET_PATHS = "\\"Shop/Preview Content\\"";
        MARKETING_VERSION = 2.4;
        PRODUCT_BUNDLE_IDENTIFIER = "com.acme.$(PRODUCT_NAME:rfc1034identifier)";
        SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
        SWIFT_VERSION = 6.0;
      };
      """, "Shop/Shop.xcodeproj/project.pbxproj")
    let lines = try work.adopt()
    #expect(
      lines.contains { $0.contains("Info.plist (bundle identifier com.acme.Shop, Shop.xcodeproj/project.pbxproj)") })
    let plist = work.read("linux/Shop/Sources/Shop/MainBundle/Info.plist")
    #expect(plist.contains("<key>CFBundleShortVersionString</key>\n\t<string>2.4</string>"))
    let manifest = work.read("linux/Shop/Package.swift")
    #expect(manifest.hasPrefix("// swift-tools-version:6.2\n"))
    #expect(manifest.contains(".defaultIsolation(MainActor.self),"))
    #expect(manifest.contains("swiftLanguageModes: [.v6]"))
  }

  @Test func aSecondRunUpdatesWhatItWroteAndKeepsTheRest() throws {
    let work = try Workspace("rerun")
    defer { work.remove() }
    _ = try work.adopt()
    try work.write("tap Add\n", "linux/Shop/Scripts/add.mvcs")
    let again = try work.adopt()
    #expect(again.contains("  unchanged Package.swift (mvcs at ../../mvcs, trait Macros)"))
    #expect(again.contains("  unchanged Sources/Shop/Shop → ../../../../Shop/Shop (4 Swift files)"))
    try work.write("\"new\"\n", "Shop/Shop/Data/tips.txt")
    try FileManager.default.removeItem(atPath: "\(work.app)/Data/prices.json")
    let updated = try work.adopt()
    #expect(updated.contains("  wrote Package.swift (mvcs at ../../mvcs, trait Macros)"))
    #expect(updated.contains { $0.hasSuffix("and 1 data file (tips.txt)") })
    #expect(!FileManager.default.fileExists(atPath: "\(work.out)/Sources/Shop/MainBundle/prices.json"))
    #expect(work.read("linux/Shop/Scripts/add.mvcs") == "tap Add\n")
  }

  @Test func aURLNamesMvcsByItsRepository() throws {
    let work = try Workspace("url")
    defer { work.remove() }
    _ = try PackageAdopter(appFolder: work.app, packageFolder: work.out, mvcs: "https://example.com/me/mvcs-fork.git")
      .adopt()
    let manifest = work.read("linux/Shop/Package.swift")
    #expect(
      manifest.contains(#".package(url: "https://example.com/me/mvcs-fork.git", branch: "main", traits: ["Macros"])"#))
    #expect(manifest.contains(#".product(name: "SwiftUI", package: "mvcs-fork""#))
  }

  @Test func withoutMvcsThePackageDependsOnTheCheckoutThisMvcsWasBuiltFrom() throws {
    let work = try Workspace("built-from")
    defer { work.remove() }
    _ = try PackageAdopter(appFolder: work.app, packageFolder: work.out, mvcs: nil).adopt()
    // This test was compiled from the checkout's Tests/MVCSCommandLineTests: two folders up.
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let relative = RelativePath.from(URL(fileURLWithPath: work.out).standardizedFileURL.path, to: checkout)
    #expect(work.read("linux/Shop/Package.swift").contains(#".package(name: "mvcs", path: "\#(relative)""#))

    let gone = #expect(throws: AdoptError.self) {
      try MVCSDependency.builtFrom(sourceFile: "\(work.root)/moved/Sources/MVCSCommandLine/Adopt/MVCSDependency.swift")
    }
    #expect(
      gone?.description
        == "\(work.root)/moved: the checkout this mvcs was built from is not there any more: name the mvcs to "
        + "depend on with --mvcs (a checkout's folder or a Git URL)")
  }

  @Test func aFolderItCannotAdoptIsRefusedWithWhereAndWhy() throws {
    let work = try Workspace("errors")
    defer { work.remove() }
    #expect(
      throws: AdoptError(
        at: "\(work.root)/nowhere",
        "no such folder: name the folder of the Xcode app target (the one with its Swift files)")
    ) {
      try work.adopt(app: "\(work.root)/nowhere")
    }
    try work.write("{}\n", "Empty/Assets.xcassets/Contents.json")
    #expect(
      throws: AdoptError(
        at: "\(work.root)/Empty", "has no Swift file: name the folder of the app target, where its App and views are")
    ) {
      try work.adopt(app: "\(work.root)/Empty")
    }
    try work.write("struct A {}\n// @main is elsewhere\n", "Library/A.swift")
    #expect(
      throws: AdoptError(
        at: "\(work.root)/Library",
        "no Swift file declares `@main`: name the folder of the app target, whose App type has it")
    ) {
      try work.adopt(app: "\(work.root)/Library")
    }
    try work.write("{}\n", "Shop/Shop/Data/Info.json")
    try work.write("[3]\n", "Shop/Shop/Other/prices.json")
    #expect(
      throws: AdoptError(
        at: "\(work.app)/Other/prices.json",
        "has the name of Data/prices.json: both would be prices.json in the app's bundle; rename one")
    ) {
      try work.adopt()
    }
    try FileManager.default.removeItem(atPath: "\(work.app)/Other")
    try work.write("# mine\n", "Mine/README.md")
    #expect(
      throws: AdoptError(
        at: "\(work.root)/Mine",
        "exists and is not a package mvcs adopt wrote (its Package.swift does not begin with // Written by `mvcs adopt`): choose a new or empty folder"
      )
    ) {
      try work.adopt(out: "\(work.root)/Mine")
    }
    #expect(
      throws: AdoptError(
        at: "\(work.app)/linux",
        "is inside the app's folder, whose files would become its sources: choose a folder outside it")
    ) {
      try work.adopt(out: "\(work.app)/linux")
    }
    #expect(
      throws: AdoptError(
        at: "\(work.root)/Shop",
        "is not a checkout of mvcs (no Package.swift of the package mvcs): --mvcs takes its folder or its URL")
    ) {
      try PackageAdopter(appFolder: work.app, packageFolder: work.out, mvcs: "\(work.root)/Shop").adopt()
    }
    #expect(!FileManager.default.fileExists(atPath: work.out))
  }

  @Test func aHugeFolderIsRefusedAtItsBound() throws {
    let work = try Workspace("huge")
    defer { work.remove() }
    let many = "\(work.root)/Many"
    try FileManager.default.createDirectory(atPath: many, withIntermediateDirectories: true)
    for index in 0...AppFolder.maximumEntries {
      _ = FileManager.default.createFile(atPath: "\(many)/f\(index).txt", contents: nil)
    }
    #expect(throws: AdoptError(at: many, "holds more than 10000 files: name the app target's folder, not a whole tree"))
    {
      try work.adopt(app: many)
    }
  }

  @Test func aNameWithControlCharactersIsShownEscaped() {
    #expect(AdoptError(at: "App\u{1b}[2J", "no such folder").description == "App\\u{1b}[2J: no such folder")
    #expect(Manifest.quoted("a\"b\\c\n") == #""a\"b\\c\n""#)
  }
}
