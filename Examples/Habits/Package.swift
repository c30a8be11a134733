// swift-tools-version:6.1
import PackageDescription

// A SwiftUI app driven by mvcs: its views (HabitsKit, written for SwiftUI, compiled against
// MVCSUI on Linux), its `@main` app (habits), its tests. It depends on mvcs by path because
// it lives inside the mvcs repository; your own package names mvcs by its URL instead (see
// README.md). The trait Macros lets its view files keep their `#Preview`s.
let package = Package(
  name: "Habits",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "mvcs", path: "../..", traits: ["Macros"])
  ],
  targets: [
    // Built in mvcs's own build folder (Scripts/test), where its SwiftUI module is too, the views'
    // `#if canImport(SwiftUI)` is true; that module brings Combine, whose modules must be at hand.
    .target(
      name: "HabitsKit",
      dependencies: [
        .product(name: "MVCSUI", package: "mvcs"),
        .product(name: "Combine", package: "mvcs", condition: .when(platforms: [.linux])),
      ],
      // On iOS, a file that imports only Foundation sees Observation's `@Observable`, which
      // Apple's Foundation brings along; Linux's does not, so every file of the target imports
      // Observation implicitly there (HabitStore.swift imports only Foundation).
      swiftSettings: [
        .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Observation"], .when(platforms: [.linux]))
      ]),
    .executableTarget(name: "habits", dependencies: ["HabitsKit", .product(name: "MVCSUI", package: "mvcs")]),
    .testTarget(
      name: "HabitsKitTests",
      dependencies: [
        "HabitsKit", .product(name: "MVCSUI", package: "mvcs"), .product(name: "MVCSTesting", package: "mvcs"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
