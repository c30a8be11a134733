import Foundation
import MVCS
import Testing

/// What happens when the disk, the file or another process gets in the way.
@MainActor
@Suite(.serialized) struct StorageFaultTests {
  /// The helper SwiftPM built beside this test binary, in whichever configuration
  /// (`swift test` or `swift test -c release`): the products share one folder.
  static var storeWriterHelper: URL {
    get throws {
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      let helper = executable.deletingLastPathComponent().appendingPathComponent("StoreWriterHelper")
      try #require(
        FileManager.default.isExecutableFile(atPath: helper.path),
        "no StoreWriterHelper beside \(executable.path): build the tests with `swift build --build-tests`")
      return helper
    }
  }

  struct Row: Codable, Sendable {
    var id: String
    var batch: Int
    var payload: String
  }

  @Test func acknowledgedWritesSurviveKillDashNine() async throws {
    let helper = try Self.storeWriterHelper
    let file = try temporaryFolder().appendingPathComponent("crash.sqlite").path
    let process = Process()
    process.executableURL = helper
    process.arguments = [file, "50", "100000"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    // Read acknowledgements until a good number are in, then kill in the middle of a batch.
    var text = ""
    while text.components(separatedBy: "\n").filter({ $0.hasPrefix("ack") }).count < 40 {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let acknowledged =
      text.split(separator: "\n").compactMap { $0.hasPrefix("ack ") ? Int($0.dropFirst(4)) : nil }
      .max() ?? 0
    #expect(acknowledged >= 40 * 50)

    let engine = SQLiteStorageEngine(database: try SQLiteDatabase(path: file), store: "rows", clock: SystemClock())
    let store = Store<Row>(name: "rows", engine: engine, cacheIdentifier: \.id)
    await store.itemsHaveLoaded()
    #expect(store.problems.isEmpty)
    #expect(store.items.count >= acknowledged)
    // Batches are transactions: never part of one.
    #expect(store.items.count % 50 == 0)
    #expect(store.items.allSatisfy { $0.payload.count == 1_000 })
    #expect(Set(store.items.map(\.batch)).count == store.items.count / 50)
  }

  @Test func aFileThatIsNotSQLiteIsNamedAndLeftUntouched() throws {
    let file = try temporaryFolder().appendingPathComponent("notes.sqlite")
    let bytes = Data("these are my notes, not a database\n".utf8)
    try bytes.write(to: file)
    let error = #expect(throws: StorageError.self) { try SQLiteDatabase(path: file.path) }
    #expect(error?.kind == .notADatabase)
    #expect(error?.description.hasPrefix("\(file.path): not an SQLite database") == true)
    #expect(error?.hint != nil)
    #expect(try Data(contentsOf: file) == bytes)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["notes.sqlite"])
  }

  @Test func aStoreOnABadFileReportsTheProblemAndRefusesWrites() async throws {
    let file = try temporaryFolder().appendingPathComponent("bad.sqlite")
    try Data("garbage".utf8).write(to: file)
    let environment = AppEnvironment(clock: VirtualClock(), storage: Storage(.file(file.path)))
    let store = Store<Garment>(name: "garments", environment: environment, cacheIdentifier: \.merchantID)
    await store.itemsHaveLoaded()
    #expect(store.problems.first?.kind == .loadFailed)
    await #expect(throws: StorageError.self) { try await store.insert(.coat) }
    #expect(store.items.isEmpty)
    #expect(try Data(contentsOf: file) == Data("garbage".utf8))
  }

  @Test func aFileLockedByAnotherProcessFailsAfterTheBusyTimeout() async throws {
    let file = try temporaryFolder().appendingPathComponent("locked.sqlite").path
    let database = try SQLiteDatabase(path: file, busyTimeout: 0.3)
    // sqlite3 takes the write lock and holds it while it waits for its input to end.
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    sqlite.arguments = [file]
    let input = Pipe()
    let output = Pipe()
    sqlite.standardInput = input
    sqlite.standardOutput = output
    try sqlite.run()
    input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'locked';\n".utf8))
    _ = output.fileHandleForReading.availableData  // "locked": the lock is held
    defer {
      try? input.fileHandleForWriting.close()
      sqlite.waitUntilExit()
    }
    let engine = SQLiteStorageEngine(database: database, store: "s", clock: VirtualClock())
    let started = Date()
    let error = await #expect(throws: StorageError.self) { try await engine.write(Data("{}".utf8), key: "k") }
    #expect(error?.kind == .locked)
    #expect(error?.description.contains(file) == true)
    #expect(Date().timeIntervalSince(started) >= 0.25)
    // Once sqlite3 lets go, the same connection writes: the failed BEGIN left no transaction.
    try input.fileHandleForWriting.close()
    sqlite.waitUntilExit()
    try await engine.apply([.write([StoredRecord(key: "k", data: Data("{}".utf8))]), .remove(["none"])])
    try await engine.write(Data("[]".utf8), key: "k2")
    #expect(try await engine.allKeys() == ["k", "k2"])
  }

  @Test func aReadOnlyLocationFailsClearly() throws {
    // Root writes through permissions, but not into /proc.
    let folder = try getuid() == 0 ? URL(fileURLWithPath: "/proc") : temporaryFolder()
    if getuid() != 0 { try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path) }
    defer {
      if getuid() != 0 { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
    }
    let file = folder.appendingPathComponent("mvcs-store-test.sqlite").path
    let error = #expect(throws: StorageError.self) { try SQLiteDatabase(path: file) }
    #expect(error?.description.hasPrefix(file) == true)
    #expect(error?.kind == .cannotOpen || error?.kind == .readOnly)
    #expect(error?.hint?.contains("--store") == true)
  }
}
