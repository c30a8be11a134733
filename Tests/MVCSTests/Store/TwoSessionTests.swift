import Foundation
import MVCS
import Testing

/// Two sessions on one store file, as two processes have them (#22).
///
/// Each has its own connection and its own items, over one file: an add never replaces
/// what the other added.
@MainActor
@Suite struct TwoSessionTests {
  /// Two stores of garments on the same file, each through a connection of its own.
  private func twoSessions() async throws -> (Store<Garment>, Store<Garment>, URL) {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent("shared.sqlite").path
    let first = await garments(in: try SQLiteDatabase(path: path))
    let second = await garments(in: try SQLiteDatabase(path: path))
    return (first, second, folder)
  }

  /// `G<n>`, one above the highest `G` key of `keys`.
  nonisolated private static func nextID(among keys: [String]) -> String {
    "G\((keys.compactMap { Int($0.dropFirst()) }.max() ?? 0) + 1)"
  }

  @Test func anAddWhoseKeyIsStoredFailsLoudlyAndWritesNothing() async throws {
    let (first, second, folder) = try await twoSessions()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await first.add(Garment(merchantID: "G1", value: "Coat"))
    let error = await #expect(throws: StorageError.self) {
      try await second.add(Garment(merchantID: "G1", value: "Sweater"))
    }
    #expect(error?.kind == .keyExists)
    #expect(
      error?.description.hasPrefix("\(folder.path)/shared.sqlite: cannot add 'G1': the key is already stored") == true)
    #expect(second.items.isEmpty)
    // An upsert would have replaced the coat; the add left it.
    let reopened = await garments(in: try SQLiteDatabase(path: folder.appendingPathComponent("shared.sqlite").path))
    #expect(reopened.items == [Garment(merchantID: "G1", value: "Coat")])
  }

  @Test func addNewChoosesAboveEveryKeyTheFileHoldsWhenItsKeyIsTaken() async throws {
    let (first, second, folder) = try await twoSessions()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Both sessions know no garments, so both choose G1; the second learns of the first's.
    let made = first.addNew(Garment(merchantID: Self.nextID(among: first.items.map(\.merchantID)), value: "Coat")) {
      Garment(merchantID: Self.nextID(among: $0), value: "Coat")
    }
    let chosen = second.addNew(
      Garment(merchantID: Self.nextID(among: second.items.map(\.merchantID)), value: "Sweater")
    ) { Garment(merchantID: Self.nextID(among: $0), value: "Sweater") }
    #expect(made?.merchantID == "G1")
    #expect(chosen?.merchantID == "G2")
    #expect(second.items == [Garment(merchantID: "G2", value: "Sweater")])
    #expect(second.problems.isEmpty)
    let reopened = await garments(in: try SQLiteDatabase(path: folder.appendingPathComponent("shared.sqlite").path))
    #expect(reopened.items.map(\.value) == ["Coat", "Sweater"])
  }

  @Test func aChosenKeyThatIsTakenStillFailsAndIsReportedAsAWriteThatFailed() async throws {
    let (first, second, folder) = try await twoSessions()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await first.add(Garment(merchantID: "G1", value: "Coat"))
    // A chooser that ignores the keys it is given cannot make the add replace anything.
    let added = second.addNew(Garment(merchantID: "G1", value: "Sweater")) { _ in
      Garment(merchantID: "G1", value: "Sweater")
    }
    #expect(added == nil)
    #expect(second.problems.map(\.kind) == [.writeFailed])
    #expect(second.problems.first?.message.contains("cannot add 'G1'") == true)
  }

  @Test func anAddInOneTransactionWithARepeatedKeyWritesNone() async throws {
    let store = await garments(in: SQLiteDatabase.inMemory())
    await #expect(throws: StorageError.self) {
      try await store.add([Garment(merchantID: "A", value: "1"), Garment(merchantID: "A", value: "2")])
    }
    #expect(store.items.isEmpty)
  }

  @Test func everyEngineRefusesAnAddOfAStoredKey() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engines: [any StorageEngine] = [
      InMemoryStorageEngine(), try FileStorageEngine(directory: folder),
      SQLiteStorageEngine(database: SQLiteDatabase.inMemory(), store: "s", clock: VirtualClock()),
    ]
    for engine in engines {
      try await engine.apply([.add([StoredRecord(key: "k", data: Data("1".utf8))])])
      await #expect(throws: StorageError.self) {
        try await engine.apply([.add([StoredRecord(key: "k", data: Data("2".utf8))])])
      }
      #expect(try await engine.read(key: "k") == Data("1".utf8))
      let chosen = try await engine.add { keys in (StoredRecord(key: "k\(keys.count)", data: Data("3".utf8)), keys) }
      #expect(chosen == ["k"])
      #expect(try await engine.allKeys() == ["k", "k1"])
    }
  }
}
