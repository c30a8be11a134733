import Foundation
import GRDB
import MVCS
import Testing

/// A load decodes rows a batch at a time, joined into one JSON array, and gets what decoding
/// each row alone gets: the same items in the same order, and for a damaged row the same
/// report, naming that row, whatever rows stand beside it.
@MainActor
@Suite struct BatchedLoadTests {
  let database = SQLiteDatabase.inMemory()

  /// Writes rows as given, straight through the engine, as a damaged or older file holds them.
  private func seed(_ rows: [(key: String, row: String)]) async throws {
    let engine = SQLiteStorageEngine(database: database, store: "garments", clock: VirtualClock())
    try await engine.apply([
      .write(rows.map { StoredRecord(key: $0.key, data: Data($0.row.utf8)) }), .setSchemaVersion(1),
    ])
  }

  private func row(_ garment: Garment) -> String {
    #"{"merchantID":"\#(garment.merchantID)","value":"\#(garment.value)"}"#
  }

  @Test func rowsThatWouldJoinIntoValidJSONAreEachReportedAlone() async throws {
    // Joined with a comma, the two halves make one valid array of two garments: as many
    // values as rows, so only looking at each row's extent tells them apart.
    try await seed([
      ("1", row(.coat)),
      ("2", #"{"merchantID":"2","value":"Sweater"},{"merchantID":"3""#),
      ("3", #""value":"Purse"}"#),
      ("4", row(.belt)),
    ])
    let store = await garments(in: database)
    #expect(store.items == [.coat, .belt])
    #expect(
      store.problems.map(\.description) == [
        "garments: item '2' does not decode as Garment: data corrupted at '': The given data was not valid JSON.; its row is kept as it was",
        "garments: item '3' does not decode as Garment: data corrupted at '': The given data was not valid JSON.; its row is kept as it was",
      ])
    #expect(store.unreadableKeys.keys.sorted() == ["2", "3"])
  }

  @Test func aBatchWithADamagedRowIsDecodedRowByRowAndTheOthersLoadInOrder() async throws {
    // More rows than one batch holds, with a row of the wrong shape and one that is not JSON
    // in the middle of the second.
    let garments = (1...1_200).map { Garment(merchantID: "g\($0)", value: "Garment \($0)") }
    var rows = garments.map { (key: $0.merchantID, row: row($0)) }
    rows[700] = (key: "g701", row: #"{"merchantID":"g701","value":7}"#)
    rows[701] = (key: "g702", row: #"{"merchantID":"g702","value":"unclosed}"#)
    try await seed(rows)
    let store = await MVCSTests.garments(in: database)
    var expected = garments
    expected.removeSubrange(700...701)
    #expect(store.items == expected)
    #expect(store.item(forKey: "g1200") == garments[1_199])
    #expect(
      store.problems.map(\.description) == [
        "garments: item 'g701' does not decode as Garment: expected String at 'value'; its row is kept as it was",
        "garments: item 'g702' does not decode as Garment: data corrupted at '': The given data was not valid JSON.; its row is kept as it was",
      ])
  }

  @Test func rowsThatAreNotOneObjectAreDecodedAloneInTheirPlace() async throws {
    // Whitespace around a row is fine; a row that is an array, a string or empty cannot be a
    // Garment and is reported; the rows around them keep their order.
    try await seed([
      ("1", " \n" + row(.coat) + "\t "),
      ("x", #"["not an object"]"#),
      ("2", row(.sweater)),
      ("y", #""text""#),
      ("z", ""),
      ("3", row(.purse)),
    ])
    let store = await garments(in: database)
    #expect(store.items == [.coat, .sweater, .purse])
    #expect(store.unreadableKeys.keys.sorted() == ["x", "y", "z"])
    #expect(store.problems.map(\.description).allSatisfy { $0.contains("does not decode as Garment") })
  }

  @Test func aValueStoredAsTextLoadsAndOneOfAnotherTypeIsReported() async throws {
    // Written by hand, as `sqlite3` or a script would: text, an empty blob, a number.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("store.sqlite").path
    try SQLiteDatabase(path: path).close()
    let queue = try DatabaseQueue(path: path)
    let values: [(String, any DatabaseValueConvertible & Sendable)] = [
      ("1", row(.coat)), ("2", Data()), ("3", 42), ("4", row(.belt)),
    ]
    try await queue.write { db in
      for (key, value) in values {
        try db.execute(
          sql: "INSERT INTO mvcs_item (store, key, value, createdAt, updatedAt) VALUES ('garments', ?, ?, 0, 0)",
          arguments: [key, value])
      }
      try db.execute(sql: "INSERT INTO mvcs_store (name, schemaVersion) VALUES ('garments', 1)")
    }
    try queue.close()
    let store = await garments(in: try SQLiteDatabase(path: path))
    #expect(store.items == [.coat, .belt])
    #expect(store.unreadableKeys.keys.sorted() == ["2", "3"])
  }

  @Test func aLoadReadsAStoresRowsInInsertionOrderWithoutSortingThem() async throws {
    try await seed([("b", row(.sweater)), ("a", row(.coat))])
    #expect(await garments(in: database).items == [.sweater, .coat])
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("store.sqlite").path
    // A file made before the index: opening it adds the index.
    let old = try DatabaseQueue(path: path)
    try await old.write { db in
      try db.execute(
        sql: """
          CREATE TABLE mvcs_item (id INTEGER PRIMARY KEY, store TEXT NOT NULL, key TEXT NOT NULL, value BLOB NOT NULL,
            createdAt DOUBLE NOT NULL, updatedAt DOUBLE NOT NULL, UNIQUE (store, key));
          """)
    }
    try old.close()
    try SQLiteDatabase(path: path).close()
    let plan = try await DatabaseQueue(path: path).read { db in
      try Row.fetchAll(
        db, sql: "EXPLAIN QUERY PLAN SELECT key, value FROM mvcs_item WHERE store = 'garments' ORDER BY id"
      ).map { $0["detail"] as String }
    }
    #expect(plan.joined(separator: "; ").contains("USING INDEX mvcs_item_order"))
    #expect(!plan.joined(separator: "; ").contains("TEMP B-TREE"))
  }
}

/// Which rows may join a batch: exactly one JSON object or array, by its extent.
@Suite struct StoreRowBatchTests {
  private func isOneValue(_ text: String) -> Bool {
    Data(text.utf8).withUnsafeBytes { StoreRowBatch.isOneValue($0) }
  }

  @Test func oneObjectOrArrayWithWhitespaceAroundIt() {
    #expect(isOneValue(#"{"a":1}"#))
    #expect(isOneValue(" \r\n\t{\"a\":[1,{\"b\":2}]} \n"))
    #expect(isOneValue(#"[1,2]"#))
    #expect(isOneValue(#"{}"#))
  }

  @Test func bracketsAndQuotesInsideStringsDoNotCount() {
    #expect(isOneValue(#"{"a":"}{]["}"#))
    #expect(isOneValue(#"{"a":"say \"}\""}"#))
    #expect(isOneValue(#"{"a":"\\"}"#))
    #expect(!isOneValue(#"{"a":"\\\"}"#))
  }

  @Test func anythingElseIsLeftToBeDecodedAlone() {
    #expect(!isOneValue(#"{"a":1},{"a":2"#))
    #expect(!isOneValue(#""a":2}"#))
    #expect(!isOneValue(#"{"a":1}}"#))
    #expect(!isOneValue(#"{"a":1} x"#))
    #expect(!isOneValue(#"{"a":1"#))
    #expect(!isOneValue(#"{"a":"open}"#))
    #expect(!isOneValue(#""text""#))
    #expect(!isOneValue("12"))
    #expect(!isOneValue(""))
    #expect(!isOneValue("  "))
  }

  @Test func aBatchIsItsRowsAsOneArrayAndGivesEachRowBack() throws {
    // A row joins when it opens an object or an array; that it is exactly one value is
    // checked as the batch is decoded.
    var batch = StoreRowBatch()
    let joined = [("1", #" {"a":1} "#), ("2", #""text""#), ("3", #"{"a":1},{"a":2"#), ("4", #"[2]"#)].map {
      batch.append(StoredRecord(key: $0.0, data: Data($0.1.utf8)))
    }
    #expect(joined == [true, false, true, true])
    #expect(batch.count == 3)
    #expect(String(decoding: batch.array(), as: UTF8.self) == #"[ {"a":1} ,{"a":1},{"a":2,[2]]"#)
    #expect(batch.record(at: 0) == StoredRecord(key: "1", data: Data(#" {"a":1} "#.utf8)))
    #expect(batch.record(at: 2) == StoredRecord(key: "4", data: Data(#"[2]"#.utf8)))
    #expect(!batch.holdsOneValueARow)
    batch.removeAll()
    #expect(batch.isEmpty)
    let appended = batch.append(StoredRecord(key: "5", data: Data(#"{}"#.utf8)))
    #expect(appended)
    #expect(batch.holdsOneValueARow)
    #expect(String(decoding: batch.array(), as: UTF8.self) == #"[{}]"#)
  }

  @Test func theDecoderFindsEachValueInItsOwnRowOrCallsTheBatchMalformed() {
    struct A: Decodable, Equatable { var a: Int }
    func outcome(_ rows: [String]) -> String {
      var batch = StoreRowBatch()
      for (index, row) in rows.enumerated() { _ = batch.append(StoredRecord(key: "\(index)", data: Data(row.utf8))) }
      switch StoreRowDecoder.decode(A.self, from: batch) {
      case .items(let items): return "\(items.map(\.a))"
      case .malformed: return "malformed"
      case .declined: return "declined"
      }
    }
    #expect(outcome([#"{"a":1}"#, #" {"a":2} "#]) == "[1, 2]")
    // Three rows that together are valid JSON of three values, the second made of two rows.
    #expect(outcome([#"[1],[2"#, #"[3]]"#, #"[4]"#]) == "malformed")
    // A row of two values: one value too many.
    #expect(outcome([#"{"a":1},{"a":2}"#, #"{"a":3}"#]) == "malformed")
    #expect(outcome([#"{"a":"1"}"#, #"{"a":2}"#]) == "declined")
  }
}
