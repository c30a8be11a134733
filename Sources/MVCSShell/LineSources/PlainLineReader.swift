import CLineEdit
import Foundation

/// The batch line source: lines from a pipe or a file, numbered, joined where a trailing
/// backslash continues them.
///
/// No prompt, no history, no colour.
///
/// ```swift
/// var reader = PlainLineReader(name: "setup.txt", text: "cd lists \\\n/groceries\nls")
/// reader.next()?.lines.count  // 2: `cd lists \` continued by `/groceries`
/// reader.next()?.text         // "ls", line 3
/// ```
public struct PlainLineReader: LineSource {
  private let name: String
  private var lineNumber = 0
  private let nextRawLine: () -> String?

  /// Reads standard input, naming it `<stdin>` in messages.
  ///
  /// Byte for byte: a byte that is not UTF-8 is kept (``FileName``), so `record rec\xff.mvcs`
  /// writes the file typed, where Swift's `readLine` would read U+FFFD.
  public static func standardInput() -> PlainLineReader {
    let lines = StandardInputLines()
    return PlainLineReader(name: standardInputName) { lines.next() }
  }

  /// What messages call standard input: `<stdin>:3:5: error: …`.
  public static let standardInputName = "<stdin>"

  /// Reads standard input, its first line numbered `firstLine`: a batch session that goes on
  /// from where a crashed one stopped names lines as the input numbers them.
  ///
  /// ```swift
  /// // The process before ran lines 1 to 12 and crashed on line 12.
  /// var reader = PlainLineReader.standardInput(firstLine: 13)
  /// reader.next()?.location.line  // 13
  /// ```
  public static func standardInput(firstLine: Int) -> PlainLineReader {
    var reader = standardInput()
    reader.lineNumber = max(0, firstLine - 1)
    return reader
  }

  /// Reads the lines `nextRawLine` returns, without their newlines, until it returns nil;
  /// messages name the source `name`.
  public init(name: String, nextRawLine: @escaping () -> String?) {
    self.name = name
    self.nextRawLine = nextRawLine
  }

  /// Reads the lines of `text`, naming the source `name` in messages.
  public init(name: String, text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    if lines.last == "" { lines = lines.dropLast() }
    self.init(name: name) { lines.popFirst() }
  }

  /// The next command, continuation lines included; nil at end of input.
  public mutating func next() -> LogicalLine? {
    var lines: [PhysicalLine] = []
    while let raw = nextRawLine() {
      lineNumber += 1
      let line = PhysicalLine(raw.hasSuffix("\r") ? String(raw.dropLast()) : raw, number: lineNumber)
      lines.append(line)
      if !line.continues { break }
    }
    return lines.isEmpty ? nil : LogicalLine(file: name, lines: lines)
  }

  /// The next command, as ``next()`` reads it.
  public mutating func nextLine() async -> LogicalLine? { next() }
}

/// Standard input's lines without their line feeds, each read by `getline` and decoded by
/// ``FileName``.
private final class StandardInputLines {
  private var buffer: UnsafeMutablePointer<CChar>?
  private var capacity = 0

  deinit { free(buffer) }

  func next() -> String? {
    let count = getline(&buffer, &capacity, mvcs_stdin())
    guard count >= 0, let buffer else { return nil }
    let start = UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self)
    var bytes = UnsafeBufferPointer(start: start, count: count)
    if bytes.last == UInt8(ascii: "\n") { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
    return FileName.decoding(bytes)
  }
}
