import Foundation
import MVCSShell
import Synchronization

/// The reproducers an exploration writes while it runs: each finding on disk as soon as it is
/// made, replaced in place each time shrinking makes it shorter.
///
/// So a walk that a signal, a supervisor's limit or `--time` ends has left every finding so
/// far, shrunk as far as it got. At the end the findings are written again in their final
/// order (the same for the same seed); ``removeAll(except:)`` then takes away the files
/// written on the way that the final ones did not replace. A SIGTERM's thread writes what the
/// workers noted (``keepWorkersFindings(in:)``) while the main thread may be writing too, so
/// what was written is kept behind a lock.
///
/// ```swift
/// let files = ExploreFindingFiles(folder: ".mvcs-cache/explore")
/// files.removeAll(except: [])   // after `workers.found = { files.write($0) }` and the walk
/// ```
final class ExploreFindingFiles: Sendable {
  private let folder: String
  /// What was written: each failure's file and its steps, by signature; the first file that
  /// could not be written, with why.
  private let state = Mutex(State())

  private struct State {
    var files: [String: (path: String, steps: Int)] = [:]
    var problem: String?
  }

  init(folder: String) {
    self.folder = folder
  }

  /// The first file that could not be written, with why.
  var problem: String? { state.withLock { $0.problem } }

  /// Writes `finding`, unless a reproducer of the same failure with fewer steps is on disk.
  func write(_ finding: ExploreFinding) {
    state.withLock { state in
      let signature = finding.failure.signature
      if let known = state.files[signature], known.steps < finding.steps.count { return }
      let path =
        state.files[signature]?.path
        ?? (folder as NSString).appendingPathComponent(finding.fileName(number: state.files.count + 1))
      state.files[signature] = (path, finding.steps.count)
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileReplacement.write(finding.script, to: path)
      } catch {
        state.problem = state.problem ?? "cannot write \(path): \(error)"
      }
    }
  }

  /// Writes the findings the walking workers noted in their `.findings` files under
  /// `workers` (a line of JSON each, as they are made), which their parent reads only when
  /// a worker ends: what a SIGTERM keeps of walks it cuts short.
  func keepWorkersFindings(in workers: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: workers)) ?? []
    for name in names.sorted() where name.hasSuffix(".findings") {
      let path = (workers as NSString).appendingPathComponent(name)
      let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
      for line in text.split(separator: "\n") {
        // A line the worker was still writing does not decode: the lines before it do.
        if let finding = try? JSONDecoder().decode(ExploreFinding.self, from: Data(line.utf8)) { write(finding) }
      }
    }
  }

  /// Removes the files written on the way that are not among `kept`, the final ones.
  func removeAll(except kept: Set<String>) {
    let paths = state.withLock { $0.files.values.map(\.path) }
    for path in paths where !kept.contains(path) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
