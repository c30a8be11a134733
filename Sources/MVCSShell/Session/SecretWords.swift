/// The one rule for how a line that may hold a secret is shown again, which every writer of a
/// line goes through: the interactive history and its file, `run --echo`, the report's pages
/// and blob (every step, run or not), `.mvcs-cache/pending`, `mvcs review`, and a crashed
/// worker's line in the JUnit report.
///
/// A command declares the argument that may hold a secret (`fill`'s text:
/// ``CommandArgument/mayHoldSecret``). A line is shown with that argument, and whatever
/// follows it, as a dot a character, whether it ran, failed or never ran, unless it ran and
/// its command said what it typed went into a field that shows it
/// (``CommandResult/typedTextIsShown``). A step that never ran cannot ask the screen whether
/// its field is secure, and a fill that failed may have named a secure field wrongly (`fill
/// Pascode 2468`) or one out of view, so both are dots. What keeps secrets on purpose is what
/// replays: `record` writes the line as typed, as the script you wrote holds it, and
/// `explore`'s reproducers hold what it typed.
///
/// ```swift
/// commands.shown(LogicalLine("fill Passcode 2468"))                          // "fill Passcode ••••"
/// commands.shown(LogicalLine("fill Title Milk"), typedTextIsShown: true)     // nil: as typed
/// commands.shown(LogicalLine("tap Add"))                                     // nil: as typed
/// ```
extension CommandRegistry {
  /// The word of `line` that may hold a secret, when its command declares one and the line
  /// has it; `variables` give a word's length as typed after `$NAME` (an undefined one stays
  /// as written: the line may never have run).
  public func secretWord(in line: LogicalLine, variables: [String: String] = [:]) -> Word? {
    // Every line of a run comes here: one that cannot start with such a command's name
    // (typed bare, not quoted, escaped or from a variable) is not lexed again.
    guard let first = line.lines.first, mayStartWithSecretCommand(first.text),
      let words = try? Lexer(variables: variables, isTolerant: true).words(in: line),
      var command = words.first.flatMap({ command(named: $0.text) })
    else { return nil }
    var rest = words.dropFirst()
    // A subcommand named by the next word declares its own arguments.
    if let next = rest.first, let subcommand = command.syntax.subcommand(named: next.text) {
      command = subcommand
      rest = rest.dropFirst()
    }
    let syntax = command.syntax
    guard let index = syntax.arguments.firstIndex(where: \.mayHoldSecret),
      syntax.arguments[..<index].allSatisfy({ !$0.isOptional && !$0.isRepeated })
    else { return nil }
    // The flags a command declares come first, with their values.
    while let first = rest.first, !first.isQuoted, first.text.hasPrefix("-"), let flag = syntax.flag(named: first.text)
    {
      rest = rest.dropFirst(flag.value == nil ? 1 : 2)
    }
    let arguments = Array(rest)
    return arguments.indices.contains(index) ? arguments[index] : nil
  }

  /// Whether `text` may start with a command that declares a secret.
  ///
  /// That is a bare name of one, or a first word quoted, escaped or from a variable (which only
  /// the lexer can read). Bytes, not characters: every line of every session is checked here.
  private func mayStartWithSecretCommand(_ text: String) -> Bool {
    let names = secretDeclaringNames
    var text = text
    return text.withUTF8 { bytes in
      var first = 0
      while first < bytes.count, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
      guard first < bytes.count else { return false }
      switch bytes[first] {
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "$"): return true
      default:
        // Plain loops over the bytes: a generic `starts(with:)` on slices cost most of a
        // trivial command's check here.
        for var name in names {
          let starts = name.withUTF8 { name in
            guard name.count <= bytes.count - first else { return false }
            for offset in 0..<name.count where name[offset] != bytes[first + offset] { return false }
            return true
          }
          if starts { return true }
        }
        return false
      }
    }
  }

  /// Whether `command`, or one of its subcommands, has an argument that may hold a secret.
  static func declaresSecret(_ command: any Command.Type) -> Bool {
    command.syntax.arguments.contains(where: \.mayHoldSecret)
      || command.syntax.subcommands.contains(where: declaresSecret)
  }

  /// `line` as every writer shows it again: nil when as typed, else with its secret as dots.
  ///
  /// `typedTextIsShown` is what the command said once it ran (a fill into a field that is
  /// not secure); a line that failed or never ran passes false.
  public func shown(_ line: LogicalLine, variables: [String: String] = [:], typedTextIsShown: Bool = false)
    -> String?
  {
    guard !typedTextIsShown, let word = secretWord(in: line, variables: variables) else { return nil }
    return line.concealing(word)
  }
}
