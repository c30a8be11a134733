import Subprocess

/// The lines a worker prints, split at line feeds as its output arrives in buffers.
///
/// A worker answers each script with one line of JSON, large with `--report` (the script's
/// timeline, screens and all). swift-subprocess's `strings(separatedBy:)` splits a code unit
/// at a time through generic async calls, which cost five times the scripts themselves on
/// `Scripts/` with `--report`; this scans each buffer once for line feeds.
///
/// ```swift
/// var lines = WorkerOutputLines(execution.standardOutput, limit: WorkerPool.lineLimit)
/// while let line = try await lines.next() { … }
/// ```
struct WorkerOutputLines {
  /// A line longer than the limit: the worker printed more than a result may be.
  struct TooLong: Error, CustomStringConvertible {
    var limit: Int
    var description: String { "the worker printed a line longer than \(limit >> 20) MiB" }
  }

  private var source: SubprocessOutputSequence.Iterator
  private let limit: Int
  /// Bytes read and not yet returned, from `start`; `scanned` is where the search for the
  /// next line feed goes on.
  private var pending: [UInt8] = []
  private var start = 0
  private var scanned = 0
  private var ended = false

  /// The lines of `output`, each at most `limit` bytes.
  init(_ output: SubprocessOutputSequence, limit: Int) {
    source = output.makeAsyncIterator()
    self.limit = limit
  }

  /// The next line without its line feed; the last one even without a line feed; nil at
  /// the end of the output.
  mutating func next() async throws -> String? {
    while true {
      if let feed = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[start..<feed], as: UTF8.self)
        start = feed + 1
        scanned = start
        return line
      }
      scanned = pending.count
      guard pending.count - start <= limit else { throw TooLong(limit: limit) }
      if ended {
        guard start < pending.count else { return nil }
        let line = String(decoding: pending[start...], as: UTF8.self)
        start = pending.count
        return line
      }
      guard let buffer = try await source.next() else {
        ended = true
        continue
      }
      // What was returned is dropped before more is read, so a long run keeps one line.
      if start > 0 {
        pending.removeFirst(start)
        scanned -= start
        start = 0
      }
      buffer.withUnsafeBytes { pending.append(contentsOf: $0) }
    }
  }
}
