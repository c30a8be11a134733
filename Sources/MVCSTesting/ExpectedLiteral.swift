/// Finds, in a test's source text, the string literal an expectation was called with, and
/// writes another value in its place: how ``TestShell`` updates an expected screen in the test
/// itself, as swift-snapshot-testing's inline snapshots do.
///
/// ```swift
/// let source = """
///   await shell.expectScreen(\"""
///     Old
///     \""")
///   """
/// let edit = try ExpectedLiteral.find(in: source, line: 1, call: "expectScreen", argument: nil)
/// edit.replaced(with: "New\nLines", in: source)  // the literal now holds two lines
/// ```
///
/// It reads only as much Swift as it must: from the call on, the tokens that can hide a
/// parenthesis or a comma (string literals, with their interpolations, and comments), until
/// the argument's literal. Written by hand rather than with swift-syntax, which every test
/// target using MVCSTesting would then build: docs/DECISIONS.md, "The expected-literal
/// rewriter".
struct ExpectedLiteral: Equatable {
  /// Why a literal could not be found or rewritten.
  struct Problem: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// Where the literal starts in the source's UTF-8 bytes (its first `#` or quote).
  var start: Int
  /// Where it ends: one past its closing delimiter.
  var end: Int
  /// The indentation the literal's lines get: that of its closing delimiter for a multi-line
  /// literal, of its line plus two spaces for a one-line literal.
  var indentation: String
  /// The lines the literal takes in the source, from its opening line to its closing one.
  var lineCount: Int

  /// The literal passed as `argument` (the first argument when nil, else the one with that
  /// label) of the first call of `call` on `line` (1-based) or after it.
  static func find(in source: String, line: Int, call: String, argument label: String?) throws(Problem) -> Self {
    let bytes = Array(source.utf8)
    let scanner = Scanner(bytes: bytes)
    guard let lineStart = scanner.offset(ofLine: line) else {
      throw Problem(description: "the file has no line \(line)")
    }
    guard let open = scanner.call(named: Array(call.utf8), from: lineStart) else {
      throw Problem(description: "no call of '\(call)' on line \(line) or after it")
    }
    let literalStart = try scanner.argument(label.map { Array($0.utf8) }, afterParenthesis: open)
    let literal = try scanner.stringLiteral(at: literalStart)
    guard !literal.interpolates else {
      throw Problem(description: "the expected value is built with interpolation, which cannot be rewritten")
    }
    let indentation: [UInt8]
    if literal.isMultiline {
      indentation = scanner.indentation(before: literal.closingDelimiter)
    } else {
      indentation = scanner.indentation(ofLineAt: literalStart) + Array("  ".utf8)
    }
    let lineCount = 1 + bytes[literalStart..<literal.end].count { $0 == UInt8(ascii: "\n") }
    return Self(
      start: literalStart, end: literal.end, indentation: String(decoding: indentation, as: UTF8.self),
      lineCount: lineCount)
  }

  /// `source` with this literal replaced by a multi-line literal holding `value`, and how
  /// many lines longer (or shorter, when negative) the source became.
  func replaced(with value: String, in source: String) -> (text: String, lineDelta: Int) {
    let bytes = Array(source.utf8)
    var literal = "\"\"\"\n"
    for line in value.split(separator: "\n", omittingEmptySubsequences: false) {
      literal += line.isEmpty ? "\n" : indentation + Self.escaped(line) + "\n"
    }
    literal += indentation + "\"\"\""
    let text =
      String(decoding: bytes[..<start], as: UTF8.self) + literal + String(decoding: bytes[end...], as: UTF8.self)
    let newLineCount = 1 + literal.utf8.count { $0 == UInt8(ascii: "\n") }
    return (text, newLineCount - lineCount)
  }

  /// A line as the content of a non-raw multi-line literal: backslashes doubled, every third
  /// quote in a row escaped so no run of them reads as the closing delimiter, and a trailing
  /// blank written as an escape, which editors and formatters would otherwise strip.
  static func escaped(_ line: Substring) -> String {
    var text = ""
    var quotesInARow = 0
    for character in line {
      switch character {
      case "\\":
        text += "\\\\"
        quotesInARow = 0
      case "\"" where quotesInARow == 2:
        text += "\\\""
        quotesInARow = 0
      case "\"":
        text.append(character)
        quotesInARow += 1
      default:
        text.append(character)
        quotesInARow = 0
      }
    }
    if let last = text.last, last == " " || last == "\t" {
      text.removeLast()
      text += last == " " ? "\\u{20}" : "\\t"
    }
    return text
  }
}

/// Reads Swift source bytes just well enough to find a call's arguments.
private struct Scanner {
  let bytes: [UInt8]

  /// A string literal's extent and shape.
  struct StringLiteral {
    var end: Int
    var isMultiline: Bool
    var interpolates: Bool
    /// Where the closing delimiter starts (its first quote).
    var closingDelimiter: Int
  }

  func offset(ofLine line: Int) -> Int? {
    guard line >= 1 else { return nil }
    var current = 1
    var index = 0
    while current < line {
      guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      index = newline + 1
      current += 1
    }
    return index < bytes.count || line == 1 ? index : nil
  }

  /// The offset just after the `(` of the first call of `name` from `offset` on, passing over
  /// literals and comments, so a name inside them is not taken for the call.
  func call(named name: [UInt8], from offset: Int) -> Int? {
    var index = offset
    while index < bytes.count {
      if let skipped = try? skipTrivia(at: index), skipped != index {
        index = skipped
        continue
      }
      if isLiteralStart(at: index) {
        guard let literal = try? stringLiteral(at: index) else { return nil }
        index = literal.end
        continue
      }
      if bytes[index...].starts(with: name), index == 0 || !isIdentifier(bytes[index - 1]) {
        var after = index + name.count
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: "(") { return after + 1 }
      }
      index += 1
    }
    return nil
  }

  /// Where the literal of the argument labelled `label` (the first argument when nil) starts.
  func argument(_ label: [UInt8]?, afterParenthesis open: Int) throws(ExpectedLiteral.Problem) -> Int {
    var index = open
    var depth = 0
    var atArgumentStart = true
    while index < bytes.count {
      index = try skipTrivia(at: index)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if depth == 0, atArgumentStart {
        if label == nil {
          guard isLiteralStart(at: index) else {
            throw ExpectedLiteral.Problem(description: "the expected value is not a string literal")
          }
          return index
        }
        if let label, bytes[index...].starts(with: label) {
          var after = try skipTrivia(at: index + label.count)
          if after < bytes.count, bytes[after] == UInt8(ascii: ":") {
            after = try skipTrivia(at: after + 1)
            guard isLiteralStart(at: after) else {
              throw ExpectedLiteral.Problem(description: "the expected value is not a string literal")
            }
            return after
          }
        }
      }
      atArgumentStart = false
      if isLiteralStart(at: index) {
        index = try stringLiteral(at: index).end
        continue
      }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if depth == 0 {
          throw ExpectedLiteral.Problem(
            description: "the call has no argument '\(label.map { String(decoding: $0, as: UTF8.self) } ?? "")'")
        }
        depth -= 1
      case UInt8(ascii: ","):
        if depth == 0 { atArgumentStart = true }
      default: break
      }
      index += 1
    }
    throw ExpectedLiteral.Problem(description: "the call's arguments do not end")
  }

  func isLiteralStart(at index: Int) -> Bool {
    var at = index
    while at < bytes.count, bytes[at] == UInt8(ascii: "#") { at += 1 }
    return at < bytes.count && bytes[at] == UInt8(ascii: "\"")
  }

  /// The literal starting at `index` (a `#` or a quote), its interpolations read through.
  func stringLiteral(at index: Int) throws(ExpectedLiteral.Problem) -> StringLiteral {
    var at = index
    var hashes = 0
    while bytes[at] == UInt8(ascii: "#") {
      hashes += 1
      at += 1
    }
    let quote = UInt8(ascii: "\"")
    let isMultiline = bytes[at...].starts(with: [quote, quote, quote])
    at += isMultiline ? 3 : 1
    let closing = (isMultiline ? [quote, quote, quote] : [quote]) + Array(repeating: UInt8(ascii: "#"), count: hashes)
    let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
    var interpolates = false
    while at < bytes.count {
      if bytes[at...].starts(with: closing) {
        return StringLiteral(
          end: at + closing.count, isMultiline: isMultiline, interpolates: interpolates, closingDelimiter: at)
      }
      if !isMultiline, bytes[at] == UInt8(ascii: "\n") { break }
      if bytes[at...].starts(with: escape) {
        at += escape.count
        if at < bytes.count, bytes[at] == UInt8(ascii: "(") {
          interpolates = true
          at = try endOfInterpolation(from: at + 1)
        } else {
          at += 1
        }
        continue
      }
      at += 1
    }
    throw ExpectedLiteral.Problem(description: "a string literal does not end")
  }

  /// The offset after the `)` closing an interpolation whose contents start at `index`.
  private func endOfInterpolation(from index: Int) throws(ExpectedLiteral.Problem) -> Int {
    var depth = 1
    var at = index
    while at < bytes.count {
      if isLiteralStart(at: at) {
        at = try stringLiteral(at: at).end
        continue
      }
      if bytes[at] == UInt8(ascii: "(") { depth += 1 }
      if bytes[at] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return at + 1 }
      }
      at += 1
    }
    throw ExpectedLiteral.Problem(description: "an interpolation does not end")
  }

  /// The offset after any blanks, line breaks and comments at `index`.
  func skipTrivia(at index: Int) throws(ExpectedLiteral.Problem) -> Int {
    var at = index
    while at < bytes.count {
      switch bytes[at] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        at += 1
      case UInt8(ascii: "/") where at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "/"):
        at = bytes[at...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      case UInt8(ascii: "/") where at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "*"):
        at = try endOfBlockComment(from: at + 2)
      default:
        return at
      }
    }
    return at
  }

  /// Block comments nest in Swift.
  private func endOfBlockComment(from index: Int) throws(ExpectedLiteral.Problem) -> Int {
    var depth = 1
    var at = index
    while at + 1 < bytes.count {
      if bytes[at] == UInt8(ascii: "/"), bytes[at + 1] == UInt8(ascii: "*") {
        depth += 1
        at += 2
      } else if bytes[at] == UInt8(ascii: "*"), bytes[at + 1] == UInt8(ascii: "/") {
        depth -= 1
        at += 2
        if depth == 0 { return at }
      } else {
        at += 1
      }
    }
    throw ExpectedLiteral.Problem(description: "a comment does not end")
  }

  func indentation(before index: Int) -> [UInt8] {
    var start = index
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
    return Array(bytes[start..<index])
  }

  func indentation(ofLineAt index: Int) -> [UInt8] {
    var start = index
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return Array(bytes[start..<end])
  }

  private func isIdentifier(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
  }
}
