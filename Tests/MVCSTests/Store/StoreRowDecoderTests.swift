import Foundation
import MVCS
import Testing

/// The load's own decoder gives exactly what `JSONDecoder` gives a batch of rows, or declines
/// and leaves the batch to it: generated values of several model shapes, then the edge cases
/// where the two could part.
@Suite struct StoreRowDecoderTests {
  /// What the fast decoder makes of `rows` joined as a batch, or nil when it declines.
  private func fast<T: Decodable>(_ rows: [[UInt8]], as type: T.Type) -> [T]? {
    StoreRowDecoder.decode(T.self, fromArray: batch(rows), count: rows.count)
  }

  /// What `JSONDecoder`, set up as a store's load sets it up, makes of the same batch.
  private func foundation<T: Decodable>(_ rows: [[UInt8]], as type: T.Type) -> [T]? {
    try? StoreCoding.decoder().decode([T].self, from: Data(batch(rows)))
  }

  private func batch(_ rows: [[UInt8]]) -> [UInt8] {
    [UInt8(ascii: "[")] + Array(rows.joined(separator: [UInt8(ascii: ",")])) + [UInt8(ascii: "]")]
  }

  /// Whether the two decoders agree on `rows`: the fast one's result, compared.
  ///
  /// Checks that when the fast decoder succeeds, `JSONDecoder` does too, with the same values,
  /// compared with `==` and as encoded again (which tells -0.0 from 0.0); and that it
  /// succeeds when `decodes` says it must. Returns whether it succeeded.
  @discardableResult
  private func agree<T: Codable & Equatable>(
    _ rows: [[UInt8]], as type: T.Type, decodes: Bool? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let mine = fast(rows, as: T.self)
    if let decodes {
      #expect(
        (mine != nil) == decodes, "fast path: \(String(decoding: batch(rows), as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
    guard let mine else { return false }
    let theirs = foundation(rows, as: T.self)
    #expect(theirs == mine, "\(String(decoding: batch(rows), as: UTF8.self))", sourceLocation: sourceLocation)
    let encoder = StoreCoding.encoder()
    #expect((try? encoder.encode(theirs)) == (try? encoder.encode(mine)), sourceLocation: sourceLocation)
    return true
  }

  @discardableResult
  private func agree<T: Codable & Equatable>(
    _ rows: [String], as type: T.Type, decodes: Bool? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    agree(rows.map { Array($0.utf8) }, as: type, decodes: decodes, sourceLocation: sourceLocation)
  }

  private func declines<T: Decodable>(_ rows: [String], as type: T.Type) -> Bool {
    fast(rows.map { Array($0.utf8) }, as: T.self) == nil
  }

  // MARK: Generated values

  @Test func generatedModelsDecodeExactlyAsJSONDecoderDecodesThem() throws {
    var generator = SplitMix(seed: 11)
    let encoder = StoreCoding.encoder()
    let everything = (0..<300).map { _ in Everything.make(&generator) }
    for start in stride(from: 0, to: everything.count, by: 50) {
      let rows = try everything[start..<start + 50].map { Array(try encoder.encode($0)) }
      agree(rows, as: Everything.self, decodes: true)
    }
    let events = (0..<200).map { _ in Event.make(&generator) }
    agree(try events.map { Array(try encoder.encode($0)) }, as: Event.self, decodes: true)
    let customs = (0..<100).map { _ in Custom.make(&generator) }
    agree(try customs.map { Array(try encoder.encode($0)) }, as: Custom.self, decodes: true)
  }

  @Test func aModelsOwnDecodingSeesTheSameCodingPaths() throws {
    let rows = [
      #"{"inner":{"list":[{"x":1},{"x":2}]},"name":"a"}"#, #"{"inner":{"list":[]},"name":"b"}"#,
    ]
    #expect(agree(rows, as: PathRecorder.self, decodes: true))
    let decoded = try #require(fast(rows.map { Array($0.utf8) }, as: PathRecorder.self))
    #expect(
      decoded[0].paths == ["Index 0", "Index 0/inner", "Index 0/inner/list/Index 0", "Index 0/inner/list/Index 1"])
  }

  // MARK: Numbers

  @Test func integersMustBeExactAndInRange() {
    let row = { (value: String) in #"{"i":\#(value),"u8":0}"# }
    #expect(agree([row("0"), row("-9223372036854775808"), row("9223372036854775807")], as: Widths.self, decodes: true))
    for odd in ["1.0", "1e2", "1E2", "-0", "9223372036854775808", "-9223372036854775809", "99999999999999999999999"] {
      #expect(declines([row("1"), row(odd)], as: Widths.self), "\(odd)")
      agree([row("1"), row(odd)], as: Widths.self)
    }
    #expect(declines([#"{"i":1,"u8":256}"#], as: Widths.self))
    #expect(declines([#"{"i":1,"u8":-1}"#], as: Widths.self))
    #expect(agree([#"{"i":1,"u8":255}"#], as: Widths.self, decodes: true))
  }

  @Test func doublesAreReadAsJSONDecoderReadsThem() {
    let numbers = [
      "0", "-0", "-0.0", "0.000", "0.1", "1e300", "-1e300", "1E-7", "2.2250738585072014e-308",
      "1.7976931348623157e308", "12345678901234567890123", "9007199254740993", "0.30000000000000004",
      "3.141592653589793238462643383279", "123.456e2", "1E+2", "-9223372036854775809",
    ]
    for number in numbers {
      #expect(agree([#"{"d":\#(number)}"#, #"{"d":1}"#], as: Real.self, decodes: true), "\(number)")
    }
    // Beyond the normal doubles, or a zero with an exponent (JSONDecoder refuses `0e5`):
    // declined, so JSONDecoder decides.
    for number in ["1e400", "-1e400", "1e-400", "5e-324", "2.2250738585072e-310", "0e5", "0E-2"] {
      #expect(declines([#"{"d":\#(number)}"#], as: Real.self), "\(number)")
    }
    #expect(declines([#"{"d":"1"}"#], as: Real.self))
  }

  @Test func malformedNumbersAreDeclined() {
    for bad in ["01", "-", "1.", ".5", "+1", "1e", "0x10", "NaN", "Infinity"] {
      #expect(declines([#"{"d":\#(bad)}"#], as: Real.self), "\(bad)")
    }
  }

  // MARK: Strings

  @Test func escapesAndUnicodeDecodeAsJSONDecoderDecodesThem() {
    let strings = [
      #"\u00e9\ud83d\ude00\"\\\/\b\f\n\r\t"#, #"\u0000"#, "📝", "e\u{301}", "\u{212A}", #"\uFFFF"#, #"\udbff\udfff"#,
      "日本語", "",
    ]
    for text in strings {
      #expect(agree([#"{"id":"\#(text)","name":"n"}"#, #"{"id":"x","name":"n"}"#], as: Named.self, decodes: true))
    }
  }

  @Test func invalidTextIsDeclined() {
    for text in [#"\ud800"#, #"\udc00\ud800"#, #"\ud800\u0041"#, #"\x"#, #"\u12"#, "tab\there"] {
      #expect(declines([#"{"id":"\#(text)","name":"n"}"#], as: Named.self), "\(text)")
    }
    for bytes: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x93]] {
      let row = Array(#"{"id":""#.utf8) + bytes + Array(#"","name":"n"}"#.utf8)
      #expect(fast([row], as: Named.self) == nil)
    }
  }

  @Test func keysAreComparedAsSwiftComparesStrings() {
    // U+212A KELVIN SIGN is canonically the letter K; an escaped key is the same key.
    agree([#"{"\u212A":1}"#], as: Kelvin.self)
    #expect(agree([#"{"\u004b":1}"#], as: Kelvin.self, decodes: true))
    #expect(agree([#"{"n\u0061me":"a","id":"b"}"#], as: Named.self, decodes: true))
  }

  // MARK: Objects

  @Test func duplicateKeysAreDeclined() {
    #expect(declines([#"{"id":"a","name":"n","id":"b"}"#], as: Named.self))
    #expect(declines([#"{"id":"a","name":"n","\u0069d":"b"}"#], as: Named.self))
    // In an object nobody reads, they do not matter, as long as JSONDecoder agrees.
    agree([#"{"id":"a","name":"n","extra":{"k":1,"k":2}}"#], as: Named.self)
  }

  @Test func missingKeysNullsAndExtraKeys() {
    #expect(agree([#"{"id":"a","name":"n"}"#, #"{"id":"a","name":"n","note":null}"#], as: Named.self, decodes: true))
    #expect(agree([#"{"id":"a","name":"n","note":"x","more":[1,{"b":null}]}"#], as: Named.self, decodes: true))
    #expect(agree([" { \"id\" : \"a\" ,\"name\"\t:\"n\" }\r\n"], as: Named.self, decodes: true))
    #expect(declines([#"{"id":"a"}"#], as: Named.self))
    #expect(declines([#"{"id":null,"name":"n"}"#], as: Named.self))
    #expect(declines([#"{"id":1,"name":"n"}"#], as: Named.self))
    #expect(declines([#"["a","n"]"#], as: Named.self))
  }

  @Test func dictionariesKeyedByIntegersDecodeAsJSONDecoderDecodesThem() {
    // Swift's Dictionary reads Int keys from the object's keys' text: "1", "-3", but not "x" or "1.0".
    #expect(agree([#"{"1":"a","-3":"b","40":"c"}"#, "{}"], as: [Int: String].self, decodes: true))
    // Where the fast path reads a value at all, it is JSONDecoder's.
    for row in [#"{"x":"a"}"#, #"{"1.0":"a"}"#, #"{"99999999999999999999":"a"}"#, #"{"1":"a","1":"b"}"#] {
      let mine = fast([Array(row.utf8)], as: [Int: String].self)
      #expect(mine == nil || mine == foundation([Array(row.utf8)], as: [Int: String].self), "\(row)")
    }
  }

  @Test func aDeclineCaughtByTheModelStillDeclines() {
    // The model reads 1.5 with `try?` and would go on with -1: the batch must go to JSONDecoder.
    #expect(declines([#"{"x":1.5}"#], as: Lenient.self))
    #expect(agree([#"{"x":2}"#], as: Lenient.self, decodes: true))
  }

  @Test func deepNestingIsDeclinedWithoutRecursion() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(declines([#"{"id":"a","name":"n","deep":\#(deep)}"#], as: Named.self))
    let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    #expect(agree([#"{"id":"a","name":"n","deep":\#(fine)}"#], as: Named.self, decodes: true))
  }

  // MARK: Special types

  @Test func datesAreISO8601TextAndAnythingElseIsLeftToTheLegacyPath() {
    #expect(
      agree([#"{"at":"2026-01-01T09:00:00Z"}"#, #"{"at":"2026-01-01T09:00:00.25Z"}"#], as: Dated.self, decodes: true))
    #expect(declines([#"{"at":788950800}"#], as: Dated.self))
    #expect(declines([#"{"at":"2026-02-30T09:00:00Z"}"#], as: Dated.self))
  }

  @Test func typesJSONDecoderTreatsSpeciallyAreDeclined() {
    #expect(declines([#"{"value":"AAEC"}"#], as: Special<Data>.self))
    #expect(declines([#"{"value":"https://example.com"}"#], as: Special<URL>.self))
    #expect(declines([#"{"value":1.5}"#], as: Special<Decimal>.self))
    #expect(declines([#"{"value":1.5}"#], as: Special<Float>.self))
    #expect(declines([#"{"name":"a"}"#], as: Subclass.self))
  }
}

/// A load that the fast decoder serves, then declines mid-way, gives what a load by
/// `JSONDecoder` alone gives: every item in order, each damaged row reported as when it is
/// alone, and the old-format row rewritten.
@MainActor
@Suite struct StoreRowDecoderLoadTests {
  private struct Errand: Codable, Sendable, Equatable {
    var id: String
    var created: Date
    var due: Date?
  }

  private func load(_ rows: [(key: String, row: String)]) async throws -> (Store<Errand>, [String]) {
    let database = SQLiteDatabase.inMemory()
    let engine = SQLiteStorageEngine(database: database, store: "errands", clock: VirtualClock())
    try await engine.apply([
      .write(rows.map { StoredRecord(key: $0.key, data: Data($0.row.utf8)) }), .setSchemaVersion(1),
    ])
    let store = Store<Errand>(
      name: "errands", engine: engine, location: database.path, cacheIdentifier: \.id)
    await store.itemsHaveLoaded()
    return (store, try database.records(of: "errands").map { String(decoding: $0.data, as: UTF8.self) })
  }

  @Test func aLoadDeclinedMidwayGivesWhatJSONDecoderGives() async throws {
    let nineAM = Date(timeIntervalSince1970: 1_767_258_000)
    let present = (1...1_500).map { (key: "\($0)", row: #"{"created":"2026-01-01T09:00:00Z","id":"\#($0)"}"#) }
    var rows = present
    // In the second batch: a row in the old format, one of the wrong type, one with a bad date.
    rows[700].row = #"{"created":788950800,"id":"701"}"#
    rows[800].row = #"{"created":"2026-01-01T09:00:00Z","id":801}"#
    rows[900].row = #"{"created":"yesterday","id":"901"}"#
    let (store, written) = try await load(rows)
    let damaged = [800, 900]
    #expect(store.items.map(\.id) == present.indices.filter { !damaged.contains($0) }.map { "\($0 + 1)" })
    #expect(store.items.allSatisfy { $0.created == nineAM && $0.due == nil })
    var expectedRows = present.map(\.row)
    for index in damaged { expectedRows[index] = rows[index].row }
    #expect(written == expectedRows)
    var alone: [String] = []
    for index in damaged {
      alone += try await load([rows[index]]).0.problems.map(\.description)
    }
    #expect(store.problems.map(\.description) == alone)
    #expect(alone.count == 2)
  }
}

// MARK: Models

/// The values a test picks, the same every run.
extension SplitMix {
  mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
  mutating func chance() -> Bool { next() % 2 == 0 }
  mutating func integer<T: FixedWidthInteger>(_ type: T.Type) -> T {
    pick([T.min, T.max, 0, 1, T.min / 2, T.max / 3, T(truncatingIfNeeded: next())])
  }
}

private let strings = [
  "", "plain", "quote \" backslash \\ slash /", "\n\t\r\u{8}\u{C}", "\u{0}", "a\u{0}b", "📝", "e\u{301}", "é",
  "\u{212A}", "日本語", "\u{1F600}\u{1F3FD}", "\u{1}\u{1F}\u{7F}", "</script>", "\u{FFFF}", "\u{10FFFF}",
  "\u{2028}\u{2029}",
]
private let doubles: [Double] = [
  0, -0.0, 1e300, -1e300, 0.1, 1.0 / 3, .pi, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  1e-7,
  123_456_789.123, 9_007_199_254_740_994, 2.5, -1,
]
private let dates = [0, 1.5, -1, 1_700_000_000.123456, 978_307_200, 4_102_444_800, -2_208_988_800].map {
  Date(timeIntervalSince1970: $0)
}

private struct Everything: Codable, Equatable {
  enum Kind: String, Codable {
    case one
    case two = "deux"
    case three = "\u{1F600}"
  }
  enum Level: Int, Codable {
    case low = -1
    case high = 1_000
  }
  struct Inner: Codable, Equatable {
    var name: String
    var at: Date?
    var values: [Double]
  }
  var s: String
  var b: Bool
  var i: Int
  var i8: Int8
  var i16: Int16
  var i32: Int32
  var i64: Int64
  var u: UInt
  var u8: UInt8
  var u16: UInt16
  var u32: UInt32
  var u64: UInt64
  var d: Double
  var date: Date
  var optional: String?
  var optionalInt: Int?
  var kind: Kind
  var level: Level
  var tags: [String]
  var scores: [String: Int]
  var inner: Inner
  var inners: [Inner]
  var matrix: [[Int]]
  var maybeInner: Inner?
  var optionals: [Int?]

  static func make(_ g: inout SplitMix) -> Everything {
    func inner(_ g: inout SplitMix) -> Inner {
      Inner(
        name: g.pick(strings), at: g.chance() ? g.pick(dates) : nil,
        values: (0..<g.next() % 3).map { _ in g.pick(doubles) })
    }
    return Everything(
      s: g.pick(strings), b: g.chance(), i: g.integer(Int.self), i8: g.integer(Int8.self), i16: g.integer(Int16.self),
      i32: g.integer(Int32.self), i64: g.integer(Int64.self), u: g.integer(UInt.self), u8: g.integer(UInt8.self),
      u16: g.integer(UInt16.self), u32: g.integer(UInt32.self), u64: g.integer(UInt64.self), d: g.pick(doubles),
      date: g.pick(dates), optional: g.chance() ? g.pick(strings) : nil,
      optionalInt: g.chance() ? g.integer(Int.self) : nil, kind: g.pick([.one, .two, .three]),
      level: g.pick([.low, .high]), tags: (0..<g.next() % 4).map { _ in g.pick(strings) },
      scores: Dictionary((0..<g.next() % 4).map { _ in (g.pick(strings), g.integer(Int.self)) }) { a, _ in a },
      inner: inner(&g), inners: (0..<g.next() % 3).map { _ in inner(&g) },
      matrix: (0..<g.next() % 3).map { _ in (0..<g.next() % 3).map { _ in g.integer(Int.self) } },
      maybeInner: g.chance() ? inner(&g) : nil,
      optionals: (0..<g.next() % 4).map { _ in g.chance() ? g.integer(Int.self) : nil })
  }
}

/// An enum with associated values: synthesized Codable nests keyed containers.
private enum Event: Codable, Equatable {
  case created(id: String, at: Date)
  case renamed(String, String)
  case moved(to: Int?, tags: [String])
  case cleared

  static func make(_ g: inout SplitMix) -> Event {
    switch g.next() % 4 {
    case 0: .created(id: g.pick(strings), at: g.pick(dates))
    case 1: .renamed(g.pick(strings), g.pick(strings))
    case 2: .moved(to: g.chance() ? g.integer(Int.self) : nil, tags: (0..<g.next() % 3).map { _ in g.pick(strings) })
    default: .cleared
    }
  }
}

/// A model with its own decoding: nested containers, decodeNil, decodeIfPresent.
private struct Custom: Codable, Equatable {
  var title: String
  var size: (Int, Int)?
  var flags: [Bool]
  var note: String?

  enum CodingKeys: String, CodingKey { case title, size, flags, meta }
  enum MetaKeys: String, CodingKey { case note }

  init(title: String, size: (Int, Int)?, flags: [Bool], note: String?) {
    (self.title, self.size, self.flags, self.note) = (title, size, flags, note)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    if try container.decodeNil(forKey: .size) {
      size = nil
    } else {
      var pair = try container.nestedUnkeyedContainer(forKey: .size)
      size = (try pair.decode(Int.self), try pair.decode(Int.self))
    }
    var list = try container.nestedUnkeyedContainer(forKey: .flags)
    var flags: [Bool] = []
    while !list.isAtEnd { flags.append(try list.decode(Bool.self)) }
    self.flags = flags
    let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
    note = try meta.decodeIfPresent(String.self, forKey: .note)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    if let size {
      var pair = container.nestedUnkeyedContainer(forKey: .size)
      try pair.encode(size.0)
      try pair.encode(size.1)
    } else {
      try container.encodeNil(forKey: .size)
    }
    try container.encode(flags, forKey: .flags)
    var meta = container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
    try meta.encodeIfPresent(note, forKey: .note)
  }

  static func == (a: Custom, b: Custom) -> Bool {
    a.title == b.title && a.size?.0 == b.size?.0 && a.size?.1 == b.size?.1 && a.flags == b.flags && a.note == b.note
  }

  static func make(_ g: inout SplitMix) -> Custom {
    Custom(
      title: g.pick(strings), size: g.chance() ? (g.integer(Int.self), g.integer(Int.self)) : nil,
      flags: (0..<g.next() % 4).map { _ in g.chance() }, note: g.chance() ? g.pick(strings) : nil)
  }
}

/// Records the coding paths its decoding sees.
private struct PathRecorder: Codable, Equatable {
  var paths: [String]

  struct Leaf: Decodable {
    var path: String
    init(from decoder: any Decoder) throws {
      path = decoder.codingPath.map(\.stringValue).joined(separator: "/")
      _ = try decoder.container(keyedBy: AnyKey.self)
    }
  }
  struct Inner: Decodable {
    var paths: [String]
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      paths =
        [decoder.codingPath.map(\.stringValue).joined(separator: "/")]
        + (try container.decode([Leaf].self, forKey: AnyKey("list"))).map(\.path)
    }
  }
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    paths =
      [decoder.codingPath.map(\.stringValue).joined(separator: "/")]
      + (try container.decode(Inner.self, forKey: AnyKey("inner"))).paths
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(paths)
  }
}

private struct Widths: Codable, Equatable {
  var i: Int
  var u8: UInt8
}

private struct Real: Codable, Equatable {
  var d: Double
}

private struct Named: Codable, Equatable {
  var id: String
  var name: String
  var note: String?
}

private struct Kelvin: Codable, Equatable {
  var k: Int
  enum CodingKeys: String, CodingKey { case k = "K" }
}

private struct Dated: Codable, Equatable {
  var at: Date
}

private struct Special<Value: Codable & Equatable>: Codable, Equatable {
  var value: Value
}

private struct Lenient: Codable, Equatable {
  var x: Int
  enum CodingKeys: CodingKey { case x }
  init(from decoder: any Decoder) throws {
    x = (try? decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .x)) ?? -1
  }
}

private class Base: Codable {
  var name = ""
}

private final class Subclass: Base {
  enum CodingKeys: CodingKey { case extra }
  required init(from decoder: any Decoder) throws {
    try super.init(from: decoder.container(keyedBy: CodingKeys.self).superDecoder())
  }
}
