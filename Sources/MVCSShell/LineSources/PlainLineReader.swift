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
  public static func standardInput() -> PlainLineReader {
    PlainLineReader(name: "<stdin>") { Swift.readLine(strippingNewline: true) }
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
