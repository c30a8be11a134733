import MVCS
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("hello", 5),
    ("héllo", 5),  // precomposed é
    ("he\u{301}llo", 5),  // e + combining acute: the mark takes no column
    ("📝", 2),
    ("📝 Groceries", 12),
    ("👍🏽", 2),  // emoji with a skin-tone modifier is one glyph
    ("👨‍👩‍👧", 2),  // a ZWJ family is one glyph
    ("🇫🇷", 2),  // a flag
    ("❤️", 2),  // text-default heart with VS16 shows as emoji
    ("日本語", 6),
    ("한국어", 6),
    ("ｶﾀｶﾅ", 4),  // half-width katakana stays narrow
    ("ＡＢ", 4),  // fullwidth Latin
    ("", 0),
  ])
  func columns(text: String, width: Int) {
    #expect(text.displayWidth == width)
  }

  @Test func prefixByColumnsNeverSplitsAWideCharacter() {
    #expect("日本語".prefix(columns: 3) == "日")
    #expect("ab📝cd".prefix(columns: 3) == "ab")
    #expect("ab📝cd".prefix(columns: 4) == "ab📝")
  }

  @Test func printableASCIIIsOneColumnAByteAndControlsNone() {
    #expect("Lists [+] ~!".displayWidth == 12)
    #expect("a\tb\u{7F}".displayWidth == 2)
    #expect("a\u{1B}b".prefix(columns: 2) == "a\u{1B}b")
    #expect("abcdef".prefix(columns: 4) == "abcd")
    #expect("abc".prefix(columns: -1) == "")
    #expect("── Ünïcödé ──".displayWidth == 13)
    #expect("a\u{AD}b".displayWidth == "a\u{AD}b".reduce(0) { $0 + $1.displayWidth })
  }

  /// The byte-level shortcuts agree with the character-by-character count at the edges of
  /// the ranges they cover: Latin-1 and Latin Extended, box drawing and blocks.
  @Test(arguments: [
    0x9F, 0xA0, 0xAC, 0xAD, 0xAE, 0xBF, 0xC0, 0x2FF, 0x300, 0x24FF, 0x2500, 0x257F, 0x2580, 0x259F, 0x25A0, 0x25FF,
    0x2600, 0x1F4DD,
  ])
  func shortcutsAgreeWithCountingCharacters(scalar: UInt32) throws {
    let character = try #require(Unicode.Scalar(scalar))
    for text in ["\(character)", "ab\(character)", "─\(character)─", "\(character)\(character)x"] {
      #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth }, "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func controlCharactersAreEscaped() {
    #expect("a\u{1B}[2Jb".escapingControlCharacters == "a^[[2Jb")
    #expect("tab\there".escapingControlCharacters == "tab^Ihere")
    #expect("del\u{7F}".escapingControlCharacters == "del^?")
    #expect("c1\u{85}".escapingControlCharacters == "c1<U+0085>")
    #expect("plain 📝".escapingControlCharacters == "plain 📝")
  }

  /// Text that looks plain from its bytes still has every character a terminal could act
  /// on escaped, next to the characters that share their first bytes.
  @Test func escapingSeesControlsAmongPlainLookingBytes() {
    #expect("─\u{9F}─".escapingControlCharacters == "─<U+009F>─")
    #expect("é\u{61C}é".escapingControlCharacters == "é<U+061C>é")
    #expect("─\u{200E}\u{202E}\u{2066}─".escapingControlCharacters == "─<U+200E><U+202E><U+2066>─")
    // Noncharacters cannot be written in a literal.
    var noncharacters = String.UnicodeScalarView()
    noncharacters.append(contentsOf: [UInt32(0xFDD0), 0xFFFE, 0x1FFFF].compactMap { Unicode.Scalar($0) })
    #expect(String(noncharacters).escapingControlCharacters == "<U+FDD0><U+FFFE><U+1FFFF>")
    for plain in ["\u{A0}é─█", "\u{2010}\u{2082}\u{2190}", "日本語 한국어", "\u{FB01}\u{FFFD}", "📝 \u{1F1EB}\u{1F1F7}"] {
      #expect(plain.escapingControlCharacters == plain)
    }
  }

  /// Explore's check of every screen finds the first character a terminal could act on, by
  /// the same quick look at the bytes as escaping, and agrees with asking each character.
  @Test func theFirstCharacterNeedingEscapingIsFoundBehindPlainLookingBytes() {
    #expect("plain 📝 ─ é".firstScalarNeedingEscaping == nil)
    #expect("a\u{1B}[2J".firstScalarNeedingEscaping == "\u{1B}")
    #expect("─\u{9F}─\u{1B}".firstScalarNeedingEscaping == "\u{9F}")
    #expect("é\u{202E}".firstScalarNeedingEscaping == "\u{202E}")
    var noncharacter = String.UnicodeScalarView()
    noncharacter.append(contentsOf: [UInt32(0x41), 0xFFFF].compactMap { Unicode.Scalar($0) })
    #expect(String(noncharacter).firstScalarNeedingEscaping == Unicode.Scalar(0xFFFF))
    for text in ["\u{A0}é─█", "\u{2010}\u{2082}\u{2190}", "日本語 한국어", "tab\there", "del\u{7F}", "c1\u{85}"] {
      #expect(text.firstScalarNeedingEscaping == text.unicodeScalars.first(where: \.needsEscaping))
    }
  }
}
