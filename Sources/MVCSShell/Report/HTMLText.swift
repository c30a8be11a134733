/// Text made safe to put in an HTML page, between tags or in a quoted attribute.
///
/// Markup characters become entities; control, bidirectional and noncharacter scalars are
/// shown as the terminal shows them (`^[`, `<U+202E>`), so nothing a script or an app wrote
/// can open a tag, leave an attribute or reorder what the page shows. Line breaks stay.
///
/// ```swift
/// HTMLText.escape("<script>alert(1)</script>")  // "&lt;script&gt;alert(1)&lt;/script&gt;"
/// ```
enum HTMLText {
  /// `text` escaped for the body of an element or a double- or single-quoted attribute.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\n")) else { return escapeLine(text) }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { escapeLine(String($0)) }
      .joined(separator: "\n")
  }

  /// `text`, a line, escaped: its controls made visible, then its markup characters.
  private static func escapeLine(_ text: String) -> String {
    let visible = text.escapingControlCharacters
    guard visible.utf8.contains(where: { entity(for: $0) != nil }) else { return visible }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(visible.utf8.count + 32)
    for byte in visible.utf8 {
      if let entity = entity(for: byte) {
        bytes += entity.utf8
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func entity(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }
}
