/// One message as MCP's stdio transport frames it: a line of input.
package enum Frame: Equatable, Sendable {
  /// A line's bytes, without its line break (`\n` or `\r\n`).
  case message([UInt8])
  /// A line longer than `limit`: its length, counted as it was skipped, never held.
  case tooLong(byteCount: Int, limit: Int)
}

/// Cuts a stream of bytes into the lines MCP's stdio transport sends, one JSON-RPC message a
/// line, holding at most `limit` bytes of any line.
///
/// A longer line is skipped to its end and reported as ``Frame/tooLong(byteCount:limit:)``, so a
/// line of any size costs memory up to the limit and time in proportion to its length. Blank
/// lines carry no message and are dropped. Bytes arrive in chunks of any size:
///
/// ```swift
/// var framing = LineFraming(limit: 1024)
/// framing.append(Array(#"{"id":1}"#.utf8) + [10, 123])  // [.message(…{"id":1}…)]
/// framing.finish()  // .message([123]): the last line needs no line break
/// ```
package struct LineFraming {
  /// The most bytes a line may hold unless told otherwise: 1 MiB, far more than any tool's
  /// arguments.
  ///
  /// Reading a line costs about a hundred times its size in memory while it is
  /// parsed (1.3 million empty objects in a 4 MiB line took 446 MB), so the limit bounds that.
  package static let standardLimit = 1 << 20

  /// The most bytes a line may hold.
  let limit: Int
  private var line: [UInt8] = []
  /// The length of the line being skipped, once it passed the limit.
  private var skipped: Int?

  init(limit: Int) {
    self.limit = limit
  }

  /// The lines `bytes` complete, in order.
  mutating func append(_ bytes: some Collection<UInt8>) -> [Frame] {
    var frames: [Frame] = []
    var rest = bytes[...]
    while !rest.isEmpty {
      let end = rest.firstIndex(of: UInt8(ascii: "\n"))
      let piece = rest[..<(end ?? rest.endIndex)]
      take(piece)
      guard let end else { break }
      if let frame = endLine() { frames.append(frame) }
      rest = rest[rest.index(after: end)...]
    }
    return frames
  }

  /// The last line, when the input ended without a line break after it.
  mutating func finish() -> Frame? {
    endLine()
  }

  private mutating func take(_ piece: some Collection<UInt8>) {
    if let count = skipped {
      skipped = count + piece.count
    } else if line.count + piece.count > limit {
      skipped = line.count + piece.count
      line = []
    } else {
      line.append(contentsOf: piece)
    }
  }

  private mutating func endLine() -> Frame? {
    defer {
      line = []
      skipped = nil
    }
    if let skipped { return .tooLong(byteCount: skipped, limit: limit) }
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    let blank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    return blank ? nil : .message(line)
  }
}
