import Foundation
import MVCS

// Benchmark (not a test), run by Scripts/bench-store: inserts N items with the Store in one
// batch into a fresh SQLite file, then opens the store again and loads them, printing both
// times in seconds. Usage: StoreBench FILE N

struct Item: Codable, Sendable {
  var id: String
  var title: String
  var done: Bool
}

guard CommandLine.arguments.count == 3, let count = Int(CommandLine.arguments[2]), count >= 0 else {
  FileHandle.standardError.write(Data("usage: StoreBench FILE N\n".utf8))
  exit(2)
}
let file = CommandLine.arguments[1]

@MainActor func measure() async throws {
  let items = (0..<count).map { Item(id: "item-\($0)", title: "Title number \($0)", done: $0 % 2 == 0) }
  let clock = ContinuousClock()
  let environment = AppEnvironment(clock: SystemClock(), storage: Storage(.file(file)))
  let store = Store<Item>(name: "items", environment: environment, cacheIdentifier: \.id)
  await store.itemsHaveLoaded()
  let insert = try await clock.measure { try await store.insert(items) }

  let reopened = AppEnvironment(clock: SystemClock(), storage: Storage(.file(file)))
  let load = await clock.measure {
    let again = Store<Item>(name: "items", environment: reopened, cacheIdentifier: \.id)
    await again.itemsHaveLoaded()
    precondition(again.items.count == count)
  }
  func seconds(_ duration: Duration) -> String {
    String(format: "%.4f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
  }
  print("insert \(seconds(insert))")
  print("load \(seconds(load))")
}

try await measure()
