/// How many terminal columns text occupies: emoji and East Asian wide characters take two,
/// combining marks and zero-width joiners none, everything else one.
///
/// ```swift
/// "héllo".displayWidth  // 5
/// "📝 Groceries".displayWidth  // 12
/// "日本".displayWidth  // 4
/// ```
extension String {
  /// How many terminal columns the string takes: wide characters count two, marks none.
  public var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }

  /// The longest prefix that fits in `columns` display columns.
  public func prefix(columns: Int) -> Substring {
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
