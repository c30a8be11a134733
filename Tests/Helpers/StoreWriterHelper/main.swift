import Foundation
import MVCS

// Writes batches to a store and prints "ack N" after each write the store acknowledged, so
// a test can kill it with SIGKILL mid-way and check every acknowledged item survived.
// Usage: StoreWriterHelper FILE BATCH_SIZE BATCHES

struct Row: Codable, Sendable {
  var id: String
  var batch: Int
  var payload: String
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let batchSize = Int(arguments[2]), let batches = Int(arguments[3]) else {
  FileHandle.standardError.write(Data("usage: StoreWriterHelper FILE BATCH_SIZE BATCHES\n".utf8))
  exit(2)
}
let path = arguments[1]

@MainActor func write() async {
  let environment = AppEnvironment(clock: SystemClock(), storage: Storage(.file(path)))
  let store = Store<Row>(name: "rows", environment: environment, cacheIdentifier: \.id)
  await store.itemsHaveLoaded()
  let payload = String(repeating: "x", count: 1_000)
  for batch in 0..<batches {
    let rows = (0..<batchSize).map { Row(id: "\(batch)-\($0)", batch: batch, payload: payload) }
    do {
      try await store.insert(rows)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
    // Unbuffered: the line is out before the next batch starts.
    FileHandle.standardOutput.write(Data("ack \((batch + 1) * batchSize)\n".utf8))
  }
}

await write()
