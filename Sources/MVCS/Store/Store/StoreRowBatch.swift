import Foundation

/// Rows of a load gathered to be decoded together, as one JSON array: Foundation's
/// `JSONDecoder` costs about as much to start on a row as to decode a small one, so a load
/// decodes hundreds of rows with one call rather than one call a row.
///
/// ```swift
/// var batch = StoreRowBatch()
/// if !batch.append(record) { /* decode it alone */ }
/// let items = try decoder.decode([Note].self, from: batch.array())  // one per row, in order
/// ```
///
/// A row joins when it opens a JSON object or array. Each must also be exactly one value
/// (``isOneValue(_:)``), or a damaged row such as `{"a":1},{"a":2` could join with the next
/// into valid JSON holding another count of values, or values made of two rows; that is
/// checked where it costs nothing, by ``StoreRowDecoder`` finding each value of the array
/// within its own row (``bounds(ofRow:)``), and row by row only before a batch goes to
/// `JSONDecoder`. A batch that does not decode, or decodes to another count, is decoded again
/// row by row (``record(at:)``), so a damaged row is reported exactly as when every row was
/// decoded alone.
///
/// The rows' bytes are copied into one buffer as they come, so a row's own bytes can go at
/// once and a batch holds one allocation, not one a row.
package struct StoreRowBatch: Sendable {
  /// `[` and the rows so far, separated by commas.
  private var joined: [UInt8] = [UInt8(ascii: "[")]
  /// The rows' keys, in order.
  package private(set) var keys: [String] = []
  /// Where each row's bytes end in `joined`.
  private var ends: [Int] = []

  /// At most this many rows a batch: enough that starting the decoder is a small share.
  static let maximumCount = 512
  /// At most about this many bytes a batch, so large rows do not make a large batch; a row
  /// this large is decoded alone.
  static let maximumBytes = 1 << 18

  package init() {}

  /// How many rows the batch holds.
  package var count: Int { keys.count }

  package var isEmpty: Bool { keys.isEmpty }

  /// Whether the batch should be decoded before another row joins it.
  package var isFull: Bool {
    keys.count >= Self.maximumCount || joined.count >= Self.maximumBytes
  }

  /// Adds `record` when it may join a batch (it opens an object or an array, and is not too
  /// large) and returns whether it did; a row that may not is left to be decoded alone.
  package mutating func append(_ record: StoredRecord) -> Bool {
    record.data.withUnsafeBytes { append(key: record.key, bytes: $0) }
  }

  /// Adds the row `bytes` under `key`, copying them, when it may join a batch; see
  /// ``append(_:)``.
  package mutating func append(key: String, bytes: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count < Self.maximumBytes, Self.opensContainer(bytes) else { return false }
    if !keys.isEmpty { joined.append(UInt8(ascii: ",")) }
    joined.append(contentsOf: bytes)
    keys.append(key)
    ends.append(joined.count)
    return true
  }

  /// The rows as one JSON array: `[row1,row2,…]`.
  package func array() -> Data {
    var data = Data(capacity: joined.count + 1)
    data.append(contentsOf: joined)
    data.append(UInt8(ascii: "]"))
    return data
  }

  /// The rows as one JSON array's bytes, as ``array()``.
  package func arrayBytes() -> [UInt8] {
    var bytes = joined
    bytes.append(UInt8(ascii: "]"))
    return bytes
  }

  /// Row `index` as it was appended.
  package func record(at index: Int) -> StoredRecord {
    StoredRecord(key: keys[index], data: Data(joined[bounds(ofRow: index)]))
  }

  /// Where row `index`'s bytes lie in ``arrayBytes()``.
  package func bounds(ofRow index: Int) -> Range<Int> {
    // Each row starts after the `[` or the comma before it.
    (index == 0 ? 1 : ends[index - 1] + 1)..<ends[index]
  }

  /// Whether every row is exactly one JSON object or array (``isOneValue(_:)``), as the batch
  /// must be before `JSONDecoder` reads it as one array.
  package var holdsOneValueARow: Bool {
    joined.withUnsafeBytes { joined in
      (0..<count).allSatisfy { Self.isOneValue(UnsafeRawBufferPointer(rebasing: joined[bounds(ofRow: $0)])) }
    }
  }

  /// Empties the batch, keeping its room for the next rows.
  package mutating func removeAll() {
    joined.removeSubrange(1...)
    keys.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
  }

  /// Whether `bytes` are exactly one JSON object or array, as far as their extent goes: they
  /// open with `{` or `[` (after whitespace), every string is closed, the brackets outside
  /// strings balance and return to the outermost level only at the end, and only whitespace
  /// follows.
  ///
  /// It does not check the value is valid JSON; the decoder does. It checks only that in any
  /// array the decoder accepts, these bytes are one element, whole, whatever rows stand
  /// beside them: the decoder's strings and brackets are the ones counted here.
  package static func isOneValue(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let end = bytes.count
    var position = 0
    while position < end, isWhitespace(bytes[position]) { position += 1 }
    guard position < end, bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "[") else {
      return false
    }
    var depth = 0
    while position < end {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        // To the closing quote; a backslash escapes the byte after it.
        var closed = false
        while position < end {
          let inner = bytes[position]
          position += 1
          if inner == UInt8(ascii: "\"") {
            closed = true
            break
          }
          if inner == UInt8(ascii: "\\") { position += 1 }
        }
        guard closed else { return false }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 {
          while position < end, isWhitespace(bytes[position]) { position += 1 }
          return position == end
        }
      default:
        break
      }
    }
    // The end came before the value closed.
    return false
  }

  /// Whether `bytes` open a JSON object or array, after whitespace: all a row needs to join
  /// a batch; the rest is checked as the batch is decoded.
  static func opensContainer(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var position = 0
    while position < bytes.count, isWhitespace(bytes[position]) { position += 1 }
    return position < bytes.count && (bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "["))
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
