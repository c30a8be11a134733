import Foundation

/// A storage engine that keeps its items in memory, for tests and previews.
///
/// ```swift
/// let store = Store<Note>(name: "notes", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
/// ```
///
/// Nothing outlives the engine; it behaves as the others do in every other respect.
public actor InMemoryStorageEngine: StorageEngine {
  private struct Entry {
    var data: Data
    var createdAt: Date
    var updatedAt: Date
    var order: Int
  }

  private var entries: [String: Entry] = [:]
  private var nextOrder = 0
  private var version = 0
  private let clock: any AppClock

  /// An empty engine; dates come from `clock`.
  public init(clock: any AppClock = SystemClock()) {
    self.clock = clock
  }

  /// Applies `changes` in order, all or nothing.
  public func apply(_ changes: [StorageChange]) async throws {
    let now = clock.now
    // Changes are applied to a copy so a failure part-way would leave nothing behind.
    var next = entries
    for change in changes {
      switch change {
      case .write(let records):
        for record in records {
          if var entry = next[record.key] {
            entry.data = record.data
            entry.updatedAt = now
            next[record.key] = entry
          } else {
            next[record.key] = Entry(data: record.data, createdAt: now, updatedAt: now, order: nextOrder)
            nextOrder += 1
          }
        }
      case .add(let records):
        for record in records {
          guard next[record.key] == nil else { throw StorageError.keyExists(record.key, location: ":memory:") }
          next[record.key] = Entry(data: record.data, createdAt: now, updatedAt: now, order: nextOrder)
          nextOrder += 1
        }
      case .remove(let keys):
        for key in keys { next[key] = nil }
      case .removeAll:
        next = [:]
      case .setSchemaVersion(let newVersion):
        version = newVersion
      }
    }
    entries = next
  }

  /// Reads `key` and writes what `change` makes of it with no suspension between: no other
  /// call on this engine runs in between.
  public func update<Value: Sendable>(
    key: String, _ change: @escaping @Sendable (_ stored: Data?) throws -> (Data, Value)
  ) async throws -> Value {
    let (data, value) = try change(entries[key]?.data)
    let now = clock.now
    if var entry = entries[key] {
      entry.data = data
      entry.updatedAt = now
      entries[key] = entry
    } else {
      entries[key] = Entry(data: data, createdAt: now, updatedAt: now, order: nextOrder)
      nextOrder += 1
    }
    return value
  }

  private var ordered: [(key: String, value: Entry)] {
    entries.sorted { $0.value.order < $1.value.order }
  }

  /// The data of the keys that exist, in insertion order.
  public func read(keys: [String]) async throws -> [Data] {
    let wanted = Set(keys)
    return ordered.filter { wanted.contains($0.key) }.map(\.value.data)
  }

  /// Every key with its data, in insertion order.
  public func readAllRecords() async throws -> [StoredRecord] {
    ordered.map { StoredRecord(key: $0.key, data: $0.value.data) }
  }

  /// Every key, in insertion order.
  public func allKeys() async throws -> [String] { ordered.map(\.key) }
  /// How many items are stored.
  public func keyCount() async throws -> Int { entries.count }
  /// Whether an item is stored under `key`.
  public func keyExists(_ key: String) async throws -> Bool { entries[key] != nil }
  /// When `key` was first written, if it exists.
  public func createdAt(key: String) async throws -> Date? { entries[key]?.createdAt }
  /// When `key` was last written, if it exists.
  public func updatedAt(key: String) async throws -> Date? { entries[key]?.updatedAt }
  /// The schema version last recorded; 0 at first.
  public func schemaVersion() async throws -> Int { version }
}
