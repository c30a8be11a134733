import Foundation
import MVCS
import Testing

/// What Boutique gets wrong: a row that no longer decodes is reported and never lost.
@MainActor
@Suite struct UnreadableItemTests {
  let database = SQLiteDatabase.inMemory()

  /// Writes rows as an older app version would have, straight through the engine.
  private func seed(_ rows: [(String, String)]) async throws {
    let engine = SQLiteStorageEngine(database: database, store: "garments", clock: VirtualClock())
    try await engine.apply([.write(rows.map { StoredRecord(key: $0.0, data: Data($0.1.utf8)) }), .setSchemaVersion(1)])
  }

  @Test func anUndecodableRowIsReportedWithStoreKeyAndReason() async throws {
    try await seed([("1", #"{"merchantID":"1","value":"Coat"}"#), ("2", #"{"merchantID":"2","price":3}"#)])
    let store = await garments(in: database)
    #expect(store.items == [.coat])
    #expect(
      store.problems.map(\.description) == [
        "garments: item '2' does not decode as Garment: missing key 'value'; its row is kept as it was"
      ])
  }

  @Test func writingOtherItemsAndRemoveAllLeaveTheRowAsItWas() async throws {
    let old = #"{"merchantID":"2","price":3}"#
    try await seed([("2", old)])
    let store = await garments(in: database)
    try await store.insert([.coat, .belt])
    try await store.removeAll()
    #expect(try database.records(of: "garments") == [StoredRecord(key: "2", data: Data(old.utf8))])
  }

  @Test func replacingAnUnreadableRowIsRefused() async throws {
    try await seed([("2", #"{"merchantID":"2","price":3}"#)])
    let store = await garments(in: database)
    await #expect(throws: StorageError.self) { try await store.insert(.sweater) }
    #expect(store.items.isEmpty)
    try await store.discardUnreadable(keys: ["2"])
    try await store.insert(.sweater)
    #expect(store.items == [.sweater])
    #expect(store.problems.isEmpty)
  }

  @Test func aMigrationRewritesOldRowsOnceInOneGo() async throws {
    try await seed([("1", #"{"merchantID":"1","title":"Coat"}"#)])
    let renameTitle = StoreSchema(version: 2) { data, fromVersion in
      guard fromVersion == 1 else { return data }
      var object = try JSONSerialization.jsonObject(with: data) as! [String: String]
      object["value"] = object.removeValue(forKey: "title")
      return try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
    }
    let store = await garments(in: database, schema: renameTitle)
    #expect(store.items == [.coat])
    #expect(store.problems.isEmpty)
    // Version 2 is recorded: opening again does not migrate again.
    let again = await garments(in: database, schema: renameTitle)
    #expect(again.items == [.coat])
  }

  @Test func aRowTheMigrationCannotHandleIsKeptAndReported() async throws {
    let odd = #"["not an object"]"#
    try await seed([("1", odd)])
    let strict = StoreSchema(version: 2) { data, _ in
      guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else {
        throw CocoaError(.coderInvalidValue)
      }
      return data
    }
    let store = await garments(in: database, schema: strict)
    #expect(store.items.isEmpty)
    #expect(store.unreadableKeys.keys.sorted() == ["1"])
    #expect(try database.records(of: "garments") == [StoredRecord(key: "1", data: Data(odd.utf8))])
  }
}

@MainActor
@Suite struct StoredValueTests {
  @Test func setToggleResetPersist() async throws {
    let database = SQLiteDatabase.inMemory()
    let engine = SQLiteStorageEngine(database: database, store: "funky", clock: VirtualClock())
    let funky = StoredValue(key: "funky", default: false, engine: engine)
    await funky.valueHasLoaded()
    #expect(funky.value == false)
    try await funky.toggle()
    #expect(funky.value == true)
    let reopened = StoredValue(key: "funky", default: false, engine: engine)
    await reopened.valueHasLoaded()
    #expect(reopened.value == true)
    try await reopened.reset()
    #expect(reopened.value == false)
  }

  @Test func appendAndStreamOfValues() async throws {
    let seen = StoredValue<[String]>(key: "seen", default: [], engine: InMemoryStorageEngine())
    await seen.valueHasLoaded()
    var values = seen.values.makeAsyncIterator()
    #expect(await values.next() == [])
    try await seen.append("a")
    #expect(await values.next() == ["a"])
    try await seen.append("b")
    #expect(await values.next() == ["a", "b"])
    try await seen.set(["z"])
    #expect(await values.next() == ["z"])
  }
}
