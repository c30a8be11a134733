extension String {
  /// `piece` written `count` times over, copied as bytes.
  ///
  /// ```swift
  /// String(copies: 3, of: "─")  // "───"
  /// ```
  ///
  /// Lines and padding are drawn at every render; the standard `String(repeating:count:)`
  /// appends one copy at a time, and dividers and box edges drawn that way were a tenth of a
  /// Todo step's instructions (callgrind, #13).
  init(copies count: Int, of piece: String) {
    var piece = piece
    let pieceBytes = piece.utf8.count
    guard count > 0, pieceBytes > 0 else {
      self = ""
      return
    }
    self = piece.withUTF8 { source in
      String(unsafeUninitializedCapacity: pieceBytes * count) { buffer in
        var end = buffer.startIndex
        for _ in 0..<count {
          end = buffer[end...].initialize(fromContentsOf: source)
        }
        return end
      }
    }
  }
}
