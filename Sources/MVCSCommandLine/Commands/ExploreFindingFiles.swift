import Foundation
import MVCSShell

/// The reproducers an exploration writes while it runs: each finding on disk as soon as it is
/// made, replaced in place each time shrinking makes it shorter.
///
/// So a walk that a signal, a supervisor's limit or `--time` ends has left every finding so
/// far, shrunk as far as it got. At the end the findings are written again in their final
/// order (the same for the same seed); ``removeAll(except:)`` then takes away the files
/// written on the way that the final ones did not replace.
///
/// ```swift
/// let files = ExploreFindingFiles(folder: ".mvcs-cache/explore")
/// files.removeAll(except: [])   // after `workers.found = { files.write($0) }` and the walk
/// ```
@MainActor
final class ExploreFindingFiles {
  private let folder: String
  /// Each failure's file and its steps, by signature.
  private var files: [String: (path: String, steps: Int)] = [:]
  /// The first file that could not be written, with why.
  private(set) var problem: String?

  init(folder: String) {
    self.folder = folder
  }

  /// Writes `finding`, unless a reproducer of the same failure with fewer steps is on disk.
  func write(_ finding: ExploreFinding) {
    let signature = finding.failure.signature
    if let known = files[signature], known.steps < finding.steps.count { return }
    let path =
      files[signature]?.path
      ?? (folder as NSString).appendingPathComponent(finding.fileName(number: files.count + 1))
    files[signature] = (path, finding.steps.count)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try FileReplacement.write(finding.script, to: path)
    } catch {
      problem = problem ?? "cannot write \(path): \(error)"
    }
  }

  /// Removes the files written on the way that are not among `kept`, the final ones.
  func removeAll(except kept: Set<String>) {
    for (path, _) in files.values where !kept.contains(path) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
