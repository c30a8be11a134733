/// Characters a reader cannot tell from others, or cannot see: what makes an expected line
/// and the output differ while they read the same (ICU writes `9:00 AM` with U+202F, a
/// narrow no-break space, before `AM`; a script typed with a space fails on a diff whose two
/// lines look alike).
///
/// ```swift
/// LookAlikes.difference(expected: "9:00 AM", actual: "9:00\u{202F}AM")
/// // "the output has ⟨U+202F⟩ NARROW NO-BREAK SPACE"
/// LookAlikes.revealed("9:00\u{202F}AM")  // "9:00⟨U+202F⟩AM"
/// ```
///
/// The table is a small, fixed part of Unicode's confusables: the spaces other than U+0020
/// and the tab, the characters that take no room (zero-width spaces and joiners, the byte
/// order mark, the soft hyphen), the dashes and quotes that pass for `-`, `'` and `"`, and
/// the Cyrillic and Greek letters drawn as Latin ones. The diff, `mvcs run`'s report and
/// TestShell's failures all ask here (``UnifiedDiff/lookAlikes``).
public enum LookAlikes {
  /// The character `scalar` reads as, `""` for one that takes no room; nil when it is no
  /// look-alike.
  static func readsAs(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x09, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: " "
    case 0xAD, 0x180E, 0x200B...0x200D, 0x2060, 0xFEFF: ""
    case 0x2010...0x2013, 0x2212: "-"
    case 0x2018, 0x2019, 0x2032: "'"
    case 0x201C, 0x201D, 0x2033: "\""
    default: lookAlikeLetters[scalar.value].map(String.init)
    }
  }

  /// Cyrillic and Greek letters drawn as the Latin letter they map to.
  private static let lookAlikeLetters: [UInt32: Character] = [
    0x0430: "a", 0x0435: "e", 0x043E: "o", 0x0440: "p", 0x0441: "c", 0x0443: "y", 0x0445: "x", 0x0455: "s",
    0x0456: "i", 0x0458: "j", 0x04BB: "h", 0x0501: "d", 0x0410: "A", 0x0412: "B", 0x0415: "E", 0x041A: "K",
    0x041C: "M", 0x041D: "H", 0x041E: "O", 0x0420: "P", 0x0421: "C", 0x0422: "T", 0x0423: "Y", 0x0425: "X",
    0x0405: "S", 0x0406: "I", 0x0408: "J", 0x03BF: "o", 0x03BD: "v", 0x0391: "A", 0x0392: "B", 0x0395: "E",
    0x0396: "Z", 0x0397: "H", 0x0399: "I", 0x039A: "K", 0x039C: "M", 0x039D: "N", 0x039F: "O", 0x03A1: "P",
    0x03A4: "T", 0x03A5: "Y", 0x03A7: "X",
  ]

  /// `line` with each look-alike shown as its code point, `⟨U+202F⟩`.
  public static func revealed(_ line: String) -> String {
    var shown = ""
    for scalar in line.unicodeScalars {
      if readsAs(scalar) != nil { shown += name(of: scalar) } else { shown.unicodeScalars.append(scalar) }
    }
    return shown
  }

  /// What sets `actual` apart from `expected` when they differ only in look-alikes (each is
  /// the same once every look-alike is read as what it passes for, and blanks as one): the
  /// look-alikes each has, named; nil when they differ in more, or not at all.
  public static func difference(expected: String, actual: String) -> String? {
    guard expected != actual, skeleton(expected) == skeleton(actual) else { return nil }
    let (inExpected, inActual) = (found(in: expected), found(in: actual))
    guard !inExpected.isEmpty || !inActual.isEmpty else { return nil }
    var parts: [String] = []
    if !inActual.isEmpty { parts.append("the output has " + inActual.joined(separator: ", ")) }
    if !inExpected.isEmpty { parts.append("the expected line has " + inExpected.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
  }

  /// The look-alikes of `line`, each once, in order: `⟨U+202F⟩ NARROW NO-BREAK SPACE`.
  private static func found(in line: String) -> [String] {
    var seen: Set<Unicode.Scalar> = []
    return line.unicodeScalars.compactMap { scalar in
      guard readsAs(scalar) != nil, seen.insert(scalar).inserted else { return nil }
      // A control character has no name in the Unicode data Swift carries, only the tab is one here.
      let named = scalar == "\t" ? "CHARACTER TABULATION" : scalar.properties.name
      return name(of: scalar) + (named.map { " " + $0 } ?? "")
    }
  }

  /// `line` as a reader sees it: each look-alike as what it passes for, runs of blanks as one.
  private static func skeleton(_ line: String) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
      let read = readsAs(scalar) ?? String(scalar)
      for character in read.unicodeScalars {
        if character == " ", result.unicodeScalars.last == " " { continue }
        result.unicodeScalars.append(character)
      }
    }
    return result
  }

  private static func name(of scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "⟨U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "⟩"
  }
}
