// swift-tools-version:6.1
import PackageDescription

// Scripts/bench-swiftdata's program: inserts N books through SwiftData into an SQLite file the
// Bookshelf example then opens, and times the first fetch of a sorted @Query in memory. Not a
// test; built in release by the script. Its models are Bookshelf's, row for row.
let package = Package(
  name: "SwiftDataBench",
  dependencies: [.package(name: "mvcs", path: "../..", traits: ["Macros"])],
  targets: [
    .executableTarget(name: "SwiftDataBench", dependencies: [.product(name: "SwiftData", package: "mvcs")])
  ],
  swiftLanguageModes: [.v6]
)
