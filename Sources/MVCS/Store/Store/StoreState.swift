import Foundation

/// What a store has committed to its engine: the items in order, indexed by key, and the
/// keys of rows it could not read.
///
/// Applying a chain of steps to a copy gives the new state, the engine changes that make it
/// durable, and the events to report; the writer commits the copy only once the engine has.
struct StoreState<Item: Codable & Sendable>: Sendable {
  var items: [Item] = []
  var index: [String: Int] = [:]
  var unreadable: [String: String] = [:]

  struct Outcome {
    var changes: [StorageChange] = []
    var events: [StoreEvent<Item>] = []
  }

  mutating func apply(
    _ steps: [StoreStep<Item>], identify: (Item) -> String, encoder: JSONEncoder, store: String, location: String
  ) throws -> Outcome {
    var outcome = Outcome()
    for step in steps {
      switch step {
      case .insert(let batch):
        let unique = Self.lastWins(batch, identify: identify)
        if let key = unique.map(identify).first(where: { unreadable[$0] != nil }) {
          throw StorageError(
            .wouldOverwriteUnreadable, "refusing to replace item '\(key)', which does not decode",
            location: location, store: store,
            hint: "migrate the row (StoreSchema), or discard it explicitly with discardUnreadable(keys:)")
        }
        var records: [StoredRecord] = []
        for item in unique {
          let key = identify(item)
          records.append(StoredRecord(key: key, data: try encoder.encode(item)))
          if let position = index[key] {
            items[position] = item
          } else {
            index[key] = items.count
            items.append(item)
          }
        }
        outcome.changes.append(.write(records))
        outcome.events.append(.insert(unique))
      case .remove(let batch):
        let unique = Self.lastWins(batch, identify: identify)
        let keys = Set(unique.map(identify)).filter { index[$0] != nil }
        items.removeAll { keys.contains(identify($0)) }
        reindex(identify: identify)
        outcome.changes.append(.remove(unique.map(identify).filter { keys.contains($0) }))
        outcome.events.append(.remove(unique))
      case .removeAll:
        // Only what this store loaded or wrote: rows it cannot read stay, and stay reported.
        outcome.changes.append(.remove(items.map(identify)))
        outcome.events.append(.remove(items))
        items = []
        index = [:]
      }
    }
    return outcome
  }

  mutating func reindex(identify: (Item) -> String) {
    index = [:]
    for (position, item) in items.enumerated() { index[identify(item)] = position }
  }

  /// One item per key, at the place of its first occurrence, with its last value.
  static func lastWins(_ batch: [Item], identify: (Item) -> String) -> [Item] {
    var order: [String] = []
    var latest: [String: Item] = [:]
    for item in batch {
      let key = identify(item)
      if latest.updateValue(item, forKey: key) == nil { order.append(key) }
    }
    return order.compactMap { latest[$0] }
  }
}
