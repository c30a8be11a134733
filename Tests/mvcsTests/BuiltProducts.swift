import Foundation

/// Where `swift build` put the executables these tests run: beside the test bundle, in
/// whichever configuration (`swift test`, `swift test -c release`) and triple built it.
enum BuiltProducts {
  /// The folder of the running test bundle, which holds the package's built products.
  static let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

  /// The product `name`, checked to exist.
  static func executable(_ name: String) throws -> URL {
    let url = directory.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else { throw Missing(path: url.path) }
    return url
  }

  struct Missing: Error, CustomStringConvertible {
    var path: String
    var description: String { "no executable at \(path); build it with `swift build --build-tests` first" }
  }
}
