import Foundation

/// What a store's load has read so far: the items decoded, in order, with each key's place,
/// the rows that do not decode, and the rows to write again in the present format.
///
/// The engine lends it one row at a time (``StorageEngine/reduceRecordBytes(into:_:)``), and
/// it decodes them a batch at a time (``StoreRowBatch``): a row's bytes are copied into the
/// batch, once, and at most a few hundred rows are held at once.
///
/// ```swift
/// let start = StoreLoading<Note>(capacity: try await engine.keyCount())
/// var loaded = try await engine.reduceRecordBytes(into: start) { $0.take(key: $1, bytes: $2) }
/// loaded.finish()  // the last batch
/// loaded.items     // in insertion order
/// ```
///
/// A batch decodes to what its rows decode to one by one, or is decoded one by one: a row
/// that does not decode is reported with the same reason either way.
struct StoreLoading<Item: Codable & Sendable>: Sendable {
  var items: [Item] = []
  var index: [String: Int] = [:]
  /// The keys of rows that do not decode, in order, with why.
  var undecodable: [(key: String, reason: String)] = []
  /// Rows whose dates were seconds since 2001, encoded again with dates as text.
  var legacyRows: [StoredRecord] = []
  /// Rows taken and not decoded yet.
  private var batch = StoreRowBatch()
  private let coders = StoreCoding.LoadCoders()
  /// Whether ``StoreRowDecoder`` declined a batch: then the rest of the load goes straight to
  /// `JSONDecoder`, so a model it cannot read costs one wasted batch, not one a batch.
  private var fastPathDeclined = false

  /// An empty load with room for `count` rows, so that neither the items nor the index grow
  /// by copying themselves as rows come.
  init(capacity count: Int) {
    items.reserveCapacity(count)
    index.reserveCapacity(count)
  }

  /// Takes the next row: into the batch, or, when it cannot join one, decoded alone after the
  /// rows gathered before it.
  ///
  /// Inlined into the load's loop so that a row joining the batch costs no look-up of this
  /// type's generic metadata, which calling a method of it from generic code does: once a
  /// row, that cost almost half as much as joining the batch.
  @inline(__always)
  mutating func take(key: String, bytes: UnsafeRawBufferPointer) {
    if batch.append(key: key, bytes: bytes) {
      if batch.isFull { decodeBatch() }
    } else {
      decodeBatch()
      decodeAlone(StoredRecord(key: key, data: Data(bytes)))
    }
  }

  /// Decodes the rows still gathered: a load calls it after its last row.
  mutating func finish() {
    decodeBatch()
  }

  /// Decodes the batch with ``StoreRowDecoder``, or when it declines, with one call of
  /// `JSONDecoder`; when that fails, or gives another count of items than rows, decodes its
  /// rows one by one, so each failure names its row.
  private mutating func decodeBatch() {
    guard !batch.isEmpty else { return }
    let rows = batch
    batch.removeAll()
    if rows.count > 1, !fastPathDeclined {
      switch StoreRowDecoder.decode(Item.self, from: rows) {
      case .items(let decoded):
        append(decoded, keys: rows.keys)
        return
      case .malformed: break
      case .declined: fastPathDeclined = true
      }
    }
    decodeEachRowChecked(rows)
  }

  /// Decodes `rows` in order, after checking that each is one JSON value: those that are, a
  /// batch at a time; each that is not, alone, where it stands.
  private mutating func decodeEachRowChecked(_ rows: StoreRowBatch) {
    guard !rows.holdsOneValueARow else { return decodeOneValueARow(rows) }
    var checked = StoreRowBatch()
    for row in 0..<rows.count {
      let record = rows.record(at: row)
      if record.data.withUnsafeBytes(StoreRowBatch.isOneValue) {
        _ = checked.append(record)
      } else {
        decodeOneValueARow(checked)
        checked.removeAll()
        decodeAlone(record)
      }
    }
    decodeOneValueARow(checked)
  }

  /// Decodes `rows`, each one JSON value, as one array: with ``StoreRowDecoder`` unless it
  /// declined before, else with `JSONDecoder`, else row by row.
  private mutating func decodeOneValueARow(_ rows: StoreRowBatch) {
    guard !rows.isEmpty else { return }
    if rows.count > 1, !fastPathDeclined {
      if case .items(let decoded) = StoreRowDecoder.decode(Item.self, from: rows) {
        append(decoded, keys: rows.keys)
        return
      }
      fastPathDeclined = true
    }
    if rows.count > 1, let decoded = try? coders.decoder.decode(DecodedBatch.self, from: rows.array()).items,
      decoded.count == rows.count
    {
      append(decoded, keys: rows.keys)
      return
    }
    for row in 0..<rows.count { decodeAlone(rows.record(at: row)) }
  }

  /// Keeps a batch's items, one a key: with one append; only the keys go a row at a time.
  private mutating func append(_ decoded: [Item], keys: [String]) {
    var position = items.count
    items.append(contentsOf: decoded)
    for key in keys {
      index[key] = position
      position += 1
    }
  }

  /// A batch's items, decoded from its JSON array straight into an array of the array's
  /// length: `[Item]`'s own decoding appends each item, and appending from generic code
  /// looks up the array type's metadata each time.
  private struct DecodedBatch: Decodable {
    var items: [Item]

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      // A JSON array knows its length; without one, the count differs and the load decodes
      // the rows one by one.
      let count = container.count ?? 0
      items = try [Item](unsafeUninitializedCapacity: count) { buffer, initialized in
        guard let start = buffer.baseAddress else { return }
        while initialized < count, !container.isAtEnd {
          (start + initialized).initialize(to: try container.decode(Item.self))
          initialized += 1
        }
      }
    }
  }

  /// Decodes `record` and keeps the item, or the reason it does not decode.
  private mutating func decodeAlone(_ record: StoredRecord) {
    do {
      let item: Item
      do {
        item = try coders.decoder.decode(Item.self, from: record.data)
      } catch {
        // A row in the earlier format fails on its first date, and only such a row.
        guard let legacy = try? coders.legacyDecoder.decode(Item.self, from: record.data) else { throw error }
        item = legacy
        legacyRows.append(StoredRecord(key: record.key, data: try coders.encoder.encode(item)))
      }
      index[record.key] = items.count
      items.append(item)
    } catch {
      undecodable.append((record.key, "does not decode as \(Item.self): \(StoreWriter<Item>.describe(error))"))
    }
  }
}
