extension String {
  /// `piece` written `count` times over, copied as bytes.
  ///
  /// ```swift
  /// String(copies: 3, of: "─")  // "───"
  /// ```
  ///
  /// Lines and padding are drawn at every render; the standard `String(repeating:count:)`
  /// appends one copy at a time, and dividers and box edges drawn that way were a tenth of a
  /// Todo step's instructions (callgrind, #13). Here the first copy is written, then what is
  /// written so far is copied after itself until the string is full.
  init(copies count: Int, of piece: String) {
    var piece = piece
    let pieceBytes = piece.utf8.count
    guard count > 0, pieceBytes > 0 else {
      self = ""
      return
    }
    let total = pieceBytes * count
    self = piece.withUTF8 { source in
      String(unsafeUninitializedCapacity: total) { buffer in
        guard let start = buffer.baseAddress, let first = source.baseAddress else { return 0 }
        start.initialize(from: first, count: pieceBytes)
        var written = pieceBytes
        while written < total {
          let length = Swift.min(written, total - written)
          (start + written).initialize(from: start, count: length)
          written += length
        }
        return total
      }
    }
  }
}
