import Foundation
import GRDB
import GRDBSQLite

/// A storage engine for one store inside an ``SQLiteDatabase``: the default engine.
///
/// ```swift
/// let engine = SQLiteStorageEngine(database: try SQLiteDatabase(path: "app.sqlite"), store: "notes", clock: SystemClock())
/// try await engine.write(Data("{}".utf8), key: "n1")
/// try await engine.keyCount()  // 1
/// ```
///
/// A list of changes given to `apply` is one transaction; a batch of writes is one
/// prepared statement run once per record. Dates come from `clock`, the app's clock.
public struct SQLiteStorageEngine: StorageEngine {
  /// The database the store's rows live in.
  public let database: SQLiteDatabase
  /// The store whose rows this engine reads and writes.
  public let store: String
  /// Where `createdAt` and `updatedAt` come from.
  public let clock: any AppClock

  /// An engine for the store named `store` in `database`.
  public init(database: SQLiteDatabase, store: String, clock: any AppClock) {
    self.database = database
    self.store = store
    self.clock = clock
  }

  private static let upsert = """
    INSERT INTO mvcs_item (store, key, value, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (store, key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt
    """

  private static let insertNew = """
    INSERT INTO mvcs_item (store, key, value, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (store, key) DO NOTHING
    """

  /// Applies `changes` in order, in one transaction.
  public func apply(_ changes: [StorageChange]) async throws {
    let store = store
    let now = clock.now.timeIntervalSince1970
    try await database.write(store: store, doing: "cannot write") { db in
      for change in changes {
        switch change {
        case .write(let records):
          let statement = try db.cachedStatement(sql: Self.upsert)
          for record in records {
            try statement.execute(arguments: [store, record.key, record.data, now, now])
          }
        case .add(let records):
          try Self.add(records, store: store, now: now, in: db, location: database.path)
        case .remove(let keys):
          let statement = try db.cachedStatement(sql: "DELETE FROM mvcs_item WHERE store = ? AND key = ?")
          for key in keys {
            try statement.execute(arguments: [store, key])
          }
        case .removeAll:
          try db.execute(sql: "DELETE FROM mvcs_item WHERE store = ?", arguments: [store])
        case .setSchemaVersion(let version):
          try db.execute(
            sql: """
              INSERT INTO mvcs_store (name, schemaVersion) VALUES (?, ?)
              ON CONFLICT (name) DO UPDATE SET schemaVersion = excluded.schemaVersion
              """,
            arguments: [store, version])
        }
      }
    }
  }

  /// Inserts `records`, each key new; the first key stored already fails the transaction.
  private static func add(
    _ records: [StoredRecord], store: String, now: Double, in db: Database, location: String
  ) throws {
    let statement = try db.cachedStatement(sql: insertNew)
    for record in records {
      try statement.execute(arguments: [store, record.key, record.data, now, now])
      // Checked in the transaction that writes: no other connection can take the key
      // between the check and the insert, and a conflict rolls the whole change back.
      guard db.changesCount == 1 else { throw StorageError.keyExists(record.key, location: location, store: store) }
    }
  }

  /// Reads the store's keys and adds the record `make` builds from them in one write
  /// transaction: it holds the file's write lock from its start (`BEGIN IMMEDIATE`), so its
  /// read sees every session's last commit, and none can commit before it does.
  public func add<Value: Sendable>(
    choosing make: @escaping @Sendable (_ keys: [String]) throws -> (StoredRecord, Value)
  ) async throws -> Value {
    let store = store
    let now = clock.now.timeIntervalSince1970
    let location = database.path
    return try await database.write(store: store, doing: "cannot write") { db in
      let keys = try String.fetchAll(
        db, sql: "SELECT key FROM mvcs_item WHERE store = ? ORDER BY id", arguments: [store])
      let (record, value) = try make(keys)
      try Self.add([record], store: store, now: now, in: db, location: location)
      return value
    }
  }

  /// Reads `key`'s data and writes what `change` makes of it in one write transaction: it
  /// holds the file's write lock from its start (`BEGIN IMMEDIATE`), so its read sees every
  /// session's last commit, and none can write the key before it commits.
  public func update<Value: Sendable>(
    key: String, _ change: @escaping @Sendable (_ stored: Data?) throws -> (Data, Value)
  ) async throws -> Value {
    let store = store
    let now = clock.now.timeIntervalSince1970
    return try await database.write(store: store, doing: "cannot write") { db in
      let stored = try Data.fetchOne(
        db, sql: "SELECT value FROM mvcs_item WHERE store = ? AND key = ?", arguments: [store, key])
      let (data, value) = try change(stored)
      try db.cachedStatement(sql: Self.upsert).execute(arguments: [store, key, data, now, now])
      return value
    }
  }

  /// The data of the keys that exist, in insertion order.
  public func read(keys: [String]) async throws -> [Data] {
    let store = store
    return try await database.read(store: store, doing: "cannot read") { db in
      var found: [(Int64, Data)] = []
      let statement = try db.cachedStatement(sql: "SELECT id, value FROM mvcs_item WHERE store = ? AND key = ?")
      for key in keys {
        if let row = try Row.fetchOne(statement, arguments: [store, key]) {
          found.append((row["id"], row["value"]))
        }
      }
      return found.sorted { $0.0 < $1.0 }.map(\.1)
    }
  }

  /// Every key with its data, in insertion order.
  public func readAllRecords() async throws -> [StoredRecord] {
    let store = store
    return try await database.read(store: store, doing: "cannot read") { db in
      try Row.fetchAll(db, sql: "SELECT key, value FROM mvcs_item WHERE store = ? ORDER BY id", arguments: [store])
        .map { StoredRecord(key: $0["key"], data: $0["value"]) }
    }
  }

  /// Folds every key with its data, in insertion order, straight from SQLite's cursor: no
  /// row is kept once `update` has taken it.
  public func reduceRecords<Result: Sendable>(
    into initial: Result, _ update: @escaping @Sendable (inout Result, StoredRecord) throws -> Void
  ) async throws -> Result {
    let store = store
    return try await database.read(store: store, doing: "cannot read") { db in
      var result = initial
      let rows = try Row.fetchCursor(
        db, sql: "SELECT key, value FROM mvcs_item WHERE store = ? ORDER BY id", arguments: [store])
      while let row = try rows.next() {
        try update(&result, StoredRecord(key: row[0], data: row[1]))
      }
      return result
    }
  }

  /// Folds every key with its bytes, in insertion order, lending the bytes straight from
  /// SQLite's row: no row is copied into a `Data` of its own, only where `update` puts it.
  public func reduceRecordBytes<Result: Sendable>(
    into initial: Result, _ update: @escaping @Sendable (inout Result, String, UnsafeRawBufferPointer) throws -> Void
  ) async throws -> Result {
    let store = store
    return try await database.read(store: store, doing: "cannot read") { db in
      var result = initial
      let statement = try db.makeStatement(sql: "SELECT key, value FROM mvcs_item WHERE store = ? ORDER BY id")
      let rows = try Row.fetchCursor(statement, arguments: [store])
      let row = statement.sqliteStatement
      while try rows.next() != nil {
        let key = String(sqliteStatement: row, index: 0)
        // Whatever the value's type, its bytes as SQLite gives them (text as UTF-8), valid
        // until the next step.
        let bytes = UnsafeRawBufferPointer(start: sqlite3_column_blob(row, 1), count: Int(sqlite3_column_bytes(row, 1)))
        try update(&result, key, bytes)
      }
      return result
    }
  }

  /// Whether an item is stored under `key`.
  public func keyExists(_ key: String) async throws -> Bool {
    try await scalar("SELECT COUNT(*) FROM mvcs_item WHERE store = ? AND key = ?", key) as Int? ?? 0 > 0
  }

  /// How many items the store holds.
  public func keyCount() async throws -> Int {
    try await scalar("SELECT COUNT(*) FROM mvcs_item WHERE store = ?") ?? 0
  }

  /// Every key, in insertion order.
  public func allKeys() async throws -> [String] {
    let store = store
    return try await database.read(store: store, doing: "cannot read") { db in
      try String.fetchAll(db, sql: "SELECT key FROM mvcs_item WHERE store = ? ORDER BY id", arguments: [store])
    }
  }

  /// When `key` was first written, if it exists.
  public func createdAt(key: String) async throws -> Date? {
    let seconds: Double? = try await scalar("SELECT createdAt FROM mvcs_item WHERE store = ? AND key = ?", key)
    return seconds.map(Date.init(timeIntervalSince1970:))
  }

  /// When `key` was last written, if it exists.
  public func updatedAt(key: String) async throws -> Date? {
    let seconds: Double? = try await scalar("SELECT updatedAt FROM mvcs_item WHERE store = ? AND key = ?", key)
    return seconds.map(Date.init(timeIntervalSince1970:))
  }

  /// The schema version last recorded for the store; 0 at first.
  public func schemaVersion() async throws -> Int {
    let store = store
    return try await database.read(store: store, doing: "cannot read the schema version") { db in
      try Int.fetchOne(db, sql: "SELECT schemaVersion FROM mvcs_store WHERE name = ?", arguments: [store]) ?? 0
    }
  }

  /// One value of the first row: the statement's first argument is the store, then `key`.
  private func scalar<T: DatabaseValueConvertible & Sendable>(_ sql: String, _ key: String? = nil) async throws -> T? {
    let store = store
    let arguments: StatementArguments = key.map { [store, $0] } ?? [store]
    return try await database.read(store: store, doing: "cannot read") { db in
      try T.fetchOne(db, sql: sql, arguments: arguments)
    }
  }
}
