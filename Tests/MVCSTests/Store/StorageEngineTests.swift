import Foundation
import MVCS
import Testing

/// Bodega's operations, the same on every engine.
@Suite struct StorageEngineTests {
  static let engines: [@Sendable (any AppClock) -> any StorageEngine] = [
    { SQLiteStorageEngine(database: .inMemory(), store: "s", clock: $0) },
    { InMemoryStorageEngine(clock: $0) },
    { try! FileStorageEngine(directory: temporaryFolder(), clock: $0) },
  ]

  @Test(arguments: 0..<3) func operations(_ kind: Int) async throws {
    let clock = VirtualClock(start: Date(timeIntervalSince1970: 1_000))
    let engine = Self.engines[kind](clock)
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
