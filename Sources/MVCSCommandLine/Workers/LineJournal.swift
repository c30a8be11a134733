import Foundation
import MVCSShell

/// Where a `run` worker notes the script line it is about to run, so that the runner can
/// report a worker that crashed at the line that crashed it.
///
/// ```swift
/// let journal = LineJournal(writingTo: path)     // the worker, given --worker-journal PATH
/// journal?.note(line)                            // before each line, sourced ones included
/// LineJournal.read(path)                         // the runner, once the worker has died
/// // ("Scripts/todo/add.mvcs", 12)
/// ```
///
/// One `pwrite` at the start of the file per line, and nothing to read while the worker
/// lives: announcing each line on the worker's output cost the runner a wake-up and a decode a
/// line, which doubled `run`'s CPU time on a 20,000-step flow (docs/BENCHMARKS.md). The
/// record is `LINE<tab>FILE`, ended by a NUL, since a shorter record leaves the end of a longer
/// one behind it.
@MainActor
final class LineJournal {
  private let descriptor: Int32

  /// The journal at `path`, opened for writing; nil when it cannot be opened (the run then
  /// reports a crash without its line, as before journals).
  init?(writingTo path: String) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  isolated deinit { close(descriptor) }

  /// Notes that `line` is about to run.
  func note(_ line: LogicalLine) {
    var record = Array("\(line.location.line)\t\(line.file)".utf8.prefix(Self.capacity - 1))
    record.append(0)
    _ = record.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
  }

  /// Notes that no line has run yet: a new script is starting.
  func clear() {
    var empty: UInt8 = 0
    _ = pwrite(descriptor, &empty, 1, 0)
  }

  /// The most bytes a record takes: a path longer than this is cut, and still names the line.
  nonisolated static let capacity = 4096

  /// Makes an empty journal for a worker to write; nil when the temporary folder refuses it.
  nonisolated static func make() -> String? {
    var template = Array(
      FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-worker-XXXXXX").path.utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { return nil }
    close(descriptor)
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The file and line the journal at `path` holds, if the worker noted any.
  nonisolated static func read(_ path: String) -> (file: String, line: Int)? {
    guard let data = FileManager.default.contents(atPath: path)?.prefix(capacity) else { return nil }
    let record = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
    guard let tab = record.firstIndex(of: "\t"), let line = Int(record[..<tab]) else { return nil }
    return (String(record[record.index(after: tab)...]), line)
  }
}
