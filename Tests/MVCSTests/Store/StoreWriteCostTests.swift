import Foundation
import MVCS
import Testing

/// What a write costs does not grow with the store: one item written is one row for the
/// engine and one insertion for the items, however many the store holds; a load reads each
/// row once and writes nothing back unless a row needs it.
@MainActor
@Suite struct StoreWriteCostTests {
  /// An in-memory engine that records every list of changes it is asked to apply, and
  /// every read of all its rows.
  actor RecordingEngine: StorageEngine {
    private let inner = InMemoryStorageEngine(clock: VirtualClock())
    private(set) var applied: [[StorageChange]] = []
    private(set) var fullReads = 0

    func forget() { applied = [] }

    func apply(_ changes: [StorageChange]) async throws {
      applied.append(changes)
      try await inner.apply(changes)
    }

    func read(keys: [String]) async throws -> [Data] { try await inner.read(keys: keys) }
    func readAllRecords() async throws -> [StoredRecord] {
      fullReads += 1
      return try await inner.readAllRecords()
    }
    func allKeys() async throws -> [String] { try await inner.allKeys() }
    func createdAt(key: String) async throws -> Date? { try await inner.createdAt(key: key) }
    func updatedAt(key: String) async throws -> Date? { try await inner.updatedAt(key: key) }
    func schemaVersion() async throws -> Int { try await inner.schemaVersion() }
  }

  /// `count` garments, `g1` to `gN`.
  private func many(_ count: Int) -> [Garment] {
    (1...count).map { Garment(merchantID: "g\($0)", value: "Garment \($0)") }
  }

  /// The records written by each list of changes, and the keys removed.
  private func written(_ changes: [[StorageChange]]) -> [[String]] {
    changes.map { list in
      list.flatMap { change -> [String] in
        switch change {
        case .write(let records): records.map { "write \($0.key)" }
        case .add(let records): records.map { "add \($0.key)" }
        case .remove(let keys): keys.map { "remove \($0)" }
        case .removeAll: ["remove all"]
        case .setSchemaVersion(let version): ["schema \(version)"]
        }
      }
    }
  }

  /// The events a store sends from now on, as their summaries.
  private func eventSummaries(of store: Store<Garment>) -> AsyncStream<String> {
    let events = store.events
    return AsyncStream { continuation in
      let task = Task {
        for await event in events { continuation.yield(event.summary) }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  @Test func addingOneItemToALongStoreWritesOneRowAndReportsOneInsertion() async throws {
    let engine = RecordingEngine()
    let store = Store<Garment>(name: "garments", engine: engine, cacheIdentifier: \.merchantID)
    await store.itemsHaveLoaded()
    try await store.insert(many(5_000))
    await engine.forget()
    var events = eventSummaries(of: store).makeAsyncIterator()
    #expect(await events.next() == "insert 5000 items")  // the latest, as a subscriber starts

    let new = Garment(merchantID: "new", value: "Scarf")
    try await store.insert(new)
    #expect(written(await engine.applied) == [["write new"]])
    #expect(await events.next() == "insert 1 item")
    #expect(store.items.count == 5_001)
    #expect(store.items.last == new)
    #expect(store.item(forKey: "new") == new)

    // Replacing one is one row too, and keeps its place.
    let renamed = Garment(merchantID: "g2500", value: "Renamed")
    try await store.insert(renamed)
    #expect(written(await engine.applied) == [["write new"], ["write g2500"]])
    #expect(store.items[2_499] == renamed)
    #expect(store.item(forKey: "g2500") == renamed)
  }

  @Test func removingItemsKeepsTheOthersInOrderAndFindableByKey() async throws {
    let store = Store<Garment>(name: "garments", engine: InMemoryStorageEngine(), cacheIdentifier: \.merchantID)
    await store.itemsHaveLoaded()
    let garments = many(10)
    try await store.insert(garments)
    try await store.remove([garments[7], garments[2], garments[3]])
    let kept = garments.enumerated().filter { ![2, 3, 7].contains($0.offset) }.map(\.element)
    #expect(store.items == kept)
    for garment in kept { #expect(store.item(forKey: garment.merchantID) == garment) }
    #expect(store.item(forKey: "g3") == nil)
    // Removing what is not there removes nothing; appending after removals finds its place.
    try await store.remove(Garment(merchantID: "absent", value: ""))
    try await store.insert(Garment(merchantID: "g3", value: "Back"))
    #expect(store.items.map(\.merchantID) == kept.map(\.merchantID) + ["g3"])
    #expect(store.item(forKey: "g3")?.value == "Back")
  }

  @Test func removeAllInAChainRemovesWhatTheChainWroteBeforeIt() async throws {
    let engine = RecordingEngine()
    let store = Store<Garment>(name: "garments", engine: engine, cacheIdentifier: \.merchantID)
    await store.itemsHaveLoaded()
    try await store.insert([.coat, .sweater])
    try await store.insert(.purse).removeAll().insert(.belt).run()
    #expect(store.items == [.belt])
    #expect(try await engine.allKeys() == ["4"])
    #expect(store.item(forKey: "1") == nil)
    #expect(store.item(forKey: "4") == .belt)
  }

  @Test func aLoadReadsEveryRowOnceAndWritesNothingWhenNothingNeedsIt() async throws {
    let engine = RecordingEngine()
    do {
      let store = Store<Garment>(name: "garments", engine: engine, cacheIdentifier: \.merchantID)
      await store.itemsHaveLoaded()
      try await store.insert(many(100))
    }
    await engine.forget()
    let reopened = Store<Garment>(name: "garments", engine: engine, cacheIdentifier: \.merchantID)
    await reopened.itemsHaveLoaded()
    #expect(reopened.items == many(100))
    #expect(reopened.item(forKey: "g42") == many(100)[41])
    #expect(reopened.problems.isEmpty)
    #expect(await engine.applied.isEmpty)
    // The first load (the empty store) and this one.
    #expect(await engine.fullReads == 2)
  }

  @Test func aSubscriberAfterALoadStartsWithTheItemsAsTheyAre() async throws {
    let engine = InMemoryStorageEngine()
    try await engine.write([StoredRecord(key: "1", data: Data(#"{"merchantID":"1","value":"Coat"}"#.utf8))])
    let store = Store<Garment>(name: "garments", engine: engine, cacheIdentifier: \.merchantID)
    await store.itemsHaveLoaded()
    var events = store.events.makeAsyncIterator()
    guard case .loaded(let items)? = await events.next() else {
      Issue.record("the first event is not .loaded")
      return
    }
    #expect(items == [.coat])
  }
}
