import Foundation

/// Where a store's items live: Bodega's operations on keyed blobs, in insertion order.
///
/// Every operation is `async` and runs off the main actor; a ``Store`` calls it from a
/// background task and applies the result to its `items` afterwards.
///
/// ```swift
/// let engine = InMemoryStorageEngine()
/// try await engine.write(Data("milk".utf8), key: "1")
/// try await engine.readAll()  // [Data("milk")]
/// ```
///
/// `write` replaces an existing key in place (it keeps its position and its `createdAt`) and
/// appends a new one. `apply(_:)` runs a list of changes all or nothing.
public protocol StorageEngine: Sendable {
  func write(_ data: Data, key: String) async throws
  func write(_ records: [StoredRecord]) async throws
  func read(key: String) async throws -> Data?
  /// The data of the keys that exist, in insertion order.
  func read(keys: [String]) async throws -> [Data]
  func readAll() async throws -> [Data]
  /// Every key with its data, in insertion order.
  func readAllRecords() async throws -> [StoredRecord]
  /// Folds every key with its data, in insertion order, into `initial`, one record at a
  /// time: a store loads through it, so no row's bytes outlive its decoding.
  func reduceRecords<Result: Sendable>(
    into initial: Result, _ update: @escaping @Sendable (inout Result, StoredRecord) throws -> Void
  ) async throws -> Result
  /// Folds every key with its bytes, in insertion order, into `initial`, lending each row's
  /// bytes to `update` only while it runs: a store loads through it, copying each row once.
  func reduceRecordBytes<Result: Sendable>(
    into initial: Result, _ update: @escaping @Sendable (inout Result, String, UnsafeRawBufferPointer) throws -> Void
  ) async throws -> Result
  func remove(key: String) async throws
  func remove(keys: [String]) async throws
  func removeAll() async throws
  func keyExists(_ key: String) async throws -> Bool
  func keyCount() async throws -> Int
  func allKeys() async throws -> [String]
  func createdAt(key: String) async throws -> Date?
  func updatedAt(key: String) async throws -> Date?
  /// Applies `changes` in order as one unit: after a failure none of them is visible.
  func apply(_ changes: [StorageChange]) async throws
  /// Adds the record `make` builds from every key stored, in insertion order, reading the
  /// keys and adding the record as one unit, so that no other writer (another process on the
  /// same file included) can take its key in between; the record's key must be new
  /// (``StorageChange/add(_:)``). Returns what `make` returned beside the record.
  func add<Value: Sendable>(
    choosing make: @escaping @Sendable (_ keys: [String]) throws -> (StoredRecord, Value)
  ) async throws -> Value
  /// Writes under `key` the data `change` makes from what is stored there (nil: nothing),
  /// reading and writing as one unit, so that no other writer (another process on the same
  /// file included) can write the key in between: a read-modify-write that never loses
  /// another writer's update. Returns what `change` returned beside the data; what it throws
  /// fails the write, and nothing is written.
  ///
  /// ```swift
  /// let count = try await engine.update(key: "visits") { stored in
  ///   let next = (stored.flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0) + 1
  ///   return (Data(String(next).utf8), next)
  /// }
  /// ```
  func update<Value: Sendable>(
    key: String, _ change: @escaping @Sendable (_ stored: Data?) throws -> (Data, Value)
  ) async throws -> Value
  /// The schema version last recorded with ``StorageChange/setSchemaVersion(_:)``; 0 at first.
  func schemaVersion() async throws -> Int
}

extension StorageEngine {
  /// Writes `data` under `key`: one ``apply(_:)``.
  public func write(_ data: Data, key: String) async throws {
    try await apply([.write([StoredRecord(key: key, data: data)])])
  }

  /// Writes `records` in one ``apply(_:)``.
  public func write(_ records: [StoredRecord]) async throws {
    try await apply([.write(records)])
  }

  /// Reads the keys, then adds the record: one unit only for an engine no other process
  /// writes and that runs one call at a time (an actor); a database file shared between
  /// processes does both in one transaction.
  public func add<Value: Sendable>(
    choosing make: @escaping @Sendable (_ keys: [String]) throws -> (StoredRecord, Value)
  ) async throws -> Value {
    let (record, value) = try make(try await allKeys())
    try await apply([.add([record])])
    return value
  }

  /// Reads the key, then writes it, in two calls.
  ///
  /// Not one unit: another call to the engine (an actor's included) can come between them.
  /// An engine that more than one Store or process writes implements `update` itself to make
  /// it one, as the SQLite engine does in one transaction.
  public func update<Value: Sendable>(
    key: String, _ change: @escaping @Sendable (_ stored: Data?) throws -> (Data, Value)
  ) async throws -> Value {
    let (data, value) = try change(try await read(key: key))
    try await apply([.write([StoredRecord(key: key, data: data)])])
    return value
  }

  /// Removes `key`, if stored.
  public func remove(key: String) async throws {
    try await apply([.remove([key])])
  }

  /// Removes `keys` in one ``apply(_:)``.
  public func remove(keys: [String]) async throws {
    try await apply([.remove(keys)])
  }

  /// Removes every item.
  public func removeAll() async throws {
    try await apply([.removeAll])
  }

  /// The data stored under `key`, if any.
  public func read(key: String) async throws -> Data? {
    try await read(keys: [key]).first
  }

  /// Folds ``readAllRecords()``: engines that can read one record at a time do better.
  public func reduceRecords<Result: Sendable>(
    into initial: Result, _ update: @escaping @Sendable (inout Result, StoredRecord) throws -> Void
  ) async throws -> Result {
    var result = initial
    for record in try await readAllRecords() { try update(&result, record) }
    return result
  }

  /// Folds ``reduceRecords(into:_:)``, lending each record's data: engines that can lend
  /// their own bytes do better.
  public func reduceRecordBytes<Result: Sendable>(
    into initial: Result, _ update: @escaping @Sendable (inout Result, String, UnsafeRawBufferPointer) throws -> Void
  ) async throws -> Result {
    try await reduceRecords(into: initial) { result, record in
      try record.data.withUnsafeBytes { try update(&result, record.key, $0) }
    }
  }

  /// Every item's data, in insertion order.
  public func readAll() async throws -> [Data] {
    try await readAllRecords().map(\.data)
  }

  /// Whether an item is stored under `key`.
  public func keyExists(_ key: String) async throws -> Bool {
    try await read(key: key) != nil
  }

  /// How many items are stored.
  public func keyCount() async throws -> Int {
    try await allKeys().count
  }
}

/// One item as stored: its key and its encoded bytes.
public struct StoredRecord: Sendable, Equatable {
  /// The item's key: the store's cache identifier.
  public var key: String
  /// The item's encoded bytes.
  public var data: Data

  /// A record of `data` under `key`.
  public init(key: String, data: Data) {
    self.key = key
    self.data = data
  }
}

/// A change ``StorageEngine/apply(_:)`` makes; a list of them is one transaction.
public enum StorageChange: Sendable, Equatable {
  /// Upserts: an existing key keeps its position and `createdAt`, a new key is appended.
  case write([StoredRecord])
  /// Inserts new keys only, appended: a key already stored (or given twice) fails the whole
  /// transaction with ``StorageError/Kind/keyExists``, so two processes that chose the
  /// same key never both succeed, and the later one never replaces the earlier.
  case add([StoredRecord])
  case remove([String])
  case removeAll
  case setSchemaVersion(Int)
}
