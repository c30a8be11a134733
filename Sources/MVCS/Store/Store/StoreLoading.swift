import Foundation

/// What a store's load has read so far: the items decoded, in order, with each key's place,
/// the rows that do not decode, and the rows to write again in the present format.
///
/// The engine hands it one row at a time (``StorageEngine/reduceRecords(into:_:)``), so a
/// row's bytes are let go as soon as it is decoded.
///
/// ```swift
/// let decoding = StoreLoading<Note>.Decoding()
/// let start = StoreLoading<Note>(capacity: try await engine.keyCount())
/// let loaded = try await engine.reduceRecords(into: start) { $0.take($1, decoding: decoding) }
/// loaded.items  // in insertion order
/// ```
struct StoreLoading<Item: Codable & Sendable>: Sendable {
  var items: [Item] = []
  var index: [String: Int] = [:]
  /// The keys of rows that do not decode, in order, with why.
  var undecodable: [(key: String, reason: String)] = []
  /// Rows whose dates were seconds since 2001, encoded again with dates as text.
  var legacyRows: [StoredRecord] = []

  /// The coders a load uses for every row: made once, as making one costs more than
  /// decoding a small row with it.
  struct Decoding: Sendable {
    let decoder = StoreCoding.decoder()
    let legacyDecoder = StoreCoding.legacyDecoder()
    let encoder = StoreCoding.encoder()
  }

  /// An empty load with room for `count` rows, so that neither the items nor the index grow
  /// by copying themselves as rows come.
  init(capacity count: Int) {
    items.reserveCapacity(count)
    index.reserveCapacity(count)
  }

  /// Decodes `record` and keeps the item, or the reason it does not decode.
  mutating func take(_ record: StoredRecord, decoding: Decoding) {
    do {
      let item: Item
      do {
        item = try decoding.decoder.decode(Item.self, from: record.data)
      } catch {
        // A row in the earlier format fails on its first date, and only such a row.
        guard let legacy = try? decoding.legacyDecoder.decode(Item.self, from: record.data) else { throw error }
        item = legacy
        legacyRows.append(StoredRecord(key: record.key, data: try decoding.encoder.encode(item)))
      }
      index[record.key] = items.count
      items.append(item)
    } catch {
      undecodable.append((record.key, "does not decode as \(Item.self): \(StoreWriter<Item>.describe(error))"))
    }
  }
}
