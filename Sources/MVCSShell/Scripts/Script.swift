/// A parsed `.mvcs` script: commands, each with the output expected from it.
///
/// ```text
/// tap ++            # a command
/// show counter      # a command with an expected block
/// | Counter
/// | 1
/// ! tap +++         # a command that must fail
/// ```
public struct Script: Sendable, Equatable {
  /// One command of a script and what it must produce.
  public struct Step: Sendable, Equatable {
    /// The command, as written (a `!` mark blanked out).
    public var line: LogicalLine
    /// `! COMMAND`: the command must fail.
    public var mustFail: Bool
    /// The `| ...` lines after the command, if any.
    public var expected: [String]?
    /// The file's line number of the first `|` line, for messages about a pattern in it.
    public var expectedStartLine: Int?

    /// The command as the file shows it, without its indentation: `! tap Add` keeps its mark.
    ///
    /// `shown` is the line as every writer shows it again (a secret as dots:
    /// ``CommandRegistry/shown(_:variables:typedTextIsShown:)``), nil for the line as typed.
    public func asWritten(shown: String?) -> String {
      let command = (shown ?? line.text).drop { $0 == " " || $0 == "\t" }
      return mustFail ? "! " + command : String(command)
    }
  }

  /// The script's path, as messages name it.
  public var file: String
  /// The commands, in order; blank lines and comments are not steps.
  public var steps: [Step]

  /// Parses `text`; a misplaced expected-output line is an error at its place.
  public init(parsing text: String, file: String) throws(ShellError) {
    self.file = file
    steps = []
    var rawLines = ScriptText.lines(text)
    if text.utf8.last == UInt8(ascii: "\n") { rawLines.removeLast() }
    var index = 0
    var blockOpen = false
    while index < rawLines.count {
      let number = index + 1
      var raw = rawLines[index]
      if raw.hasSuffix("\r") { raw.removeLast() }
      index += 1
      // Scalars, not characters: a combining mark right after `|`, `!` or a blank must not
      // hide it, as the lexer reads them.
      let trimmed = raw.unicodeScalars.drop { $0 == " " || $0 == "\t" }
      if trimmed.first == "|" {
        guard blockOpen, !steps.isEmpty else {
          throw ShellError(
            "expected output with no command before it",
            at: SourceLocation(file: file, line: number, column: raw.count - Substring(trimmed).count + 1),
            hint: "put '| ...' lines right after the command whose output they hold", status: .usage)
        }
        var content = trimmed.dropFirst()
        if content.first == " " { content = content.dropFirst() }
        steps[steps.count - 1].expected = (steps[steps.count - 1].expected ?? []) + [String(Substring(content))]
        continue
      }
      blockOpen = false
      var firstLine = PhysicalLine(raw, number: number)
      var mustFail = false
      if trimmed.first == "!", trimmed.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true {
        mustFail = true
        // Blank the mark rather than cut it, so columns in errors stay true to the file.
        let offset = raw.count - Substring(trimmed).count
        firstLine.text = String(raw.prefix(offset)) + " " + String(Substring(trimmed.dropFirst()))
      }
      var lines = [firstLine]
      while lines.last?.continues == true, index < rawLines.count {
        var continued = rawLines[index]
        if continued.hasSuffix("\r") { continued.removeLast() }
        lines.append(PhysicalLine(continued, number: index + 1))
        index += 1
      }
      let logical = LogicalLine(file: file, lines: lines)
      let isBlankOrComment = Self.isBlankOrComment(logical)
      if isBlankOrComment && !mustFail { continue }
      steps.append(Step(line: logical, mustFail: mustFail, expected: [], expectedStartLine: index + 1))
      blockOpen = true
    }
    for i in steps.indices where steps[i].expected?.isEmpty == true { steps[i].expected = nil }
  }

  /// Whether the line holds no command.
  ///
  /// Checked by its first character rather than by lexing, so that a long script is not lexed twice; the lexer's rule is the same: `#`
  /// starts a comment unless a digit follows (`#0` is a path).
  private static func isBlankOrComment(_ line: LogicalLine) -> Bool {
    guard line.lines.count == 1, let text = line.lines.first?.text else { return false }
    let trimmed = text.unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = trimmed.first else { return true }
    return first == "#" && !(trimmed.dropFirst().first.map { ("0"..."9").contains($0) } ?? false)
  }
}
