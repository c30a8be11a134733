import Foundation

/// A `Decoder` over a load's batch of rows that decodes the rows ordinary models are made of,
/// and declines anything else, so the load decodes that batch with Foundation's `JSONDecoder`
/// exactly as before.
///
/// ```swift
/// if let items = StoreRowDecoder.decode(Note.self, fromArray: batch.arrayBytes(), count: batch.count) {
///   // the same items JSONDecoder gives, with StoreCoding's date format
/// } else {
///   // declined: decode the batch with JSONDecoder, as always
/// }
/// ```
///
/// Why by hand, and what would make us switch back: docs/DECISIONS.md, "The Store's row
/// decoder". This one reads the batch once into a flat list of values, and a keyed container
/// finds a key by comparing the object's few keys' bytes.
///
/// Correctness rests on declining. It only has to be right when it succeeds: on anything it
/// is not certain it reads exactly as `JSONDecoder` does (a duplicate key, a number that is
/// not an exact integer where an integer is wanted, a number where a date is wanted, `Data`,
/// `URL`, `Decimal`, a `Float`, invalid UTF-8, a lone surrogate, nesting deeper than
/// ``maximumDepth``, an object of more than 256 keys, a missing key, `null` where a value is
/// wanted) it declines, and any error it would throw is a decline too, even one a model
/// catches with `try?`. So every error message, legacy row and odd value is still
/// Foundation's to decide.
package enum StoreRowDecoder {
  /// The deepest nesting read; deeper rows are declined, and Foundation decides.
  static let maximumDepth = 512

  /// What decoding a batch came to.
  package enum Outcome<Item> {
    /// One item a row, in order.
    case items([Item])
    /// The batch is not valid JSON, or a row is not exactly one value: each row must be
    /// looked at alone.
    case malformed
    /// The rows are one value each, but this decoder does not read them as `JSONDecoder`
    /// surely would.
    case declined
  }

  /// The items of `batch`, one a row, when each row is exactly one JSON value and the
  /// decoder reads them all; the check that each row is one value is the parse's own: each
  /// value of the array lies within its row.
  package static func decode<Item: Decodable>(_ type: Item.Type, from batch: StoreRowBatch) -> Outcome<Item> {
    batch.arrayBytes().withUnsafeBufferPointer { buffer in
      var parser = Parser(bytes: buffer)
      guard parser.parse(), let root = parser.nodes.first, root.kind == .array, Int(root.count) == batch.count
      else { return .malformed }
      // The values are separated by single commas, so a value within each row leaves only
      // whitespace beside it in that row: each row is exactly that value.
      var node = 1
      for row in 0..<batch.count {
        let bounds = batch.bounds(ofRow: row)
        guard bounds.contains(Int(parser.nodes[node].start)), Int(parser.nodes[node].end) <= bounds.upperBound
        else { return .malformed }
        node = Int(parser.nodes[node].after)
      }
      return decode(Item.self, tape: Tape(bytes: buffer, nodes: parser.nodes), count: batch.count).map {
        .items($0)
      } ?? .declined
    }
  }

  /// The items of the JSON array `bytes`, which holds `count` values, one an item; nil when
  /// the decoder declines any of them.
  package static func decode<Item: Decodable>(_ type: Item.Type, fromArray bytes: [UInt8], count: Int) -> [Item]? {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = Parser(bytes: buffer)
      guard parser.parse(), let root = parser.nodes.first, root.kind == .array,
        Int(root.count) == count
      else { return nil }
      return decode(Item.self, tape: Tape(bytes: buffer, nodes: parser.nodes), count: count)
    }
  }

  /// The `count` values of the array at the tape's first node, one an item; nil when the
  /// decoder declines any of them.
  private static func decode<Item: Decodable>(_ type: Item.Type, tape: Tape, count: Int) -> [Item]? {
    let items = try? [Item](unsafeUninitializedCapacity: count) { items, initialized in
      guard let start = items.baseAddress else { return }
      var node = 1
      while initialized < count {
        let path: [any CodingKey] = [IndexKey(intValue: initialized)]
        (start + initialized).initialize(to: try tape.decode(Item.self, at: node, codingPath: path))
        initialized += 1
        node = Int(tape.nodes[node].after)
      }
    }
    // A model may have caught a decline with `try?` and gone on with something else.
    return tape.declined ? nil : items
  }
}

/// Thrown to decline: never seen outside this file.
private struct Decline: Error {}

/// One JSON value of a batch: a scalar's bytes, or a container and where its values end.
private struct Node {
  enum Kind: UInt8 { case object, array, string, number, `true`, `false`, null }
  var kind: Kind
  /// What the scan saw in the value's bytes.
  ///
  /// For a string: whether it holds an escape, or a byte beyond ASCII. For a number: whether
  /// it has a fraction or an exponent.
  var flags: UInt8 = 0
  /// The value's bytes: a string's without its quotes.
  var start: Int32
  var end: Int32 = 0
  /// The index of the node after this value and all it holds.
  var after: Int32 = 0
  /// A container's number of values (an object's number of keys).
  var count: Int32 = 0

  static let escaped: UInt8 = 1
  static let nonASCII: UInt8 = 2
  static let notInteger: UInt8 = 1
}

/// Reads a batch into nodes in document order, an object's keys before their values, with no
/// recursion; it refuses anything not strictly JSON.
private struct Parser {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var nodes: [Node] = []

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // About one node in eight bytes for small rows.
    nodes.reserveCapacity(bytes.count / 8 + 1)
  }

  mutating func parse() -> Bool {
    var open: [Int] = []
    skipWhitespace()
    while true {
      guard position < bytes.count else { return false }
      let index = nodes.count
      switch bytes[position] {
      case UInt8(ascii: "\""):
        guard string() else { return false }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[position] == UInt8(ascii: "{")
        nodes.append(Node(kind: isObject ? .object : .array, start: Int32(position)))
        position += 1
        skipWhitespace()
        guard position < bytes.count else { return false }
        if bytes[position] == UInt8(ascii: isObject ? "}" : "]") {
          position += 1
          nodes[index].end = Int32(position)
          nodes[index].after = Int32(nodes.count)
        } else {
          guard open.count < StoreRowDecoder.maximumDepth else { return false }
          open.append(index)
          if isObject { guard key() else { return false } }
          continue
        }
      case UInt8(ascii: "t"): guard literal("true", .true) else { return false }
      case UInt8(ascii: "f"): guard literal("false", .false) else { return false }
      case UInt8(ascii: "n"): guard literal("null", .null) else { return false }
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard number() else { return false }
      default:
        return false
      }
      // A value ended: it may end the containers around it.
      while true {
        skipWhitespace()
        guard let top = open.last else { return position == bytes.count }
        nodes[top].count += 1
        guard position < bytes.count else { return false }
        let next = bytes[position]
        position += 1
        let isObject = nodes[top].kind == .object
        if next == UInt8(ascii: ",") {
          skipWhitespace()
          if isObject { guard key() else { return false } }
          break
        }
        guard next == UInt8(ascii: isObject ? "}" : "]") else { return false }
        nodes[top].end = Int32(position)
        nodes[top].after = Int32(nodes.count)
        open.removeLast()
      }
    }
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// An object's key, its colon and the whitespace to its value.
  private mutating func key() -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), string() else { return false }
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
    position += 1
    skipWhitespace()
    return true
  }

  private mutating func literal(_ text: StaticString, _ kind: Node.Kind) -> Bool {
    let length = text.utf8CodeUnitCount
    guard position + length <= bytes.count else { return false }
    for offset in 0..<length where bytes[position + offset] != text.utf8Start[offset] { return false }
    nodes.append(Node(kind: kind, start: Int32(position), end: Int32(position + length), after: Int32(nodes.count + 1)))
    position += length
    return true
  }

  private func isDigit(_ at: Int) -> Bool {
    at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
  }

  private mutating func number() -> Bool {
    let start = position
    var flags: UInt8 = 0
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard isDigit(position) else { return false }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      while isDigit(position) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      flags = Node.notInteger
      position += 1
      guard isDigit(position) else { return false }
      while isDigit(position) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      flags = Node.notInteger
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      guard isDigit(position) else { return false }
      while isDigit(position) { position += 1 }
    }
    nodes.append(
      Node(kind: .number, flags: flags, start: Int32(start), end: Int32(position), after: Int32(nodes.count + 1)))
    return true
  }

  /// The high bit of each byte of `word` (little-endian) that ends a run of plain string
  /// text — a quote, a backslash, a control character or a byte beyond ASCII — and perhaps of
  /// bytes after such a byte, never before: the lowest bit set marks the first.
  static func specialBytes(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte is zero when `word &- ones` borrows into its high bit while its own is clear.
    func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
    let control = (word &- ones &* 0x20) & ~word & highs
    let quote = zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
    let backslash = zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
    return control | quote | backslash | (word & highs)
  }

  /// The length of the well-formed UTF-8 sequence at `start` (Unicode's table 3-7), or nil:
  /// no overlong forms, no surrogates, nothing beyond U+10FFFF.
  private func scalarLength(at start: Int) -> Int? {
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    let length: Int
    switch bytes[start] {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return nil
    }
    guard start + length <= bytes.count, (low...high).contains(bytes[start + 1]) else { return nil }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[start + offset]) { return nil }
    return length
  }

  /// A string from its opening quote; refuses control characters, unknown escapes,
  /// surrogates that are not a pair and bytes that are not UTF-8.
  private mutating func string() -> Bool {
    position += 1
    let start = position
    var flags: UInt8 = 0
    while position < bytes.count {
      // Eight bytes at a time up to the first that is not plain text: most of a row is.
      if position + 8 <= bytes.count, let base = bytes.baseAddress {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        let special = Parser.specialBytes(in: word)
        if special == 0 {
          position += 8
          continue
        }
        position += special.trailingZeroBitCount >> 3
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        nodes.append(
          Node(kind: .string, flags: flags, start: Int32(start), end: Int32(position), after: Int32(nodes.count + 1)))
        position += 1
        return true
      }
      if byte < 0x20 { return false }
      if byte >= 0x80 {
        flags |= Node.nonASCII
        guard let length = scalarLength(at: position) else { return false }
        position += length
      } else if byte == UInt8(ascii: "\\") {
        flags |= Node.escaped
        guard position + 1 < bytes.count else { return false }
        let escape = bytes[position + 1]
        position += 2
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
          UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          break
        case UInt8(ascii: "u"):
          guard let unit = Tape.hex4(bytes, at: position) else { return false }
          position += 4
          if (0xDC00...0xDFFF).contains(unit) { return false }
          if (0xD800...0xDBFF).contains(unit) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
              bytes[position + 1] == UInt8(ascii: "u"), let low = Tape.hex4(bytes, at: position + 2),
              (0xDC00...0xDFFF).contains(low)
            else { return false }
            position += 6
          }
        default:
          return false
        }
      } else {
        position += 1
      }
    }
    return false
  }
}

/// A parsed batch, shared by the decoders and containers over its values; it remembers a
/// decline, which a model's `try?` cannot hide.
private final class Tape {
  let bytes: UnsafeBufferPointer<UInt8>
  let nodes: [Node]
  private(set) var declined = false

  init(bytes: UnsafeBufferPointer<UInt8>, nodes: [Node]) {
    self.bytes = bytes
    self.nodes = nodes
  }

  func decline() -> Decline {
    declined = true
    return Decline()
  }

  static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt32? {
    guard position + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[position..<position + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  func bytes(of node: Node) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)])
  }

  // MARK: Values

  /// `T` from value `index`, with Foundation's special types as `JSONDecoder` with
  /// StoreCoding's strategies reads them: a date from ISO 8601 text; the others declined.
  ///
  /// `codingPath` is built only for a value decoded by its own `init(from:)`: a row's date
  /// needs none, and making a key's path for each (an array of existentials, with the
  /// runtime's generic-metadata lookups) cost about 1,000 instructions a row, 6% of the thread
  /// that loads 100,000 items (callgrind, #35).
  func decode<T: Decodable>(
    _ type: T.Type, at index: Int, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    if T.self == Date.self {
      guard let date = ISO8601Text.date(from: try string(at: index)) else { throw decline() }
      guard let value = date as? T else { throw decline() }
      return value
    }
    if T.self == Data.self || T.self == URL.self || T.self == Decimal.self || T.self == Float.self
      || T.self == Int128.self || T.self == UInt128.self
    {
      throw decline()
    }
    return try T(from: RowValueDecoder(tape: self, node: index, codingPath: codingPath()))
  }

  func isNull(at index: Int) -> Bool {
    nodes[index].kind == .null
  }

  func bool(at index: Int) throws -> Bool {
    switch nodes[index].kind {
    case .true: return true
    case .false: return false
    default: throw decline()
    }
  }

  func string(at index: Int) throws -> String {
    let node = nodes[index]
    guard node.kind == .string else { throw decline() }
    guard node.flags & Node.escaped != 0 else { return String(decoding: bytes(of: node), as: UTF8.self) }
    return try unescaped(bytes(of: node))
  }

  private func unescaped(_ text: UnsafeBufferPointer<UInt8>) throws -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var position = 0
    while position < text.count {
      let byte = text[position]
      guard byte == UInt8(ascii: "\\"), position + 1 < text.count else {
        result.append(byte)
        position += 1
        continue
      }
      let escape = text[position + 1]
      position += 2
      switch escape {
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        guard var scalar = Tape.hex4(text, at: position) else { throw decline() }
        position += 4
        if (0xD800...0xDBFF).contains(scalar) {
          guard position + 6 <= text.count, text[position] == UInt8(ascii: "\\"),
            text[position + 1] == UInt8(ascii: "u"), let low = Tape.hex4(text, at: position + 2),
            (0xDC00...0xDFFF).contains(low)
          else { throw decline() }
          position += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw decline() }
        guard let encoded = UTF8.encode(unicode) else { throw decline() }
        result.append(contentsOf: encoded)
      default: result.append(escape)  // `"`, `\` and `/` stand for themselves
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// An exact integer that fits `T`; a fraction, an exponent, `-0` or a number out of range
  /// is declined, for `JSONDecoder` to decide.
  func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws -> T {
    let node = nodes[index]
    guard node.kind == .number, node.flags & Node.notInteger == 0 else { throw decline() }
    let digits = bytes(of: node)
    let negative = digits[0] == UInt8(ascii: "-")
    var magnitude: UInt64 = 0
    for byte in digits.dropFirst(negative ? 1 : 0) {
      let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflow, !overflow2 else { throw decline() }
      magnitude = sum
    }
    if negative {
      guard magnitude != 0, magnitude <= UInt64(Int64.max) + 1 else { throw decline() }
      let value = magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
      guard let exact = T(exactly: value) else { throw decline() }
      return exact
    }
    guard let exact = T(exactly: magnitude) else { throw decline() }
    return exact
  }

  /// A double, read from the number's own text as `JSONDecoder` reads it.
  ///
  /// A number beyond the range of normal doubles (infinite, subnormal, or a zero with an exponent or that
  /// only rounds to zero) is declined: `JSONDecoder` refuses some of those.
  func double(at index: Int) throws -> Double {
    let node = nodes[index]
    let text = bytes(of: node)
    guard node.kind == .number, let value = Double(String(decoding: text, as: UTF8.self)) else { throw decline() }
    if value.isZero {
      // Only a zero written as one, without an exponent: JSONDecoder refuses even `0e5`.
      for byte in text where byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") || byte | 0x20 == UInt8(ascii: "e")
      {
        throw decline()
      }
    } else if !value.isNormal {
      throw decline()
    }
    return value
  }

  // MARK: Objects

  /// Whether two runs of bytes are the same.
  static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let first = a.baseAddress, let second = b.baseAddress else { return a.isEmpty }
    return memcmp(first, second, a.count) == 0
  }

  /// The value of `key` in object `object`, or nil when it has no such key.
  ///
  /// Keys are compared as Swift compares strings, by canonical equivalence, as the dictionary
  /// `JSONDecoder` makes of an object does: by their bytes when that is the same thing.
  func value(of object: Int, forKey key: String) -> Int? {
    var key = key
    return key.withUTF8 { wanted in
      let end = Int(nodes[object].after)
      var index = object + 1
      var plain = true
      while index < end {
        let name = nodes[index]
        if name.flags & Node.escaped == 0 && Tape.same(bytes(of: name), wanted) { return index + 1 }
        plain = plain && name.flags == 0
        index = Int(nodes[index + 1].after)
      }
      // ASCII text is canonically equal only to the same bytes.
      if plain && wanted.allSatisfy({ $0 < 0x80 }) { return nil }
      let wantedText = String(decoding: wanted, as: UTF8.self)
      index = object + 1
      while index < end {
        if (try? string(at: index)) == wantedText { return index + 1 }
        index = Int(nodes[index + 1].after)
      }
      return nil
    }
  }

  /// The keys of object `object` in order, read as strings.
  func keys(of object: Int) throws -> [String] {
    var keys: [String] = []
    var index = object + 1
    let end = Int(nodes[object].after)
    while index < end {
      keys.append(try string(at: index))
      index = Int(nodes[index + 1].after)
    }
    return keys
  }

  /// Whether object `object` has a key twice, as Swift compares strings; such an object is
  /// declined, since which value `JSONDecoder` takes is its own business.
  func hasDuplicateKeys(_ object: Int) throws -> Bool {
    let count = Int(nodes[object].count)
    guard count > 1 else { return false }
    let end = Int(nodes[object].after)
    var plain = true
    var first = object + 1
    while first < end {
      plain = plain && nodes[first].flags == 0
      first = Int(nodes[first + 1].after)
    }
    guard plain && count <= 8 else {
      let keys = try keys(of: object)
      return Set(keys).count != keys.count
    }
    // A few ASCII keys: compared pair by pair, by their bytes.
    first = object + 1
    while first < end {
      let name = bytes(of: nodes[first])
      var second = Int(nodes[first + 1].after)
      while second < end {
        if Tape.same(name, bytes(of: nodes[second])) { return true }
        second = Int(nodes[second + 1].after)
      }
      first = Int(nodes[first + 1].after)
    }
    return false
  }
}

/// The key of an array's element in a coding path, as `JSONDecoder` names it.
private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

/// The decoder of one value, and its single-value container.
private struct RowValueDecoder: Decoder, SingleValueDecodingContainer {
  let tape: Tape
  let node: Int
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(try RowKeyedContainer<Key>(tape: tape, object: node, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try RowUnkeyedContainer(tape: tape, array: node, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { tape.isNull(at: node) }
  func decode(_ type: Bool.Type) throws -> Bool { try tape.bool(at: node) }
  func decode(_ type: String.Type) throws -> String { try tape.string(at: node) }
  func decode(_ type: Double.Type) throws -> Double { try tape.double(at: node) }
  func decode(_ type: Float.Type) throws -> Float { throw tape.decline() }
  func decode(_ type: Int.Type) throws -> Int { try tape.integer(type, at: node) }
  func decode(_ type: Int8.Type) throws -> Int8 { try tape.integer(type, at: node) }
  func decode(_ type: Int16.Type) throws -> Int16 { try tape.integer(type, at: node) }
  func decode(_ type: Int32.Type) throws -> Int32 { try tape.integer(type, at: node) }
  func decode(_ type: Int64.Type) throws -> Int64 { try tape.integer(type, at: node) }
  func decode(_ type: UInt.Type) throws -> UInt { try tape.integer(type, at: node) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try tape.integer(type, at: node) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try tape.integer(type, at: node) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try tape.integer(type, at: node) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try tape.integer(type, at: node) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try tape.decode(type, at: node, codingPath: codingPath)
  }
}

private struct RowKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let tape: Tape
  let object: Int
  let codingPath: [any CodingKey]

  /// At most this many keys an object: a key is found by a scan of them all.
  static var maximumCount: Int32 { 256 }

  init(tape: Tape, object: Int, codingPath: [any CodingKey]) throws {
    guard tape.nodes[object].kind == .object, tape.nodes[object].count <= Self.maximumCount,
      try !tape.hasDuplicateKeys(object)
    else { throw tape.decline() }
    self.tape = tape
    self.object = object
    self.codingPath = codingPath
  }

  var allKeys: [Key] {
    guard let keys = try? tape.keys(of: object) else { return [] }
    return keys.compactMap { Key(stringValue: $0) }
  }

  func contains(_ key: Key) -> Bool {
    tape.value(of: object, forKey: key.stringValue) != nil
  }

  private func value(_ key: Key) throws -> Int {
    guard let value = tape.value(of: object, forKey: key.stringValue) else { throw tape.decline() }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { tape.isNull(at: try value(key)) }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try tape.bool(at: value(key)) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try tape.string(at: value(key)) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try tape.double(at: value(key)) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw tape.decline() }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try tape.integer(type, at: value(key)) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try tape.integer(type, at: value(key)) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try tape.integer(type, at: value(key)) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try tape.integer(type, at: value(key)) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try tape.integer(type, at: value(key)) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try tape.integer(type, at: value(key)) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try tape.integer(type, at: value(key)) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try tape.integer(type, at: value(key)) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try tape.integer(type, at: value(key)) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try tape.integer(type, at: value(key)) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try tape.decode(type, at: value(key), codingPath: codingPath + [key])
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = tape.value(of: object, forKey: key.stringValue), !tape.isNull(at: value) else { return nil }
    return try tape.decode(type, at: value, codingPath: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(
      try RowKeyedContainer<NestedKey>(tape: tape, object: try value(key), codingPath: codingPath + [key]))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try RowUnkeyedContainer(tape: tape, array: try value(key), codingPath: codingPath + [key])
  }

  func superDecoder() throws -> any Decoder { throw tape.decline() }
  func superDecoder(forKey key: Key) throws -> any Decoder { throw tape.decline() }
}

private struct RowUnkeyedContainer: UnkeyedDecodingContainer {
  let tape: Tape
  let codingPath: [any CodingKey]
  let count: Int?
  private(set) var currentIndex = 0
  /// The node of the element at `currentIndex`.
  private var element: Int

  init(tape: Tape, array: Int, codingPath: [any CodingKey]) throws {
    guard tape.nodes[array].kind == .array else { throw tape.decline() }
    self.tape = tape
    self.codingPath = codingPath
    self.count = Int(tape.nodes[array].count)
    self.element = array + 1
  }

  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  /// The current element's node, moving past it.
  private mutating func next() throws -> Int {
    guard !isAtEnd else { throw tape.decline() }
    let node = element
    element = Int(tape.nodes[node].after)
    currentIndex += 1
    return node
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw tape.decline() }
    guard tape.isNull(at: element) else { return false }
    _ = try next()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try tape.bool(at: next()) }
  mutating func decode(_ type: String.Type) throws -> String { try tape.string(at: next()) }
  mutating func decode(_ type: Double.Type) throws -> Double { try tape.double(at: next()) }
  mutating func decode(_ type: Float.Type) throws -> Float { throw tape.decline() }
  mutating func decode(_ type: Int.Type) throws -> Int { try tape.integer(type, at: next()) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try tape.integer(type, at: next()) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try tape.integer(type, at: next()) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try tape.integer(type, at: next()) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try tape.integer(type, at: next()) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try tape.integer(type, at: next()) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try tape.integer(type, at: next()) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try tape.integer(type, at: next()) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try tape.integer(type, at: next()) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try tape.integer(type, at: next()) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let path = codingPath + [IndexKey(intValue: currentIndex)]
    return try tape.decode(type, at: next(), codingPath: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let path = codingPath + [IndexKey(intValue: currentIndex)]
    return KeyedDecodingContainer(try RowKeyedContainer<NestedKey>(tape: tape, object: try next(), codingPath: path))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let path = codingPath + [IndexKey(intValue: currentIndex)]
    return try RowUnkeyedContainer(tape: tape, array: try next(), codingPath: path)
  }

  mutating func superDecoder() throws -> any Decoder { throw tape.decline() }
}
