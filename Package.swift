// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "mvcs",
  products: [
    .executable(name: "mvcs", targets: ["mvcs"]),
    .library(name: "MVCS", targets: ["MVCS"]),
    // What a view file imports in place of SwiftUI: MVCS, Observation and Foundation, with
    // SwiftUI's names that only make sense there.
    .library(name: "MVCSUI", targets: ["MVCSUI"]),
    // `import SwiftUI` on Linux: MVCSUI under SwiftUI's own name, so view files build unchanged.
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    // URLSession and its types on Linux, answered from fixtures: what `import SwiftUI` brings,
    // and what a Foundation-only file imports implicitly (`-import-module MVCSNetworking`).
    .library(name: "MVCSNetworking", targets: ["MVCSNetworking"]),
    // `import SwiftData` on Linux: @Model, @Query, ModelContainer and ModelContext over the Store.
    .library(name: "SwiftData", targets: ["SwiftData"]),
    // `import Combine` on Linux: OpenCombine under Combine's name, with Timer.publish on the
    // app's clock and ObservableObject/@Published shared with MVCS's views (docs/DECISIONS.md).
    .library(name: "Combine", targets: ["Combine"]),
    // `import CoreGraphics` on Linux: Foundation's CGFloat, CGPoint, CGSize and CGRect, with the
    // geometry it lacks (CGVector, CGAffineTransform).
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    // `import UIKit` on Linux: what SwiftUI apps touch of UIKit (the application, haptics,
    // colours, images, the spelling checker), over MVCSUI.
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "MVCSShell", targets: ["MVCSShell"]),
    .library(name: "MVCSApps", targets: ["MVCSApps"]),
    // Everything the mvcs executable does, for a user's own executable over their own apps.
    .library(name: "MVCSCommandLine", targets: ["MVCSCommandLine"]),
    // Drives an app through shell lines in Swift Testing tests, with readable diffs.
    .library(name: "MVCSTesting", targets: ["MVCSTesting"]),
  ],
  traits: [
    // Off unless asked for: the macros are built with swift-syntax, which doubles a first
    // build's processor time (docs/DECISIONS.md). Without it, each is an error that says to ask.
    .trait(
      name: "Macros", description: "SwiftUI's and SwiftData's macros: #Preview, @Previewable, @Entry, @Model")
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // libedit as Debian ships it, built against its header (libedit-dev) and loaded with dlopen
    // when the line editor starts, never linked: batch runs and workers edit no line. Its
    // variadic calls go through CLineEdit's shim.
    .target(name: "CLineEdit"),
    // libpng and libjpeg-turbo as Debian ships them, wrapped in C because libjpeg reports
    // errors by longjmp; built against their headers (libpng-dev, libjpeg62-turbo-dev) and
    // loaded with dlopen on the first picture, never linked: most processes draw none.
    .target(name: "CImageDecoding"),
    // Pandas' HTTP client: libcurl loaded with dlopen on the first request, never linked, so
    // nothing that does not fetch pays for it (FoundationNetworking would, at every start).
    .target(name: "CHTTPFetch"),
    // Standard output as a stream of its own (glibc's fopencookie), so what an app prints goes
    // to its console, apart from the shell's output; C because Swift does not see fopencookie.
    .target(name: "CAppConsole"),
    // The main thread's stack bounds (glibc's pthread_getattr_np, which Swift does not see), so
    // drawing stops before a view that contains itself runs the stack out.
    .target(name: "CStackBounds"),
    // The batch shell's crash handler, which runs after the app crashed and so may only make
    // system calls: C, where that can be seen to hold (docs/ARCHITECTURE.md, "The batch shell's
    // crashes").
    .target(name: "CCrashResume"),
    .target(
      name: "MVCS",
      dependencies: [
        "CAppConsole", "CStackBounds",
        .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]),
    // URLSession, URLRequest, URLResponse and HTTPURLResponse under Foundation's names, answered
    // from the session's fixtures, and live over CHTTPFetch only while recording: Linux's own are
    // in FoundationNetworking, which links libcurl at every start (docs/DECISIONS.md).
    .target(name: "MVCSNetworking", dependencies: ["MVCS", "CHTTPFetch"]),
    .target(
      name: "MVCSUI",
      dependencies: [
        "MVCS", "MVCSCommandLine", "MVCSNetworking", .target(name: "MVCSMacros", condition: .when(traits: ["Macros"])),
      ]),
    // CustomDump (MVCSTesting's) compiles conformances `#if canImport(SwiftUI)`: built after this
    // module it would import it without GRDB's module map and fail, so it is built first.
    .target(
      name: "SwiftUI",
      dependencies: ["MVCSUI", "Combine", "UIKit", .product(name: "CustomDump", package: "swift-custom-dump")]),
    // Apple's Combine is OpenCombine here; kept out of MVCS, MVCSUI and the mvcs executable so
    // that processes which never subscribe load none of it.
    .target(
      name: "Combine",
      dependencies: [
        "MVCS", .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
      ]),
    // GRDB compiles `import CoreGraphics` when it can: built after this module it would take it
    // for Apple's, so it is built first (this module needs only Foundation).
    .target(
      name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics", .product(name: "GRDB", package: "GRDB.swift")]),
    // Swift Testing's cross-import overlays for the two, empty: the toolchain's Testing names them
    // for a file that imports it beside CoreGraphics or UIKit, and ships neither on Linux.
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
    // CustomDump compiles UIKit's conformances `#if canImport(UIKit)`: built after this module it
    // would take it for Apple's and fail, so it is built first, as for SwiftUI.
    .target(
      name: "UIKit",
      dependencies: [
        "MVCSUI", "CoreGraphics", "_Testing_UIKit", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]),
    .target(
      name: "SwiftData",
      dependencies: ["MVCS", "MVCSUI", .target(name: "MVCSMacros", condition: .when(traits: ["Macros"]))]),
    // SwiftUI's macros, built only with the trait Macros.
    .macro(
      name: "MVCSMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    .target(name: "MVCSApps", dependencies: ["MVCS", "MVCSUI", "MVCSNetworking", "CImageDecoding", "CHTTPFetch"]),
    .target(name: "MVCSShell", dependencies: ["MVCS", "CLineEdit"]),
    // The Model Context Protocol server `mvcs mcp` runs: the shell's commands as an agent's tools,
    // over a stdio JSON-RPC server of its own (the MCP SDK links FoundationNetworking).
    .target(name: "MVCSMCP", dependencies: ["MVCS", "MVCSShell"]),
    .target(
      name: "MVCSCommandLine",
      dependencies: [
        "MVCS", "MVCSShell", "MVCSMCP", "CCrashResume",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Subprocess", package: "swift-subprocess"),
      ]
    ),
    .target(
      name: "MVCSTesting",
      dependencies: ["MVCS", "MVCSShell", .product(name: "CustomDump", package: "swift-custom-dump")]
    ),
    .executableTarget(name: "mvcs", dependencies: ["MVCSCommandLine", "MVCSApps"]),
    // Writes to a store until killed; the durability test runs it as a child process.
    .executableTarget(name: "StoreWriterHelper", dependencies: ["MVCS"], path: "Tests/Helpers/StoreWriterHelper"),
    // A user's executable whose app traps: the tests of explore's crash isolation run it.
    .executableTarget(
      name: "CrashingAppHelper", dependencies: ["MVCS", "MVCSApps", "MVCSCommandLine"], path: "Tests/Helpers/CrashingAppHelper"),
    // A user's executable over a write-heavy app: Scripts/bench-kill9 kills it with SIGKILL at
    // random points and checks that nothing it acknowledged is lost.
    .executableTarget(
      name: "DurableAppHelper", dependencies: ["MVCS", "MVCSCommandLine"], path: "Tests/Helpers/DurableAppHelper"),
    // Scripts/bench-store's timing program; not a test, built in release by the script.
    .executableTarget(
      name: "StoreBench", dependencies: ["MVCS", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Benchmarks/StoreBench"),
    // Scripts/bench-views' program: a List of views at real sizes; not a test, built in release
    // (Scripts/check-instructions counts one row's state change with it).
    .executableTarget(name: "ViewBench", dependencies: ["MVCS"], path: "Benchmarks/ViewBench"),
    // Scripts/bench-explore's shrinking timer and Scripts/check-instructions' explore walk; not a
    // test, built in release by the scripts.
    .executableTarget(
      name: "ExploreBench", dependencies: ["MVCS", "MVCSShell", "MVCSApps"], path: "Benchmarks/ExploreBench"),
    .testTarget(
      name: "MVCSTests", dependencies: ["MVCS", "StoreWriterHelper", .product(name: "GRDB", package: "GRDB.swift")]),
    .testTarget(name: "MVCSShellTests", dependencies: ["MVCSShell", "MVCS", "MVCSUI", "MVCSApps", "MVCSTesting"]),
    .testTarget(
      name: "MVCSAppsTests",
      dependencies: [
        "MVCSApps", "MVCSShell", "MVCS", "MVCSUI", "MVCSTesting", "SwiftUI", "UIKit", "CoreGraphics", "Combine",
      ],
      // The Cupcakes app's flows and fixtures, read from the source folder by NetworkTests.
      exclude: ["CupcakesApp/Scripts"],
      // CupcakesApp/CupcakeShop.swift imports only Foundation, as on iOS, and uses URLSession and
      // @Observable: every file of the target imports them implicitly, as an app's package does.
      swiftSettings: [
        .unsafeFlags([
          "-Xfrontend", "-import-module", "-Xfrontend", "MVCSNetworking", "-Xfrontend", "-import-module", "-Xfrontend",
          "Observation",
        ])
      ]),
    .testTarget(
      name: "SwiftDataTests",
      dependencies: [
        "SwiftData", "MVCS", "MVCSUI", "MVCSTesting", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]),
    .testTarget(name: "MVCSMCPTests", dependencies: ["MVCSMCP", "MVCSShell", "MVCS", "MVCSApps"]),
    // The command line's own parsing, in process: the quick reader against ArgumentParser.
    .testTarget(
      name: "MVCSCommandLineTests",
      dependencies: ["MVCSCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .testTarget(
      name: "mvcsTests",
      dependencies: ["mvcs", "CrashingAppHelper", .product(name: "Subprocess", package: "swift-subprocess")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
