/// Splits a command line into words, as docs/SHELL.md "Lines" describes.
///
/// - Blanks separate words. `"..."` allows `\"`, `\\`, `\n`, `\t` and `\$`; `'...'` is literal;
///   outside quotes `\` takes the next character literally.
/// - `#` at the start of a word begins a comment, unless a digit follows (`#0` is a path).
/// - `$NAME` and `${NAME}` expand outside single quotes; an undefined variable is an error.
/// - A trailing `\` joins the next physical line, as in sh.
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
    var words: [Word] = []
    var current = ""
    var start: SourceLocation?
    var quoted = false
    var quote = Quote.none

    func finishWord() {
      if let start { words.append(Word(current, at: start, isQuoted: quoted)) }
      current = ""
      start = nil
      quoted = false
    }

    segments: for (segmentIndex, segment) in line.lines.enumerated() {
      var chars = Array(segment.text)
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
            i = try expandVariable(chars, at: i, into: &current, location: location(i))
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
            i = try expandVariable(chars, at: i, into: &current, location: location(i))
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

  /// Expands `$NAME` or `${NAME}` starting at `index`; returns the index after it.
  private func expandVariable(
    _ chars: [Character], at index: Int, into result: inout String, location: SourceLocation
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
      result += value
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
