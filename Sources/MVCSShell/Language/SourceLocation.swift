/// A place in a script or an interactive session: `FILE:LINE:COL`, 1-based.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
  /// How the source is named in messages: a path, `<stdin>`, `<interactive>`.
  public var file: String
  /// The line number, from 1.
  public var line: Int
  /// The column, in characters from 1.
  public var column: Int

  /// The place at `line` and `column` of `file`.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The same place moved `offset` columns to the right.
  public func advanced(by offset: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + offset)
  }

  /// `FILE:LINE:COL`, as compilers print places.
  public var description: String { "\(file):\(line):\(column)" }
}

/// One line as it stands in its source, with its 1-based line number.
public struct PhysicalLine: Sendable, Equatable {
  /// The line's text, without its newline.
  public var text: String
  /// The line's number in its source, from 1.
  public var number: Int

  /// Line `number` of a source, reading `text`.
  public init(_ text: String, number: Int) {
    self.text = text
    self.number = number
  }

  /// Whether the line ends in a `\` that continues it on the next line (an odd number of
  /// trailing backslashes: `\\` is an escaped backslash).
  public var continues: Bool {
    text.utf8.reversed().prefix { $0 == UInt8(ascii: "\\") }.count % 2 == 1
  }
}

/// A command as typed: one or more physical lines joined by trailing backslashes.
public struct LogicalLine: Sendable, Equatable {
  /// How the source is named in messages: a path, `<stdin>`, `<interactive>`.
  public var file: String
  /// The physical lines, the first holding the command's start.
  public var lines: [PhysicalLine]

  /// A command made of `lines` of `file`.
  public init(file: String, lines: [PhysicalLine]) {
    self.file = file
    self.lines = lines
  }

  /// A one-line command, as `complete` and tests build them.
  public init(_ text: String, file: String = "<input>", line: Int = 1) {
    self.init(file: file, lines: [PhysicalLine(text, number: line)])
  }

  /// Where the command begins: its first line, column 1.
  public var location: SourceLocation {
    SourceLocation(file: file, line: lines.first?.number ?? 1, column: 1)
  }

  /// The text as one string, continuation backslashes and newlines included, for history.
  public var text: String { lines.map(\.text).joined(separator: "\n") }

  /// The text with `word`, and whatever follows it, written as one dot a character.
  ///
  /// How a line that typed a secret is shown again. `word` must be one of this line's words.
  ///
  /// ```swift
  /// LogicalLine("fill Passcode 2468").concealing(passcodeWord)  // "fill Passcode ••••"
  /// ```
  public func concealing(_ word: Word) -> String {
    var shown: [String] = []
    for line in lines {
      guard line.number == word.location.line else {
        shown.append(line.text)
        continue
      }
      // Columns count the lexer's characters, which split a combining mark from a quote.
      let before = Lexer.characters(of: line.text).prefix(max(0, word.location.column - 1))
      shown.append(String(before) + String(repeating: "•", count: word.text.count))
      break
    }
    return shown.joined(separator: "\n")
  }
}
