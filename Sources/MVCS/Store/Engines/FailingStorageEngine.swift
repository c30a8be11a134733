import Foundation

/// The engine of a store whose storage could not be opened: every operation throws why.
///
/// ```swift
/// let engine = FailingStorageEngine(error: openingError)
/// try await engine.keyCount()  // throws openingError
/// ```
struct FailingStorageEngine: StorageEngine {
  let error: StorageError

  func apply(_ changes: [StorageChange]) async throws { throw error }
  func read(keys: [String]) async throws -> [Data] { throw error }
  func readAllRecords() async throws -> [StoredRecord] { throw error }
  func allKeys() async throws -> [String] { throw error }
  func createdAt(key: String) async throws -> Date? { throw error }
  func updatedAt(key: String) async throws -> Date? { throw error }
  func schemaVersion() async throws -> Int { throw error }
}
