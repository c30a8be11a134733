/// How many terminal columns text occupies: emoji and East Asian wide characters take two,
/// combining marks and zero-width joiners none, everything else one.
///
/// ```swift
/// "héllo".displayWidth  // 5
/// "📝 Groceries".displayWidth  // 12
/// "日本".displayWidth  // 4
/// ```
///
/// The table is mvcs's own rather than the C library's `wcwidth`, whose answers change with
/// the locale and the machine: docs/DECISIONS.md, "Display widths".
extension String {
  /// How many terminal columns the string takes: wide characters count two, marks none.
  public var displayWidth: Int {
    // Most screen text is printable ASCII, Latin letters and box drawing, one column a
    // scalar: the Unicode property lookups below were a sixth of a Todo step's time (perf, #13).
    if let narrow = plainNarrowScalarCount { return narrow }
    return reduce(0) { $0 + $1.displayWidth }
  }

  /// How many scalars the string has when each is ``Unicode/Scalar/isPlainNarrow``; nil
  /// when one is not.
  ///
  /// Read off the UTF-8 bytes in one pass: a divider or a box edge is made of box drawing,
  /// and decoding its scalars one by one cost as much as the rest of drawing it (#13).
  var plainNarrowScalarCount: Int? {
    utf8.withContiguousStorageIfAvailable { bytes in
      var count = 0
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        switch lead {
        case 0x20..<0x7F:
          index += 1
        // U+00A0–U+02FF, two bytes: C2 A0 to CB BF, without the soft hyphen (C2 AD).
        case 0xC2:
          guard index + 1 < bytes.count, bytes[index + 1] >= 0xA0, bytes[index + 1] != 0xAD else { return nil }
          index += 2
        case 0xC3...0xCB:
          index += 2
        // U+2500–U+259F, three bytes: E2 94 80 to E2 96 9F.
        case 0xE2:
          guard index + 2 < bytes.count else { return nil }
          let second = bytes[index + 1]
          guard second == 0x94 || second == 0x95 || (second == 0x96 && bytes[index + 2] < 0xA0) else { return nil }
          index += 3
        default:
          return nil
        }
        count += 1
      }
      return count
    } ?? Self.slowPlainNarrowScalarCount(self)
  }

  private static func slowPlainNarrowScalarCount(_ text: String) -> Int? {
    text.unicodeScalars.allSatisfy(\.isPlainNarrow) ? text.unicodeScalars.count : nil
  }

  /// The longest prefix that fits in `columns` display columns.
  public func prefix(columns: Int) -> Substring {
    if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return prefix(max(columns, 0)) }
    var used = 0
    var end = startIndex
    for character in self {
      let width = character.displayWidth
      if used + width > columns { break }
      used += width
      end = index(after: end)
    }
    return self[..<end]
  }
}

extension Character {
  /// The columns this grapheme cluster occupies in a terminal.
  public var displayWidth: Int {
    if let ascii = asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count > 1, first.properties.isEmoji,
      scalars.contains(where: { $0.value == 0xFE0F || $0.properties.isEmojiModifier })
    {
      return 2
    }
    if scalars.count > 1, (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
    return first.columnWidth
  }
}

extension Unicode.Scalar {
  /// A scalar that is one column on its own and never joins its neighbours into a wider
  /// cluster: printable ASCII, Latin-1 and Latin Extended letters, box drawing and blocks.
  var isPlainNarrow: Bool {
    switch value {
    case 0x20..<0x7F, 0xA0..<0x300, 0x2500..<0x25A0: value != 0xAD  // the soft hyphen is a format character
    default: false
    }
  }

  /// The width of a scalar that starts a grapheme cluster.
  var columnWidth: Int {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    case .control: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    if properties.isEmojiPresentation { return 2 }
    return Self.isEastAsianWide(value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth ranges of Unicode's EastAsianWidth.txt, condensed.
  private static func isEastAsianWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
