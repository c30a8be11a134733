/// Finds where a text stops being JSON, so a bad fixtures file is reported at its line and
/// column (Foundation's decoder says only that the data is not valid JSON).
///
/// ```swift
/// JSONSyntaxLocator.firstError(in: Array("{\n \"a\": x}".utf8))  // (line: 2, column: 7, "expected a value")
/// ```
///
/// A syntax check only, iterative over a stack of open containers, so a deeply nested file
/// cannot overflow the stack; nil when the text is JSON.
enum JSONSyntaxLocator {
  /// The first place the text is not JSON: 1-based line and column (in bytes), and why.
  static func firstError(in bytes: [UInt8]) -> (line: Int, column: Int, reason: String)? {
    var scanner = Scanner(bytes: bytes)
    guard let (offset, reason) = scanner.check() else { return nil }
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column, reason)
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
      // A byte-order mark is not JSON, but Foundation reads past it.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    enum Container { case object, array }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// The offset and reason of the first error, or nil.
    mutating func check() -> (Int, String)? {
      var open: [Container] = []
      // Whether a value is expected next (else a comma or a closing bracket).
      var expectingValue = true
      while true {
        skipSpace()
        if expectingValue {
          guard index < bytes.count else { return (index, "the text ends where a value is expected") }
          switch bytes[index] {
          case UInt8(ascii: "{"):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
              index += 1
              expectingValue = false
            } else {
              open.append(.object)
              if let error = member() { return error }
            }
            continue
          case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
              index += 1
              expectingValue = false
            } else {
              open.append(.array)
            }
            continue
          default:
            if let error = scalar() { return error }
            expectingValue = false
          }
        } else {
          guard let container = open.last else {
            return index < bytes.count ? (index, "more after the JSON value") : nil
          }
          guard index < bytes.count else { return (index, "the text ends inside an unclosed \(container)") }
          let byte = bytes[index]
          index += 1
          switch (container, byte) {
          case (_, UInt8(ascii: ",")):
            expectingValue = true
            if container == .object, let error = member() { return error }
          case (.object, UInt8(ascii: "}")), (.array, UInt8(ascii: "]")):
            open.removeLast()
          default:
            return (index - 1, container == .object ? "expected , or }" : "expected , or ]")
          }
        }
      }
    }

    /// A member's name and colon, leaving the value to come.
    mutating func member() -> (Int, String)? {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        return (index, "expected a member name in double quotes")
      }
      if let error = string() { return error }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return (index, "expected :") }
      index += 1
      return nil
    }

    mutating func scalar() -> (Int, String)? {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { return string() }
      for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
        index += word.utf8.count
        return nil
      }
      if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { return number() }
      return (index, "expected a value")
    }

    mutating func string() -> (Int, String)? {
      let start = index
      index += 1
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          return nil
        }
        if byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte < 0x20 { return (index, "a control character inside a string") }
        index += 1
      }
      return (start, "a string that never ends")
    }

    mutating func number() -> (Int, String)? {
      let start = index
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let digits = index
      let allowed = Set("0123456789.eE+-".utf8)
      while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
      return index > digits ? nil : (start, "expected a number")
    }
  }
}
