import Foundation
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
    #expect(throws: StorageError.self) {
      try database.read(doing: "cannot read") { db in try db.execute(sql: "DELETE FROM mvcs_item") }
    }
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
}
