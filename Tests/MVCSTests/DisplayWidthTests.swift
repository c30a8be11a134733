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

  @Test func controlCharactersAreEscaped() {
    #expect("a\u{1B}[2Jb".escapingControlCharacters == "a^[[2Jb")
    #expect("tab\there".escapingControlCharacters == "tab^Ihere")
    #expect("del\u{7F}".escapingControlCharacters == "del^?")
    #expect("c1\u{85}".escapingControlCharacters == "c1<U+0085>")
    #expect("plain 📝".escapingControlCharacters == "plain 📝")
  }
}
