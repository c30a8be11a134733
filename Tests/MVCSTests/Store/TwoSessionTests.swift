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

  // MARK: Numbered keys (#28)

  @Test func aNumberedKeyIsReadOnlyAsWrittenAndNeverOverflows() throws {
    let keys = NumberedKeys("G")
    #expect(keys.number(of: "G-12") == 12)
    #expect(keys.number(of: "G-9223372036854775807") == Int.max)
    for other in [
      "G-", "G12", "G-012", "G-+5", "G--5", "G-1e3", "G-٣", "G-１", "G-5\u{301}", "G-9223372036854775808", "H-1",
    ] {
      #expect(keys.number(of: other) == nil, "\(other)")
    }
    #expect(try keys.key(above: ["G-3", "G-99999999999999999999", "H-7", "G-1"]) == "G-4")
    let error = #expect(throws: NumberedKeys.Exhausted.self) {
      try keys.key(above: ["G-1", "G-9223372036854775807"])
    }
    #expect(error?.key == "G-9223372036854775807")
  }

  @Test func addNewNumberedChoosesAboveTheOtherSessionsKeysAndNeverReplacesOne() async throws {
    let (first, second, folder) = try await twoSessions()
    defer { try? FileManager.default.removeItem(at: folder) }
    let keys = NumberedKeys("G")
    // Both know no garments; the second learns of the first's in the transaction that adds.
    #expect(first.addNew(numbered: keys) { Garment(merchantID: $0, value: "Coat") }?.merchantID == "G-1")
    #expect(second.addNew(numbered: keys) { Garment(merchantID: $0, value: "Sweater") }?.merchantID == "G-2")
    #expect(first.addNew(numbered: keys) { Garment(merchantID: $0, value: "Purse") }?.merchantID == "G-3")
    // The highest went: the next key is found again from what is left.
    try await first.remove(Garment(merchantID: "G-3", value: "Purse"))
    #expect(first.addNew(numbered: keys) { Garment(merchantID: $0, value: "Belt") }?.merchantID == "G-3")
    #expect(first.problems.isEmpty && second.problems.isEmpty)
    let reopened = await garments(in: try SQLiteDatabase(path: folder.appendingPathComponent("shared.sqlite").path))
    #expect(reopened.items.map(\.value) == ["Coat", "Sweater", "Belt"])
  }

  @Test func noKeyLeftAboveAStoredOneIsAFailedWriteThatSaysWhyAndWritesNothing() async throws {
    let (first, second, folder) = try await twoSessions()
    defer { try? FileManager.default.removeItem(at: folder) }
    let keys = NumberedKeys("G")
    try await first.add(Garment(merchantID: "G-1", value: "Coat"))
    // The first session knows only G-1; the other took G-2 and the last number meanwhile.
    try await second.add([
      Garment(merchantID: "G-2", value: "Next"), Garment(merchantID: "G-9223372036854775807", value: "Last"),
    ])
    #expect(first.addNew(numbered: keys) { Garment(merchantID: $0, value: "Sweater") } == nil)
    #expect(first.problems.map(\.kind) == [.writeFailed])
    #expect(
      first.problems.first?.message.contains(
        "cannot choose a key for a new item: 'G-9223372036854775807' has the largest number a key can have") == true,
      "\(first.problems)")
    // And a session that knows it is refused before it writes anything.
    let reopened = await garments(in: try SQLiteDatabase(path: folder.appendingPathComponent("shared.sqlite").path))
    #expect(reopened.addNew(numbered: keys) { Garment(merchantID: $0, value: "Belt") } == nil)
    #expect(reopened.items.map(\.value) == ["Coat", "Next", "Last"])
  }
}
