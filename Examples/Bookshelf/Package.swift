// swift-tools-version:6.1
import PackageDescription

// A SwiftData app driven by mvcs: its models and views (BookshelfKit, written for iOS:
// `import SwiftUI`, `import SwiftData`), its `@main` app (bookshelf), its tests. On Linux the
// SwiftUI and SwiftData modules are mvcs's; on Apple's platforms, Apple's own. It depends on
// mvcs by path because it lives inside the mvcs repository; your own package names mvcs by its
// URL. The trait Macros builds `@Model` (and `#Preview`).
let package = Package(
  name: "Bookshelf",
  platforms: [.macOS(.v14), .iOS(.v17)],
  // The app's views and models, for Benchmarks/SwiftDataBench to drive at 100,000 books.
  products: [.library(name: "BookshelfKit", targets: ["BookshelfKit"])],
  dependencies: [
    .package(name: "mvcs", path: "../..", traits: ["Macros"])
  ],
  targets: [
    .target(
      name: "BookshelfKit",
      dependencies: [
        .product(name: "SwiftUI", package: "mvcs", condition: .when(platforms: [.linux])),
        .product(name: "SwiftData", package: "mvcs", condition: .when(platforms: [.linux])),
      ]),
    .executableTarget(
      name: "bookshelf",
      dependencies: [
        "BookshelfKit", .product(name: "SwiftUI", package: "mvcs", condition: .when(platforms: [.linux])),
        .product(name: "SwiftData", package: "mvcs", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(
      name: "BookshelfKitTests",
      dependencies: [
        "BookshelfKit", .product(name: "SwiftUI", package: "mvcs"), .product(name: "SwiftData", package: "mvcs"),
        .product(name: "MVCSTesting", package: "mvcs"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
