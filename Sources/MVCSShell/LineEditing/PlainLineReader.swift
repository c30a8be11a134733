import Foundation

/// The batch line source: lines from a pipe or a file, numbered, joined where a trailing
/// backslash continues them. No prompt, no history, no colour.
public struct PlainLineReader {
  private let name: String
  private var lineNumber = 0
  private let nextRawLine: () -> String?

  /// Reads standard input, naming it `<stdin>` in messages.
  public static func standardInput() -> PlainLineReader {
    PlainLineReader(name: "<stdin>") { Swift.readLine(strippingNewline: true) }
  }

  public init(name: String, nextRawLine: @escaping () -> String?) {
    self.name = name
    self.nextRawLine = nextRawLine
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
}
