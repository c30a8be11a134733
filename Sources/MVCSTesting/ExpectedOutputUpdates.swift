import Foundation
import MVCSShell
import Synchronization

/// Rewrites expected output in test sources when a test runs with `MVCS_UPDATE=1`, as
/// `mvcs run --update` rewrites a script's expected blocks.
///
/// ```sh
/// MVCS_UPDATE=1 swift test --filter NotesTests   # rewrites the screens that differ
/// swift test --filter NotesTests                 # and checks them
/// ```
///
/// A rewrite moves the lines below it, while every later call in the same file still reports
/// the line it had when the file was compiled; so the rewrites a process has made are kept,
/// per file, to find each call where it is now. That bookkeeping is the one piece of state
/// shared by every ``TestShell`` of the process, under a `Mutex`, because the source files
/// are shared by them too.
enum ExpectedOutputUpdates {
  /// The environment variable that turns updating on, and the value that does.
  static let variable = "MVCS_UPDATE"

  /// Whether the process was started to update expected output; never when `CI` is set,
  /// as `mvcs run --update` refuses there.
  static var isRequested: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment[variable] == "1" && environment["CI"] == nil
  }

  /// For each file rewritten in this process, the rewrites made: the line the call had when
  /// compiled, and how many lines the rewrite added (negative: removed).
  private static let rewrites = Mutex<[String: [(line: Int, delta: Int)]]>([:])

  /// Writes `value` in place of the literal given to `call` (its `argument`, or its first
  /// argument) at `line` of `path`, a line as the compiler numbered it.
  static func rewrite(
    _ path: String, line: Int, call: String, argument: String?, with value: String
  ) throws(ExpectedLiteral.Problem) {
    try rewrites.withLock { rewrites throws(ExpectedLiteral.Problem) in
      let done = rewrites[path, default: []]
      let moved = done.filter { $0.line < line }.reduce(0) { $0 + $1.delta }
      let source: String
      do {
        source = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        throw ExpectedLiteral.Problem(description: "cannot read \(path): \(error.localizedDescription)")
      }
      let literal = try ExpectedLiteral.find(in: source, line: line + moved, call: call, argument: argument)
      let (text, delta) = literal.replaced(with: value, in: source)
      do throws(FileReplacement.Problem) {
        try FileReplacement.write(text, to: path)
      } catch {
        throw ExpectedLiteral.Problem(description: error.description)
      }
      rewrites[path, default: []].append((line, delta))
    }
  }
}
