import Foundation
import GRDBSQLite
import Testing

@testable import MVCS

/// A read of the store's database is only a read, with its statements prepared once: a write
/// tried inside one is refused and changes nothing, the database writes again after it, and
/// each read sees the writes before it, in memory and in a file.
@Suite struct ReadTransactionTests {
  private func item(_ key: String, in database: SQLiteDatabase) throws {
    try database.write(doing: "cannot add") { db in
      try db.execute(
        sql: "INSERT INTO mvcs_item (store, key, value, createdAt, updatedAt) VALUES ('s', ?, x'7B7D', 0, 0)",
        arguments: [key])
    }
  }

  private func keys(in database: SQLiteDatabase) throws -> [String] {
    try database.records(of: "s").map(\.key)
  }

  private func story(_ database: SQLiteDatabase) throws {
    try item("a", in: database)
    #expect(try keys(in: database) == ["a"])
    let refused = #expect(throws: StorageError.self) {
      try database.read(doing: "cannot read") { db in try db.execute(sql: "DELETE FROM mvcs_item") }
    }
    #expect(refused?.message == "cannot read: a read changed 1 row(s); rolled back")
    #expect(try keys(in: database) == ["a"])
    // The refused write left no transaction open and the connection writable.
    try item("b", in: database)
    #expect(try keys(in: database) == ["a", "b"])
    #expect(try database.storeCounts().map(\.count) == [2])
  }

  @Test func inMemory() throws {
    try story(SQLiteDatabase.inMemory())
  }

  @Test func inAFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try story(SQLiteDatabase(path: folder.appendingPathComponent("read.sqlite").path))
  }

  /// Reads leave the connection's prepared statements prepared: GRDB's read guard,
  /// `PRAGMA query_only`, made SQLite parse each of them again after every read (#35).
  @Test func readsKeepTheStatementsPrepared() throws {
    let database = try SQLiteDatabase.inMemory()
    for key in ["a", "b", "c"] {
      try item(key, in: database)
      #expect(try keys(in: database).last == key)
    }
    let cached = [
      "BEGIN IMMEDIATE TRANSACTION", "COMMIT TRANSACTION",
      "SELECT key, value FROM mvcs_item WHERE store = ? ORDER BY id",
    ]
    let reprepared = try database.read(doing: "cannot count") { db in
      try cached.map { sql in
        sqlite3_stmt_status(try db.cachedStatement(sql: sql).sqliteStatement, SQLITE_STMTSTATUS_REPREPARE, 0)
      }
    }
    #expect(reprepared == [0, 0, 0])
  }
}
