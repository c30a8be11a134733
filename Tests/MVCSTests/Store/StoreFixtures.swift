import Foundation
import MVCS

/// Boutique's test item: something for sale, identified by its merchant id.
struct Garment: Codable, Sendable, Equatable {
  var merchantID: String
  var value: String

  static let coat = Garment(merchantID: "1", value: "Coat")
  static let sweater = Garment(merchantID: "2", value: "Sweater")
  static let purse = Garment(merchantID: "3", value: "Purse")
  static let belt = Garment(merchantID: "4", value: "Belt")
}

/// A fresh folder under the temporary directory, removed by the caller when it likes.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-store-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@MainActor
func garments(in database: SQLiteDatabase, schema: StoreSchema = .initial) async -> Store<Garment> {
  let store = Store<Garment>(
    name: "garments", engine: SQLiteStorageEngine(database: database, store: "garments", clock: VirtualClock()),
    location: database.path, schema: schema, cacheIdentifier: \.merchantID)
  await store.itemsHaveLoaded()
  return store
}
