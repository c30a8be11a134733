import Foundation
import MVCS
import Testing

/// The awaited door does not block the main actor: while the engine works, the main actor
/// runs other work, and the store shows the write only once the engine has it.
@MainActor
@Suite struct WriteDoorTests {
  /// An in-memory engine whose writes, once the gate is closed, wait until it opens.
  actor GatedEngine: StorageEngine {
    private let inner = InMemoryStorageEngine(clock: VirtualClock())
    private var isClosed = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var writesWaiting = 0

    func close() { isClosed = true }

    func open() {
      isClosed = false
      for continuation in waiting { continuation.resume() }
      waiting = []
    }

    func apply(_ changes: [StorageChange]) async throws {
      if isClosed {
        writesWaiting += 1
        await withCheckedContinuation { waiting.append($0) }
      }
      try await inner.apply(changes)
    }

    func read(keys: [String]) async throws -> [Data] { try await inner.read(keys: keys) }
    func readAllRecords() async throws -> [StoredRecord] { try await inner.readAllRecords() }
    func allKeys() async throws -> [String] { try await inner.allKeys() }
    func createdAt(key: String) async throws -> Date? { try await inner.createdAt(key: key) }
    func updatedAt(key: String) async throws -> Date? { try await inner.updatedAt(key: key) }
    func schemaVersion() async throws -> Int { try await inner.schemaVersion() }
  }

  @Test func theMainActorRunsWhileAnAwaitedWriteWaitsForTheEngine() async throws {
    let engine = GatedEngine()
    let store = Store<Garment>(name: "garments", engine: engine, cacheIdentifier: \.merchantID)
    await store.itemsHaveLoaded()
    await engine.close()
    let insert = Task { try await store.insert(.coat) }
    // Only the main actor can open the gate: were it blocked, this would never end.
    var turns = 0
    while await engine.writesWaiting == 0, turns < 100_000 {
      await Task.yield()
      turns += 1
    }
    #expect(await engine.writesWaiting == 1)
    #expect(store.items.isEmpty)
    #expect(store.hasPendingWork)
    await engine.open()
    try await insert.value
    #expect(store.items == [.coat])
    #expect(!store.hasPendingWork)
  }

  @Test func enqueuedWritesReachTheEngineInTheOrderTheyWereQueued() async throws {
    let engine = GatedEngine()
    let store = Store<Garment>(name: "garments", engine: engine, cacheIdentifier: \.merchantID)
    await store.itemsHaveLoaded()
    // All three are queued before the engine takes any: the queue alone sets the order.
    await engine.close()
    store.insert(.coat).enqueue()
    store.remove(.coat).insert(.belt).enqueue()
    store.insert(.purse).enqueue()
    await engine.open()
    await store.finishWrites()
    #expect(store.items == [.belt, .purse])
    #expect(store.problems.isEmpty)
  }
}
