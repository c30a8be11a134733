import Foundation
import MVCSShell

/// Where a `run` worker notes the script line it is about to run, so that the runner can
/// report a worker that crashed at the line that crashed it.
///
/// ```swift
/// let journal = LineJournal(writingTo: path)     // the worker, given --worker-journal PATH
/// journal?.note(line, secret: nil)               // before each line, sourced ones included
/// LineJournal.read(path)                         // the runner, once the worker has died
/// // ("Scripts/todo/add.mvcs", 12)
/// ```
///
/// The worker maps the journal's first page and stores each record in it: no system call a
/// line (with a `pwrite` a line, a `run` of 10,000 Todo steps took 3% longer, best of five),
/// and nothing to read while the worker lives (announcing each line on the worker's output
/// cost the runner a wake-up and a decode a line, which doubled `run`'s CPU time on a
/// 20,000-step flow, docs/BENCHMARKS.md). A shared mapping's stores are the file's: the
/// runner reads them after the worker died, however it died. The record is
/// `LINE<tab>COLUMN<tab>FILE`, ended by a NUL, since a shorter record leaves the end of a
/// longer one behind it.
@MainActor
final class LineJournal {
  /// The journal's first ``capacity`` bytes, mapped shared.
  private let page: UnsafeMutableRawBufferPointer

  /// The journal at `path`, opened for writing; nil when it cannot be opened or mapped (the
  /// run then reports a crash without its line, as before journals).
  init?(writingTo path: String) {
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    // The mapping keeps the file; the descriptor is not needed past it.
    defer { close(descriptor) }
    guard ftruncate(descriptor, off_t(Self.capacity)) == 0,
      let mapped = mmap(nil, Self.capacity, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
      mapped != UnsafeMutableRawPointer(bitPattern: -1)
    else { return nil }
    page = UnsafeMutableRawBufferPointer(start: mapped, count: Self.capacity)
  }

  isolated deinit { munmap(page.baseAddress, page.count) }

  /// Notes that `line` is about to run, and the column of its first line from which it may
  /// hold a secret (`secret`, ``CommandRegistry/secretWord(in:variables:)``), so a crash
  /// reports the line with it as dots, as every writer shows a line that did not finish.
  func note(_ line: LogicalLine, secret: Word?) {
    let column = secret.map { $0.location.line == line.location.line ? $0.location.column : 1 } ?? 0
    var record = Array("\(line.location.line)\t\(column)\t\(line.file)".utf8.prefix(Self.capacity - 1))
    record.append(0)
    page.copyBytes(from: record)
  }

  /// Notes that no line has run yet: a new script is starting.
  func clear() {
    page[0] = 0
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

  /// The file and line the journal at `path` holds, if the worker noted any, and the column
  /// from which the line is shown as dots (0: none).
  nonisolated static func read(_ path: String) -> (file: String, line: Int, secretColumn: Int)? {
    guard let data = FileManager.default.contents(atPath: path)?.prefix(capacity) else { return nil }
    let fields = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
      .split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
    guard fields.count == 3, let line = Int(fields[0]), let column = Int(fields[1]) else { return nil }
    return (String(fields[2]), line, column)
  }

  /// `text`, the line a journal named, shown as every writer shows a line that did not
  /// finish: from `secretColumn` on (counted as the lexer counts), a dot a character.
  nonisolated static func shown(_ text: String, secretColumn: Int) -> String {
    guard secretColumn > 0 else { return text }
    let characters = Lexer.characters(of: text)
    let kept = characters.prefix(secretColumn - 1)
    return String(kept) + String(repeating: "•", count: characters.count - kept.count)
  }
}
