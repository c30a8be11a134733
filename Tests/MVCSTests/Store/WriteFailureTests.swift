import Foundation
import MVCS
import Testing

/// A write that fails is reported by whoever caused it.
///
/// The awaiting caller gets the error; for a write queued from synchronous code the storage
/// hands the failure to the next settle, so the shell command that queued it can report it.
/// Either way the items stay as the disk has them.
@MainActor
@Suite struct WriteFailureTests {
  /// A storage in a file whose database refuses, with a trigger, any row keyed `boom`.
  private func storageRefusingBoom() throws -> (Storage, String) {
    let file = try temporaryFolder().appendingPathComponent("refusing.sqlite").path
    let storage = Storage(.file(file))
    _ = try storage.open()
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    sqlite.arguments = [
      file,
      "CREATE TRIGGER refuse BEFORE INSERT ON mvcs_item WHEN NEW.key = 'boom' BEGIN SELECT RAISE(ABORT, 'disk full'); END;",
    ]
    try sqlite.run()
    sqlite.waitUntilExit()
    try #require(sqlite.terminationStatus == 0)
    return (storage, file)
  }

  private static let boom = Garment(merchantID: "boom", value: "Bomb")

  @Test func aFailedEnqueuedWriteIsHandedToTheNextSettleOnceAndChangesNothing() async throws {
    let (storage, file) = try storageRefusingBoom()
    let environment = AppEnvironment(clock: VirtualClock(), storage: storage)
    let store = Store<Garment>(name: "garments", environment: environment, cacheIdentifier: \.merchantID)
    store.insert(.coat).enqueue()
    store.insert([.sweater, Self.boom]).enqueue()  // one transaction: the sweater goes too
    store.insert(.belt).enqueue()
    let failures = storage.settle()
    #expect(failures.count == 1)
    #expect(failures.first?.kind == .writeFailed)
    #expect(failures.first?.store == "garments")
    #expect(failures.first?.message.contains("disk full") == true)
    #expect(store.items == [.coat, .belt])
    #expect(store.problems == failures)
    #expect(storage.settle().isEmpty)
    // The disk agrees with the items.
    let reopened = Store<Garment>(
      name: "garments",
      engine: SQLiteStorageEngine(database: try SQLiteDatabase(path: file), store: "garments", clock: VirtualClock()),
      cacheIdentifier: \.merchantID)
    await reopened.itemsHaveLoaded()
    #expect(reopened.items == [.coat, .belt])
  }

  @Test func aFailureAppliedByTheStoresOwnSettleStillReachesTheStoragesSettle() async throws {
    let (storage, _) = try storageRefusingBoom()
    let environment = AppEnvironment(clock: VirtualClock(), storage: storage)
    let store = Store<Garment>(name: "garments", environment: environment, cacheIdentifier: \.merchantID)
    // As an app's model controller does inside an action: queue, then settle its own store.
    store.insert(Self.boom).enqueue()
    store.settle()
    #expect(store.items.isEmpty)
    #expect(await storage.finishWrites().map(\.kind) == [.writeFailed])
  }

  @Test func anAwaitedWriteThrowsItsFailureAndTheStorageDoesNotReportItAgain() async throws {
    let (storage, _) = try storageRefusingBoom()
    let environment = AppEnvironment(clock: VirtualClock(), storage: storage)
    let store = Store<Garment>(name: "garments", environment: environment, cacheIdentifier: \.merchantID)
    try await store.insert(.coat)
    await #expect(throws: StorageError.self) { try await store.insert(Self.boom) }
    #expect(store.items == [.coat])
    #expect(store.problems.isEmpty)
    #expect(storage.settle().isEmpty)
  }
}
