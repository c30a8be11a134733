import Foundation
import MVCS
import Testing

/// Something with dates, as a to-do item has.
private struct Errand: Codable, Sendable, Equatable {
  var id: String
  var created: Date
  var due: Date?
}

/// Dates in rows are ISO 8601 text, so `store show` and `sqlite3` read them.
@MainActor
@Suite struct StoreDateFormatTests {
  let nineAM = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01T09:00:00Z

  private func errands(in database: SQLiteDatabase) async -> Store<Errand> {
    let store = Store<Errand>(
      name: "errands", engine: SQLiteStorageEngine(database: database, store: "errands", clock: VirtualClock()),
      location: database.path, cacheIdentifier: \.id)
    await store.itemsHaveLoaded()
    return store
  }

  private func rows(in database: SQLiteDatabase) throws -> [String] {
    try database.records(of: "errands").map { String(decoding: $0.data, as: UTF8.self) }
  }

  @Test func datesAreWrittenAsISO8601TextAtUTC() async throws {
    let database = SQLiteDatabase.inMemory()
    let store = await errands(in: database)
    try await store.insert(Errand(id: "1", created: nineAM, due: nineAM.addingTimeInterval(86_400.25)))
    #expect(
      try rows(in: database) == [
        #"{"created":"2026-01-01T09:00:00Z","due":"2026-01-02T09:00:00.25Z","id":"1"}"#
      ])
    let reopened = await errands(in: database)
    #expect(reopened.items == store.items)
  }

  @Test func aStoreWrittenTheOldWayLoadsAndIsRewrittenWithTextDates() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("old.sqlite").path
    // What earlier versions wrote: Foundation's default, seconds since 2001, under version 1.
    do {
      let database = try SQLiteDatabase(path: path)
      let old = JSONEncoder()
      old.outputFormatting = .sortedKeys
      let rows = [Errand(id: "1", created: nineAM, due: nil), Errand(id: "2", created: nineAM, due: nineAM)]
      let engine = SQLiteStorageEngine(database: database, store: "errands", clock: VirtualClock())
      try await engine.apply([
        .write(try rows.map { StoredRecord(key: $0.id, data: try old.encode($0)) }), .setSchemaVersion(1),
      ])
      #expect(try self.rows(in: database).first == #"{"created":788950800,"id":"1"}"#)
      try database.close()
    }
    let database = try SQLiteDatabase(path: path)
    let store = await errands(in: database)
    #expect(store.problems.isEmpty)
    #expect(store.items.map(\.created) == [nineAM, nineAM])
    #expect(store.items.map(\.due) == [nil, nineAM])
    #expect(
      try rows(in: database) == [
        #"{"created":"2026-01-01T09:00:00Z","id":"1"}"#,
        #"{"created":"2026-01-01T09:00:00Z","due":"2026-01-01T09:00:00Z","id":"2"}"#,
      ])
  }

  @Test func oneRowWrittenTheOldWayAmongManyIsRewrittenAndTheOthersAreLeftAsTheyWere() async throws {
    // The batch holding the old row fails to decode and is decoded row by row.
    let database = SQLiteDatabase.inMemory()
    let engine = SQLiteStorageEngine(database: database, store: "errands", clock: VirtualClock())
    let present = (1...100).map { #"{"created":"2026-01-01T09:00:00Z","id":"\#($0)"}"# }
    var rows = present
    rows[50] = #"{"created":788950800,"id":"51"}"#
    try await engine.apply([
      .write(rows.enumerated().map { StoredRecord(key: "\($0.offset + 1)", data: Data($0.element.utf8)) }),
      .setSchemaVersion(1),
    ])
    let store = await errands(in: database)
    #expect(store.problems.isEmpty)
    #expect(store.items.map(\.id) == (1...100).map { "\($0)" })
    #expect(store.items.allSatisfy { $0.created == nineAM })
    #expect(try self.rows(in: database) == present)
  }

  @Test func aDateThatIsNeitherTextNorANumberIsReportedAndKept() async throws {
    let database = SQLiteDatabase.inMemory()
    let engine = SQLiteStorageEngine(database: database, store: "errands", clock: VirtualClock())
    let bad = #"{"created":"yesterday","id":"1"}"#
    try await engine.apply([.write([StoredRecord(key: "1", data: Data(bad.utf8))]), .setSchemaVersion(1)])
    let store = await errands(in: database)
    #expect(store.items.isEmpty)
    #expect(store.problems.count == 1)
    #expect(try rows(in: database) == [bad])
  }

  @Test func textDatesKeepMicrosecondsAndReadBackAnyOffset() throws {
    #expect(ISO8601Text.string(from: nineAM) == "2026-01-01T09:00:00Z")
    #expect(ISO8601Text.string(from: nineAM.addingTimeInterval(0.000_25)) == "2026-01-01T09:00:00.00025Z")
    #expect(ISO8601Text.string(from: nineAM.addingTimeInterval(-0.5)) == "2026-01-01T08:59:59.5Z")
    let precise = Date(timeIntervalSince1970: 1_767_258_000.123_456)
    let back = try #require(ISO8601Text.date(from: ISO8601Text.string(from: precise)))
    #expect(abs(back.timeIntervalSince(precise)) < 0.000_001)
  }

  @Test func textDatesAreFoundationsISO8601TextAcrossTheCenturies() {
    // Written by hand for 1600 to 9999, Foundation's format style outside: the two agree on
    // leap days, the ends of centuries and years, before 1970, and at both edges.
    var moments: [Double] = [
      -11_676_096_001, -11_676_096_000, -2_208_988_801, -1, 0, 951_782_400, 951_868_799, 4_107_542_399,
      253_402_300_799, 253_402_300_800,
    ]
    // Every 10,000,019 seconds (about 116 days, never a whole day) from 1600 to 9999.
    moments += stride(from: -11_676_096_000.0, to: 253_402_300_800, by: 10_000_019)
    let mismatches = moments.filter {
      let date = Date(timeIntervalSince1970: $0)
      return ISO8601Text.string(from: date) != date.formatted(.iso8601)
    }
    #expect(mismatches.isEmpty)
  }
}
