import Foundation
import Subprocess

#if canImport(System)
  import System
#else
  import SystemPackage
#endif

/// Runs the built `mvcs` executable as a user would, with standard input from a pipe.
///
/// swift-subprocess reads standard output and standard error at the same time as it writes
/// standard input, so a child that prints a lot never blocks on a full pipe.
///
/// ```swift
/// let result = try await MVCSProcess.run(["--app", "counter"], input: "tap ++\nshow\n")
/// #expect(result.status == 0)
/// ```
enum MVCSProcess {
  /// The package root: this file is `Tests/mvcsTests/MVCSProcess.swift`.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The most output a test reads from one run.
  static let outputLimit = 16 << 20

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built `mvcs`, beside the test bundle.
  static var executable: URL {
    get throws { try BuiltProducts.executable("mvcs") }
  }

  static func run(
    _ arguments: [String], input: String = "", in directory: URL? = nil, environment extra: [String: String] = [:]
  ) async throws -> Result {
    var changes: [Environment.Key: String?] = ["CI": nil]
    for (key, value) in extra { changes[Environment.Key(stringLiteral: key)] = value }
    return try await collect(
      .path(FilePath(try executable.path)), arguments: arguments, environment: changes,
      directory: directory ?? packageRoot, input: input)
  }

  /// Runs another built executable, `name` (a user's tool over its own apps), as ``run`` runs `mvcs`.
  static func run(tool name: String, _ arguments: [String], in directory: URL, input: String = "") async throws
    -> Result
  {
    try await collect(
      .path(FilePath(try BuiltProducts.executable(name).path)), arguments: arguments, environment: ["CI": nil],
      directory: directory, input: input)
  }

  /// Runs `script` with `/bin/sh` in `directory`, `$MVCS` naming the executable, standard
  /// input empty.
  static func shell(_ script: String, in directory: URL) async throws -> Result {
    try await collect(
      .path("/bin/sh"), arguments: ["-c", script], environment: ["CI": nil, "MVCS": try executable.path],
      directory: directory, input: "")
  }

  private static func collect(
    _ executable: Executable, arguments: [String], environment changes: [Environment.Key: String?],
    directory: URL, input: String
  ) async throws -> Result {
    let result = try await Subprocess.run(
      executable, arguments: Arguments(arguments),
      environment: .inherit.updating(changes), workingDirectory: FilePath(directory.path),
      input: .string(input), output: .string(limit: outputLimit), error: .string(limit: outputLimit))
    let status: Int32 =
      switch result.terminationStatus {
      case .exited(let code): code
      case .signaled(let signal): 128 + signal
      }
    return Result(status: status, stdout: result.standardOutput, stderr: result.standardError)
  }
}
