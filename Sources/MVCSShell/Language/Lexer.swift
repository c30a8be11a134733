/// Splits a command line into words, as docs/SHELL.md "Lines" describes.
///
/// - Blanks separate words. `"..."` allows `\"`, `\\`, `\n`, `\t` and `\$`; `'...'` is literal;
///   outside quotes `\` takes the next character literally.
/// - `#` at the start of a word begins a comment, unless a digit follows (`#0` is a path).
/// - `$NAME` and `${NAME}` expand outside single quotes; an undefined variable is an error,
///   and so is a line whose variables would add more than ``maximumExpansion`` bytes to it
///   (`set X $X$X` repeated would otherwise double without end).
/// - A trailing `\` joins the next physical line, as in sh.
/// - A combining mark after a quote, `\`, `$` or a blank does not merge with it: the lexer
///   reads those characters alone, as they were typed.
///
/// ```swift
/// let words = try Lexer(variables: ["NAME": "Milk"]).words(in: LogicalLine(#"fill Title "$NAME 2%""#))
/// // ["fill", "Title", "Milk 2%"]
/// ```
public struct Lexer {
  /// The values `$NAME` expands to.
  public var variables: [String: String]
  /// In tolerant mode (for completion) unterminated quotes and undefined variables are
  /// accepted as typed instead of failing.
  public var isTolerant: Bool

  /// The most bytes (UTF-8) the variables of one line may add to it: 4 MiB.
  ///
  /// Typed text costs what was typed; an expansion costs what the variable holds, which a
  /// short line can multiply (`$X$X$X$X`), so the expansions are what is bounded.
  public static let maximumExpansion = 4 << 20

  /// A lexer expanding `variables`; `isTolerant` for completion.
  public init(variables: [String: String] = [:], isTolerant: Bool = false) {
    self.variables = variables
    self.isTolerant = isTolerant
  }

  private enum Quote {
    case none
    case single(SourceLocation)
    case double(SourceLocation)
  }

  /// The words of `line`, each located; a located error for an unterminated quote or an undefined variable.
  public func words(in line: LogicalLine) throws(ShellError) -> [Word] {
    if line.lines.count == 1, let words = Self.plainWords(of: line.lines[0], in: line.file) { return words }
    var words: [Word] = []
    var current = ""
    var start: SourceLocation?
    var quoted = false
    var quote = Quote.none
    var expanded = 0

    func finishWord() {
      if let start { words.append(Word(current, at: start, isQuoted: quoted)) }
      current = ""
      start = nil
      quoted = false
    }

    segments: for (segmentIndex, segment) in line.lines.enumerated() {
      var chars = Self.characters(of: segment.text)
      let isLast = segmentIndex == line.lines.count - 1
      if !isLast, segment.continues { chars.removeLast() }
      var i = 0
      func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: line.file, line: segment.number, column: index + 1)
      }
      while i < chars.count {
        let c = chars[i]
        switch quote {
        case .none:
          if c == " " || c == "\t" || c == "\r" || c == "\n" {
            finishWord()
          } else if c == "#", start == nil, !(i + 1 < chars.count && chars[i + 1].isASCIIDigit) {
            break segments
          } else if c == "\"" || c == "'" {
            if start == nil { start = location(i) }
            quoted = true
            quote = c == "\"" ? .double(location(i)) : .single(location(i))
          } else if c == "\\" {
            if start == nil { start = location(i) }
            if i + 1 < chars.count {
              i += 1
              current.append(chars[i])
            } else {
              current.append(c)
            }
          } else if c == "$" {
            if start == nil { start = location(i) }
            i = try expandVariable(chars, at: i, into: &current, expanded: &expanded, location: location(i))
            continue
          } else {
            if start == nil { start = location(i) }
            current.append(c)
          }
        case .single:
          if c == "'" { quote = .none } else { current.append(c) }
        case .double:
          if c == "\"" {
            quote = .none
          } else if c == "\\", i + 1 < chars.count {
            i += 1
            switch chars[i] {
            case "n": current.append("\n")
            case "t": current.append("\t")
            case "\"", "\\", "$": current.append(chars[i])
            default: current += "\\\(chars[i])"
            }
          } else if c == "$" {
            i = try expandVariable(chars, at: i, into: &current, expanded: &expanded, location: location(i))
            continue
          } else {
            current.append(c)
          }
        }
        i += 1
      }
      if isLast || !segment.continues, case .none = quote { finishWord() }
    }
    switch quote {
    case .none: break
    case .single(let at), .double(let at):
      if !isTolerant {
        let kind = if case .single = quote { "single" } else { "double" }
        let mark = kind == "single" ? "'" : "\""
        throw ShellError(
          "unterminated \(kind) quote", at: at, hint: "close it with \(mark) before the end of the line")
      }
    }
    finishWord()
    return words
  }

  /// The words of a plain line: its runs of non-blanks, a character a column.
  ///
  /// A plain line is ASCII with nothing for the lexer to resolve: no quote, `\\`, `$`, `#`
  /// or control character but a tab. Nil for any other line, which the general loop reads.
  ///
  /// Most lines are like this (`tap Add`, `show`), and every line of a replay passes here: the
  /// general loop's array of `Character`s was a tenth of a trivial command (callgrind, #35).
  private static func plainWords(of physical: PhysicalLine, in file: String) -> [Word]? {
    physical.text.utf8.withContiguousStorageIfAvailable { bytes -> [Word]? in
      var words: [Word] = []
      var start: Int?
      func finish(at end: Int) {
        guard let begin = start else { return }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<end]), as: UTF8.self)
        words.append(Word(text, at: SourceLocation(file: file, line: physical.number, column: begin + 1)))
        start = nil
      }
      for index in bytes.indices {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"): finish(at: index)
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "$"), UInt8(ascii: "#"): return nil
        case 0x21..<0x7F: if start == nil { start = index }
        default: return nil
        }
      }
      finish(at: bytes.count)
      return words
    } ?? nil
  }

  /// The characters of `text` as the lexer reads them: a grapheme cluster that starts with
  /// an ASCII character and goes on with combining marks (`"` + U+0301) is split into its
  /// scalars, so a quote, `\\`, `$` or a blank keeps its meaning whatever follows it.
  public static func characters(of text: String) -> [Character] {
    let characters = Array(text)
    func merges(_ character: Character) -> Bool {
      character.utf8.count > 1 && character.unicodeScalars.first?.isASCII == true
    }
    // Built again only when needed: a line may be megabytes, and this array is its largest copy.
    guard characters.contains(where: merges) else { return characters }
    var split: [Character] = []
    split.reserveCapacity(characters.count)
    for character in characters {
      if merges(character) {
        for scalar in character.unicodeScalars { split.append(Character(scalar)) }
      } else {
        split.append(character)
      }
    }
    return split
  }

  /// Expands `$NAME` or `${NAME}` starting at `index`; returns the index after it.
  ///
  /// `expanded` counts the bytes the line's expansions added so far, which may not pass
  /// ``maximumExpansion``.
  private func expandVariable(
    _ chars: [Character], at index: Int, into result: inout String, expanded: inout Int, location: SourceLocation
  ) throws(ShellError) -> Int {
    var i = index + 1
    let braced = i < chars.count && chars[i] == "{"
    if braced { i += 1 }
    let nameStart = i
    while i < chars.count, chars[i].isVariableNameCharacter(first: i == nameStart) { i += 1 }
    let name = String(chars[nameStart..<i])
    if name.isEmpty {
      if braced, !isTolerant {
        throw ShellError("expected a variable name after '${'", at: location, hint: "write ${NAME}")
      }
      result.append("$")
      return index + 1
    }
    if braced {
      guard i < chars.count, chars[i] == "}" else {
        if isTolerant {
          result += String(chars[index..<i])
          return i
        }
        throw ShellError("unterminated '${\(name)'", at: location, hint: "close it with '}'")
      }
      i += 1
    }
    if let value = variables[name] {
      expanded += value.utf8.count
      if expanded <= Self.maximumExpansion {
        result += value
      } else if isTolerant {
        result += String(chars[index..<i])
      } else {
        throw ShellError(
          "the variables of this line expand to more than \(Self.maximumExpansion >> 20) MiB",
          at: location,
          hint:
            "a line's variables may add at most \(Self.maximumExpansion) bytes to it; '$\(name)' holds \(value.utf8.count)"
        )
      }
    } else if isTolerant {
      result += String(chars[index..<i])
    } else {
      let defined = variables.keys.sorted()
      var hint = "define it first with `set \(name) VALUE`"
      if let suggestion = Suggestions.didYouMean(name, among: defined) { hint = suggestion + " Or " + hint }
      throw ShellError("undefined variable '$\(name)'", at: location, hint: hint)
    }
    return i
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }

  func isVariableNameCharacter(first: Bool) -> Bool {
    guard isASCII else { return false }
    return isLetter || self == "_" || (!first && isNumber)
  }
}
