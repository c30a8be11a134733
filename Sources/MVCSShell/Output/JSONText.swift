/// JSON as mvcs writes it: what `JSONEncoder` writes, with the line and paragraph separators
/// (U+2028, U+2029) written as the escapes `\u2028` and `\u2029`.
///
/// JSON allows them raw inside strings, but a terminal, an editor or a JavaScript reader
/// older than ES2019 takes them for line breaks; escaped, the value is the same and the text
/// holds none. Outside strings JSON has only ASCII, so the bytes are replaced wherever they
/// are.
///
/// ```swift
/// JSONText.escapingSeparators(Array(#"{"a":"x\#u{2028}y"}"#.utf8))  // {"a":"x\u2028y"}
/// ```
public enum JSONText {
  /// `json` with U+2028 and U+2029 escaped.
  public static func escapingSeparators(_ json: some Collection<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(json.count)
    var bytes = json.makeIterator()
    var pending: [UInt8] = []
    while let byte = bytes.next() {
      pending.append(byte)
      // E2 80 A8 and E2 80 A9: keep the bytes until they match or cannot.
      switch pending {
      case [0xE2], [0xE2, 0x80]: continue
      case [0xE2, 0x80, 0xA8]: result += Array(#"\u2028"#.utf8)
      case [0xE2, 0x80, 0xA9]: result += Array(#"\u2029"#.utf8)
      default: result += pending
      }
      pending = []
    }
    return result + pending
  }

  /// ``escapingSeparators(_:)`` of `json` as text.
  public static func escapingSeparators(_ json: String) -> String {
    String(decoding: escapingSeparators(Array(json.utf8)), as: UTF8.self)
  }
}
