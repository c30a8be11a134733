extension String {
  /// This text with every character that could drive a terminal made visible.
  ///
  /// C0 controls show as `^[`, `^J`, DEL as `^?`, and C1 controls, bidirectional overrides and isolates
  /// (U+202E), and the noncharacters (U+FFFE, U+FFFF) as `<U+202E>`. Text that comes from
  /// data can then never move the cursor, change the terminal, or reorder what is shown.
  ///
  /// ```swift
  /// "a\u{1B}[31mb".escapingControlCharacters  // "a^[[31mb"
  /// "\u{202E}txt.exe".escapingControlCharacters  // "<U+202E>txt.exe"
  /// ```
  ///
  /// The result holds none of these characters, so escaping twice changes nothing.
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: \.needsEscaping) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if scalar.value < 0x20 {
        result += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
      } else if scalar.value == 0x7F {
        result += "^?"
      } else if scalar.needsEscaping {
        result += "<U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + ">"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  fileprivate func leftPadded(to count: Int) -> String {
    String(repeating: "0", count: Swift.max(0, count - self.count)) + self
  }
}

extension Unicode.Scalar {
  /// Whether a terminal could act on this character rather than show it.
  var needsEscaping: Bool {
    switch value {
    case 0..<0x20, 0x7F...0x9F: true
    // Bidirectional marks, embeddings, overrides and isolates: they reorder the text around
    // them, so a file name could show as another.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    // Noncharacters: U+FDD0–U+FDEF and the last two code points of every plane.
    case 0xFDD0...0xFDEF: true
    default: value & 0xFFFE == 0xFFFE
    }
  }
}
