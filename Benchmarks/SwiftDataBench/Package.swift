// swift-tools-version:6.1
import PackageDescription

// Scripts/bench-swiftdata's program, one release build: `SwiftDataBench insert FILE N` inserts
// N books through SwiftData (Bookshelf's models) into an SQLite file; otherwise it is the mvcs
// command line over Bookshelf's views and Todo, a list that follows its Store, to time both
// on files of the same size. Not a test; built in release by the script.
let package = Package(
  name: "SwiftDataBench",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "mvcs", path: "../..", traits: ["Macros"]),
    .package(name: "Bookshelf", path: "../../Examples/Bookshelf"),
  ],
  targets: [
    .executableTarget(
      name: "SwiftDataBench",
      dependencies: [
        .product(name: "BookshelfKit", package: "Bookshelf"), .product(name: "SwiftData", package: "mvcs"),
        .product(name: "SwiftUI", package: "mvcs"), .product(name: "MVCSApps", package: "mvcs"),
        .product(name: "MVCSCommandLine", package: "mvcs"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
