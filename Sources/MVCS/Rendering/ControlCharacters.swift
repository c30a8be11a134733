extension String {
  /// This text with every character that could drive a terminal made visible.
  ///
  /// C0 controls show as `^[`, `^J`, DEL as `^?`, and C1 controls, the line and paragraph
  /// separators (U+2028, U+2029), bidirectional overrides and isolates (U+202E), and the
  /// noncharacters (U+FFFE, U+FFFF) as `<U+202E>`. The shell holds a byte of a file name or
  /// a typed line that is not UTF-8 as one of U+10FE80–U+10FEFF (`FileName`): it shows as
  /// the byte, `\xFF`. Text that comes from
  /// data can then never move the cursor, change the terminal, or reorder what is shown.
  ///
  /// ```swift
  /// "a\u{1B}[31mb".escapingControlCharacters  // "a^[[31mb"
  /// "\u{202E}txt.exe".escapingControlCharacters  // "<U+202E>txt.exe"
  /// ```
  ///
  /// The result holds none of these characters, so escaping twice changes nothing.
  public var escapingControlCharacters: String {
    guard firstScalarNeedingEscaping != nil else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if scalar.value < 0x20 {
        result += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
      } else if scalar.value == 0x7F {
        result += "^?"
      } else if (0x10FE80...0x10FEFF).contains(scalar.value) {
        result += "\\x" + String(scalar.value - 0x10FE00, radix: 16, uppercase: true)
      } else if scalar.needsEscaping {
        result += "<U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + ">"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The first scalar a terminal could act on rather than show, or nil: what explore's check
  /// of every screen drawn looks for, at the price of a look at the bytes when there is none.
  package var firstScalarNeedingEscaping: Unicode.Scalar? {
    isFreeOfControlCharacters ? nil : unicodeScalars.first(where: \.needsEscaping)
  }

  /// Whether the UTF-8 bytes show at a glance that no scalar needs escaping; false when
  /// they do not tell, and ``Unicode/Scalar/needsEscaping`` must decide.
  ///
  /// Every line drawn passes here; decoding each scalar of every divider and box edge was
  /// a twentieth of a Todo step (callgrind, #13).
  private var isFreeOfControlCharacters: Bool {
    utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x20..<0x7F:
          index += 1
        // U+00A0–U+07FF but U+061C (D8 9C): two bytes, C2 A0 and up.
        case 0xC2:
          guard index + 1 < bytes.count, bytes[index + 1] >= 0xA0 else { return false }
          index += 2
        case 0xC3...0xD7, 0xD9...0xDF:
          index += 2
        // Three bytes outside U+2000–U+207F (E2 80, E2 81: the bidirectional marks) and
        // U+F000–U+FFFF (EF: the noncharacters).
        case 0xE0, 0xE1, 0xE3...0xEE:
          index += 3
        case 0xE2:
          guard index + 1 < bytes.count, bytes[index + 1] > 0x81 else { return false }
          index += 3
        default:
          return false
        }
      }
      return true
    } ?? false
  }

  fileprivate func leftPadded(to count: Int) -> String {
    String(repeating: "0", count: Swift.max(0, count - self.count)) + self
  }
}

extension Unicode.Scalar {
  /// Whether a terminal could act on this character rather than show it.
  public var needsEscaping: Bool {
    switch value {
    case 0..<0x20, 0x7F...0x9F: true
    // Line and paragraph separators: a terminal, an editor or a JavaScript string may break
    // the line there.
    case 0x2028, 0x2029: true
    // Bidirectional marks, embeddings, overrides and isolates: they reorder the text around
    // them, so a file name could show as another.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    // Noncharacters: U+FDD0–U+FDEF and the last two code points of every plane.
    case 0xFDD0...0xFDEF: true
    // Stand-ins for bytes that are not UTF-8, shown as the bytes.
    case 0x10FE80...0x10FEFF: true
    default: value & 0xFFFE == 0xFFFE
    }
  }
}
