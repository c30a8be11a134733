import Foundation
import MVCS
import Testing

/// Boutique's behaviours, as its own tests check them, on the SQLite engine.
@MainActor
@Suite struct StoreTests {
  let database = SQLiteDatabase.inMemory()

  @Test func insertingOneItemAtATimeAppends() async throws {
    let store = await garments(in: database)
    try await store.insert(.coat)
    try await store.insert(.belt)
    #expect(store.items == [.coat, .belt])
  }

  @Test func insertingABatchDropsDuplicatesLastWins() async throws {
    let store = await garments(in: database)
    let newSweater = Garment(merchantID: "2", value: "New sweater")
    try await store.insert([.coat, .sweater, .purse, newSweater])
    #expect(store.items == [.coat, newSweater, .purse])
  }

  @Test func insertingAnExistingIDReplacesItInPlace() async throws {
    let store = await garments(in: database)
    try await store.insert([.coat, .sweater, .purse])
    let red = Garment(merchantID: "2", value: "Red sweater")
    try await store.insert(red)
    #expect(store.items == [.coat, red, .purse])
    let reopened = await garments(in: database)
    #expect(reopened.items == [.coat, red, .purse])
  }

  @Test func persistedItemsLoadInInsertionOrder() async throws {
    let store = await garments(in: database)
    try await store.insert([.purse, .coat])
    try await store.insert(.belt)
    try await store.insert(.sweater)
    let reopened = await garments(in: database)
    #expect(reopened.items == [.purse, .coat, .belt, .sweater])
  }

  @Test func removingItems() async throws {
    let store = await garments(in: database)
    try await store.insert([.coat, .sweater, .purse, .belt])
    try await store.remove(.coat)
    #expect(store.items == [.sweater, .purse, .belt])
    try await store.remove([.purse, .belt])
    #expect(store.items == [.sweater])
    #expect(await garments(in: database).items == [.sweater])
  }

  @Test func removeAllEmptiesTheStoreAndTheFile() async throws {
    let store = await garments(in: database)
    try await store.insert([.coat, .sweater])
    try await store.removeAll()
    #expect(store.items.isEmpty)
    #expect(await garments(in: database).items.isEmpty)
  }

  @Test func chainedOperationsRunOnceInOrder() async throws {
    let store = await garments(in: database)
    try await store.insert([.coat, .sweater])
    try await store.removeAll().insert(.belt).insert(.purse).run()
    #expect(store.items == [.belt, .purse])
    try await store.remove(.belt).remove(.purse).insert(.coat).run()
    #expect(store.items == [.coat])
    #expect(await garments(in: database).items == [.coat])
  }

  @Test func aChainDoesNothingUntilRun() async throws {
    let store = await garments(in: database)
    try await store.insert(.coat)
    let operation = store.removeAll().insert(.belt)
    #expect(store.items == [.coat])
    try await operation.run()
    #expect(store.items == [.belt])
  }

  @Test func enqueueFromSynchronousCodeIsVisibleAfterSettle() async throws {
    let store = await garments(in: database)
    store.insert(.coat).enqueue()
    store.insert(.belt).enqueue()
    store.remove(.coat).enqueue()
    store.settle()
    #expect(store.items == [.belt])
    #expect(await garments(in: database).items == [.belt])
  }

  @Test func mutationsQueuedBeforeTheLoadApplyAfterIt() async throws {
    let first = await garments(in: database)
    try await first.insert([.coat, .sweater])
    let store = Store<Garment>(
      name: "garments",
      engine: SQLiteStorageEngine(database: database, store: "garments", clock: VirtualClock()),
      cacheIdentifier: \.merchantID)
    // Not awaited: Boutique's "items empty at start-up" would make this removeAll a no-op.
    try await store.removeAll().insert(.belt).run()
    #expect(store.items == [.belt])
    #expect(await garments(in: database).items == [.belt])
  }

  @Test func eventsStartWithTheLatestAndFollowEveryMutation() async throws {
    let store = await garments(in: database)
    try await store.insert(.coat)
    var events = store.events.makeAsyncIterator()
    #expect(describe(await events.next()) == "insert 1")
    try await store.insert([.sweater, .purse])
    #expect(describe(await events.next()) == "insert 2,3")
    try await store.remove(.sweater)
    #expect(describe(await events.next()) == "remove 2")
    try await store.removeAll()
    #expect(describe(await events.next()) == "remove 1,3")
  }

  @Test func aNewStoreReportsLoadedWithTheItems() async throws {
    try await garments(in: database).insert([.coat, .belt])
    let store = await garments(in: database)
    var events = store.events.makeAsyncIterator()
    #expect(describe(await events.next()) == "loaded 1,4")
  }

  @Test func aStoreReportsInitializedBeforeLoading() async throws {
    let store = Store<Garment>(name: "g", engine: InMemoryStorageEngine(), cacheIdentifier: \.merchantID)
    var events = store.events.makeAsyncIterator()
    #expect(describe(await events.next()) == "initialized")
    await store.itemsHaveLoaded()
    #expect(describe(await events.next()) == "loaded ")
  }

  @Test func storesOfDifferentNamesInOneFileAreSeparate() async throws {
    let store = await garments(in: database)
    try await store.insert(.coat)
    let other = Store<Garment>(
      name: "other", engine: SQLiteStorageEngine(database: database, store: "other", clock: VirtualClock()),
      cacheIdentifier: \.merchantID)
    await other.itemsHaveLoaded()
    #expect(other.items.isEmpty)
    #expect(try database.storeCounts().map(\.name) == ["garments", "other"])
  }

  private func describe(_ event: StoreEvent<Garment>?) -> String {
    switch event {
    case .initialized: "initialized"
    case .loaded(let items): "loaded " + items.map(\.merchantID).joined(separator: ",")
    case .insert(let items): "insert " + items.map(\.merchantID).joined(separator: ",")
    case .remove(let items): "remove " + items.map(\.merchantID).joined(separator: ",")
    case nil: "end"
    }
  }
}
