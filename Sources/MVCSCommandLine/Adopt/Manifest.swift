/// The Package.swift `mvcs adopt` writes.
///
/// One executable target, named after the app's folder, whose sources are that folder through
/// a link, with the products of mvcs its files import. AdoptTests checks its lines.
enum Manifest {
  /// The second line of every manifest adopt writes: how a later run knows the folder is its own.
  static let marker = "// Written by `mvcs adopt`"
  /// The link, in the target's folder, to the app's folder.
  static func sourcesLink(_ app: AppFolder) -> String { app.name }
  /// The target's folder in the package.
  static func targetFolder(_ app: AppFolder) -> String { "Sources/\(app.name)" }

  /// mvcs's products for the modules of Apple's SDK it stands in for on Linux, beyond the three
  /// every adopted target has (SwiftUI, and Combine and MVCSNetworking for their implicit imports).
  static let standIns = ["SwiftData", "UIKit", "CoreGraphics"]
  /// Modules Linux's Swift has, or mvcs stands in for: no warning when imported.
  static let available: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "Observation", "Dispatch", "Swift",
    "_Concurrency", "Synchronization", "RegexBuilder", "Glibc", "SwiftUI", "Combine", "SwiftData", "UIKit",
    "CoreGraphics", "Testing", "XCTest",
  ]

  static func text(
    app: AppFolder, settings: XcodeProjectSettings, dependency: MVCSDependency, packageFolder: String
  ) -> String {
    let package = quoted(dependency.identity)
    let products = ["SwiftUI", "Combine", "MVCSNetworking"] + standIns.filter { app.imports[$0] != nil }
    let dependencies = products.map {
      ".product(name: \(quoted($0)), package: \(package), condition: .when(platforms: [.linux])),"
    }
    let link = sourcesLink(app)
    let exclusions = (app.excluded + app.dataFiles).map { "\(quoted("\(link)/\($0)"))," }
    var settingsLines = [
      "// A file that imports only Foundation sees, as on iOS, Observation's @Observable,",
      "// Combine's ObservableObject and @Published, and URLSession (mvcs's, answered from a run's",
      "// fixtures), which Apple's Foundation brings along.",
      ".unsafeFlags(",
      "  [\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Observation\", \"-Xfrontend\", \"-import-module\",",
      "   \"-Xfrontend\", \"Combine\", \"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"MVCSNetworking\"],",
      "  .when(platforms: [.linux])),",
    ]
    if settings.isolatesToMainActor {
      settingsLines += [
        "// SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor, as in the project.", ".defaultIsolation(MainActor.self),",
      ]
    }
    let indent = { (lines: [String], spaces: Int) in
      lines.map { String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
    }
    return """
      // swift-tools-version:\(settings.isolatesToMainActor ? "6.2" : "6.1")
      \(marker) from \(PrintableName.of(RelativePath.from(packageFolder, to: app.path))): run it again to update this file and
      // Sources/\(app.name)/\(MainBundleFolder.name); files of your own here (Scripts/, flows) are kept.
      import PackageDescription

      // \(app.name) as an Xcode project builds it, on Linux: its files compiled where they are, with
      // no edit (Sources/\(app.name)/\(link) links to the app's folder), `import SwiftUI` being mvcs's.
      // The executable, .build/debug/\(app.name), is the mvcs command line over its `@main` App:
      // the shell, `run Scripts/`, `explore`, `mcp`. Bundle.main finds the data files and
      // Info.plist in \(MainBundleFolder.name) (docs/DECISIONS.md in mvcs).
      let package = Package(
        name: \(quoted(app.name)),
        platforms: [.macOS(.v14), .iOS(.v17)],
        dependencies: [
          \(dependency.manifestLine(from: packageFolder))
        ],
        targets: [
          .executableTarget(
            name: \(quoted(app.name)),
            dependencies: [
      \(indent(dependencies, 8))
            ],
            path: \(quoted(targetFolder(app))),
            exclude: [
      \(indent(exclusions, 8))
            ],
            resources: [.copy(\(quoted(MainBundleFolder.name)))],
            swiftSettings: [
      \(indent(settingsLines, 8))
            ]
          )
        ],
        swiftLanguageModes: [.v\(settings.swiftMajorVersion)]
      )

      """
  }

  /// `text` as a Swift string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.properties.generalCategory == .control {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
