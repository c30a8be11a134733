import Foundation
import GRDB
import MVCS

// Benchmark (not a test), run by Scripts/bench-store: inserts N items with the Store in one
// batch into a fresh SQLite file, then, in the same process, times three ways of reading them
// back: GRDB reading the rows' keys and values (the floor: SQLite's work and the bytes
// copied out), the same read with every value decoded by one reused JSONDecoder (dates as
// ISO 8601 text, as the Store writes them), and a new Store loading them. Prints each in
// seconds of CPU time (user + system, every thread of the process): the phases run one after
// another, and other programs sharing the machine barely move it. Usage: StoreBench FILE N

/// A row as a to-do item is: a few strings, a flag and a date.
struct Item: Codable, Sendable {
  var id: String
  var title: String
  var done: Bool
  var created: Date
}

guard CommandLine.arguments.count == 3, let count = Int(CommandLine.arguments[2]), count >= 0 else {
  FileHandle.standardError.write(Data("usage: StoreBench FILE N\n".utf8))
  exit(2)
}
let file = CommandLine.arguments[1]

/// The CPU time this process has used so far, in seconds.
func cpuTime() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
  return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The CPU time `body` takes.
func cpuSeconds(_ body: () throws -> Void) rethrows -> String {
  let start = cpuTime()
  try body()
  return String(format: "%.4f", cpuTime() - start)
}

/// The CPU time `body` takes.
@MainActor func cpuSeconds(_ body: @MainActor () async throws -> Void) async rethrows -> String {
  let start = cpuTime()
  try await body()
  return String(format: "%.4f", cpuTime() - start)
}

/// The decoder a program that reads the rows itself would use: one, with the Store's dates.
func peerDecoder() -> JSONDecoder {
  let decoder = JSONDecoder()
  decoder.dateDecodingStrategy = .custom { decoder in
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = ISO8601Text.date(from: text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date")
    }
    return date
  }
  return decoder
}

/// The rows' keys and values as GRDB reads them, with nothing else done.
func readRows(_ queue: DatabaseQueue) throws -> [(String, Data)] {
  try queue.read { db in
    var rows: [(String, Data)] = []
    let cursor = try Row.fetchCursor(db, sql: "SELECT key, value FROM mvcs_item WHERE store = 'items' ORDER BY id")
    while let row = try cursor.next() { rows.append((row[0], row[1])) }
    return rows
  }
}

@MainActor func measure() async throws {
  let created = Date(timeIntervalSince1970: 1_767_258_000)
  let items = (0..<count).map {
    Item(id: "item-\($0)", title: "Title number \($0)", done: $0 % 2 == 0, created: created)
  }
  let environment = AppEnvironment(clock: SystemClock(), storage: Storage(.file(file)))
  let store = Store<Item>(name: "items", environment: environment, cacheIdentifier: \.id)
  await store.itemsHaveLoaded()
  let insert = try await cpuSeconds { try await store.insert(items) }
  try environment.storage.close()

  let queue = try DatabaseQueue(path: file)
  var rows: [(String, Data)] = []
  let read = try cpuSeconds { rows = try readRows(queue) }
  precondition(rows.count == count)
  rows = []
  var decoded: [Item] = []
  let readDecode = try cpuSeconds {
    let decoder = peerDecoder()
    decoded = try readRows(queue).map { try decoder.decode(Item.self, from: $0.1) }
  }
  precondition(decoded.count == count)
  decoded = []
  try queue.close()

  let reopened = AppEnvironment(clock: SystemClock(), storage: Storage(.file(file)))
  let load = await cpuSeconds {
    let again = Store<Item>(name: "items", environment: reopened, cacheIdentifier: \.id)
    await again.itemsHaveLoaded()
    precondition(again.items.count == count && again.problems.isEmpty)
  }
  print("insert \(insert)")
  print("read \(read)")
  print("read+decode \(readDecode)")
  print("load \(load)")
}

try await measure()
