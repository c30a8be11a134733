import Foundation
import MVCS
import Testing

/// Two writers that each read a value and write what they make of it lose neither's update:
/// the read is the engine's, in the transaction that writes, never a copy that another
/// writer may have made stale.
@MainActor
@Suite struct ReadModifyWriteTests {
  /// Two sessions on one file append in turn, and the file keeps every append.
  ///
  /// Each has loaded the list, so each one's `value` is stale as soon as the other writes:
  /// with a read of `value` then a `set`, every append would erase the other session's.
  @Test func twoSessionsOnOneFileAppendInTurnAndKeepEveryAppend() async throws {
    let file = try temporaryFolder().appendingPathComponent("seen.sqlite").path
    let first = try SQLiteDatabase(path: file)
    let second = try SQLiteDatabase(path: file)
    defer {
      try? first.close()
      try? second.close()
    }
    let engine = { (database: SQLiteDatabase) in
      SQLiteStorageEngine(database: database, store: "seen", clock: VirtualClock())
    }
    let mine = StoredValue<[String]>(key: "seen", default: [], engine: engine(first))
    let theirs = StoredValue<[String]>(key: "seen", default: [], engine: engine(second))
    await mine.valueHasLoaded()
    await theirs.valueHasLoaded()
    for round in 0..<5 {
      try await mine.append("mine-\(round)")
      try await theirs.append("theirs-\(round)")
    }
    let expected = (0..<5).flatMap { ["mine-\($0)", "theirs-\($0)"] }
    #expect(theirs.value == expected)
    // `mine` shows its own writes only, until it loads again; the file has every one.
    #expect(mine.value.last == "mine-4")
    let reopened = StoredValue<[String]>(key: "seen", default: [], engine: engine(first))
    await reopened.valueHasLoaded()
    #expect(reopened.value == expected)
  }

  /// `togglePresence`, `update(key:value:)` and `toggle` read the engine's value too.
  @Test func everyReadModifyWriteOfAStoredValueReadsWhatTheOtherSessionWrote() async throws {
    let database = SQLiteDatabase.inMemory()
    let engine = { SQLiteStorageEngine(database: database, store: $0, clock: VirtualClock()) }
    let favorites = (
      StoredValue<[String]>(key: "favorites", default: [], engine: engine("favorites")),
      StoredValue<[String]>(key: "favorites", default: [], engine: engine("favorites"))
    )
    let scores = (
      StoredValue<[String: Int]>(key: "scores", default: [:], engine: engine("scores")),
      StoredValue<[String: Int]>(key: "scores", default: [:], engine: engine("scores"))
    )
    let funky = (
      StoredValue<Bool>(key: "funky", default: false, engine: engine("funky")),
      StoredValue<Bool>(key: "funky", default: false, engine: engine("funky"))
    )
    for value in [favorites.0, favorites.1] { await value.valueHasLoaded() }
    for value in [scores.0, scores.1] { await value.valueHasLoaded() }
    for value in [funky.0, funky.1] { await value.valueHasLoaded() }

    try await favorites.0.togglePresence("milk")
    try await favorites.1.togglePresence("eggs")
    #expect(favorites.1.value == ["milk", "eggs"])
    try await favorites.0.togglePresence("eggs")
    #expect(favorites.0.value == ["milk"])

    try await scores.0.update(key: "ada", value: 3)
    try await scores.1.update(key: "grace", value: 5)
    #expect(scores.1.value == ["ada": 3, "grace": 5])

    try await funky.0.toggle()
    try await funky.1.toggle()
    #expect(funky.1.value == false)
  }

  /// In one session, an append started while another's write waits for the engine is
  /// applied after it, to its result: the order of the calls, with no update lost.
  @Test func anAppendQueuedBehindAWaitingWriteAppliesToItsResult() async throws {
    let engine = WriteDoorTests.GatedEngine()
    let seen = StoredValue<[String]>(key: "seen", default: [], engine: engine)
    await seen.valueHasLoaded()
    await engine.close()
    let first = Task { try await seen.append("first") }
    var turns = 0
    while await engine.writesWaiting == 0, turns < 100_000 {
      await Task.yield()
      turns += 1
    }
    #expect(await engine.writesWaiting == 1)
    // The first append waits in the engine; `value` is still the default.
    #expect(seen.value == [])
    let second = Task { try await seen.append("second") }
    await engine.open()
    try await first.value
    try await second.value
    #expect(seen.value == ["first", "second"])
    #expect(try await engine.read(key: "value").map { String(decoding: $0, as: UTF8.self) }?.contains("second") == true)
  }

  /// A store's own `update(key:_:)`: the item as stored, nil when none is, and a change that
  /// throws writes nothing.
  @Test func aStoreUpdateReadsTheStoredItemAndAThrowingChangeWritesNothing() async throws {
    struct Counter: Codable, Sendable, Equatable {
      var id: String
      var count: Int
    }
    struct Refused: Error {}
    let database = SQLiteDatabase.inMemory()
    let engine = SQLiteStorageEngine(database: database, store: "counters", clock: VirtualClock())
    let counters = Store<Counter>(name: "counters", engine: engine, cacheIdentifier: \.id)
    let other = Store<Counter>(name: "counters", engine: engine, cacheIdentifier: \.id)
    await counters.itemsHaveLoaded()
    await other.itemsHaveLoaded()
    let bump = { @Sendable (stored: Counter?) in Counter(id: "visits", count: (stored?.count ?? 0) + 1) }
    #expect(try await counters.update(key: "visits", bump) == Counter(id: "visits", count: 1))
    #expect(try await other.update(key: "visits", bump) == Counter(id: "visits", count: 2))
    #expect(other.items == [Counter(id: "visits", count: 2)])
    await #expect(throws: StorageError.self) {
      try await counters.update(key: "visits") { _ in throw Refused() }
    }
    let renamed = await #expect(throws: StorageError.self) {
      try await counters.update(key: "visits") { _ in Counter(id: "other", count: 0) }
    }
    #expect(renamed?.description.contains("'other'") == true)
    #expect(try await engine.allKeys() == ["visits"])
    #expect(counters.items == [Counter(id: "visits", count: 1)])
  }
}
