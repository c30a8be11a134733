/// A script's text as the lines of its file, for the parser, `--update` and `review`, which
/// must agree on every line's number.
///
/// ```swift
/// ScriptText.lines("echo a\r\n| a\r\n")  // ["echo a\r", "| a\r", ""]
/// ```
///
/// Split at each line feed byte, not by `Character`: Swift holds `\r\n` as one character, so
/// a split by characters reads a file with Windows line endings as a single line. The
/// carriage return stays on its line, for the parser to drop and a rewrite to keep.
enum ScriptText {
  static func lines(_ text: String) -> [String] {
    text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
  }
}
