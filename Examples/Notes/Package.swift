// swift-tools-version:6.0
import PackageDescription

// A user's own app driven by mvcs: the app (NotesKit), its command line (notes), its tests.
// It depends on mvcs by path because it lives inside the mvcs repository; your own package
// names mvcs by its URL instead (see README.md).
let package = Package(
  name: "Notes",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "mvcs", path: "../..")
  ],
  targets: [
    .target(name: "NotesKit", dependencies: [.product(name: "MVCS", package: "mvcs")]),
    .executableTarget(
      name: "notes",
      dependencies: ["NotesKit", .product(name: "MVCSCommandLine", package: "mvcs")]
    ),
    .testTarget(
      name: "NotesKitTests",
      dependencies: [
        "NotesKit", .product(name: "MVCS", package: "mvcs"), .product(name: "MVCSTesting", package: "mvcs"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
