import Foundation
import MVCS
import Testing

/// Bodega's operations, the same on every engine.
@Suite struct StorageEngineTests {
  /// An engine to test, named as the test's argument prints.
  struct Engine: Sendable, CustomTestStringConvertible {
    var name: String
    var make: @Sendable (any AppClock) throws -> any StorageEngine
    var testDescription: String { name }
  }

  static let engines = [
    Engine(name: "SQLite") { SQLiteStorageEngine(database: .inMemory(), store: "s", clock: $0) },
    Engine(name: "in memory") { InMemoryStorageEngine(clock: $0) },
    Engine(name: "files") { try FileStorageEngine(directory: temporaryFolder(), clock: $0) },
  ]

  @Test(arguments: engines) func operations(on engine: Engine) async throws {
    let clock = VirtualClock(start: Date(timeIntervalSince1970: 1_000))
    let engine = try engine.make(clock)
    try await engine.write(Data("a".utf8), key: "k/1")
    try await engine.write([
      StoredRecord(key: "k2", data: Data("b".utf8)), StoredRecord(key: "k3", data: Data("c".utf8)),
    ])
    #expect(try await engine.read(key: "k/1") == Data("a".utf8))
    #expect(try await engine.read(key: "none") == nil)
    #expect(try await engine.read(keys: ["k3", "k/1"]) == [Data("a".utf8), Data("c".utf8)])
    #expect(try await engine.keyCount() == 3)
    #expect(try await engine.keyExists("k2"))
    #expect(try await engine.allKeys() == ["k/1", "k2", "k3"])

    await clock.set(to: Date(timeIntervalSince1970: 2_000))
    try await engine.write(Data("A".utf8), key: "k/1")
    #expect(try await engine.readAll() == [Data("A".utf8), Data("b".utf8), Data("c".utf8)])
    // The rows lent one at a time are the records, in the same order.
    let lent = try await engine.reduceRecordBytes(into: [StoredRecord]()) {
      $0.append(StoredRecord(key: $1, data: Data($2)))
    }
    #expect(lent.map(\.key) == ["k/1", "k2", "k3"])
    #expect(lent == (try await engine.readAllRecords()))
    #expect(try await engine.createdAt(key: "k/1") == Date(timeIntervalSince1970: 1_000))
    #expect(try await engine.updatedAt(key: "k/1") == Date(timeIntervalSince1970: 2_000))

    try await engine.remove(key: "k2")
    #expect(try await engine.allKeys() == ["k/1", "k3"])
    try await engine.remove(keys: ["k/1"])
    #expect(try await engine.allKeys() == ["k3"])
    try await engine.removeAll()
    #expect(try await engine.keyCount() == 0)
    #expect(try await engine.schemaVersion() == 0)
    try await engine.apply([.setSchemaVersion(3)])
    #expect(try await engine.schemaVersion() == 3)
  }
}
