import Foundation

/// What a store's writer knows of the rows its engine holds: the keys of those it could not
/// read, with the reason.
///
/// The items themselves live on the main actor (``StoreItems``).
///
/// Turning a chain of steps into engine changes costs what the chain holds, not what the
/// store holds: the writer keeps no copy of the items, so a one-item write never copies
/// 100,000 of them.
///
/// ```swift
/// let state = StoreState(unreadable: [:])
/// let outcome = try state.changes(for: [.insert([note])], existingKeys: [], identify: { $0.id },
///                               encoder: StoreCoding.encoder(), store: "notes", location: ":memory:")
/// try await engine.apply(outcome.changes)  // then the main actor replays outcome.steps
/// ```
struct StoreState: Sendable {
  var unreadable: [String: String] = [:]

  /// The engine changes for a chain, and the chain as the main actor replays it.
  struct Outcome<Item: Sendable> {
    var changes: [StorageChange] = []
    /// The steps with each batch's repeated ids folded (``lastWins(_:identify:)``).
    var steps: [StoreStep<Item>] = []
  }

  /// The changes that make `steps` durable; `existingKeys` are the engine's keys, in order,
  /// read only for a chain that removes everything.
  func changes<Item: Codable & Sendable>(
    for steps: [StoreStep<Item>], existingKeys: [String], identify: (Item) -> String, encoder: JSONEncoder,
    store: String, location: String
  ) throws -> Outcome<Item> {
    var outcome = Outcome<Item>()
    // Keys this chain wrote and removed so far, for a `removeAll` after them.
    var written: [String] = []
    var removed: Set<String> = []
    /// The records of `items`, each key noted as written by this chain.
    func records(of items: [Item]) throws -> [StoredRecord] {
      var records: [StoredRecord] = []
      records.reserveCapacity(items.count)
      for item in items {
        let key = identify(item)
        records.append(StoredRecord(key: key, data: try encoder.encode(item)))
        written.append(key)
        removed.remove(key)
      }
      return records
    }
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
        outcome.changes.append(.write(try records(of: unique)))
        outcome.steps.append(.insert(unique))
      case .add(let batch):
        // Not folded: a key given twice is a conflict the engine reports, as a stored one is.
        outcome.changes.append(.add(try records(of: batch)))
        outcome.steps.append(.add(batch))
      case .remove(let batch):
        let unique = Self.lastWins(batch, identify: identify)
        // A row that does not decode is never removed by an item that happens to share its
        // key; a key with no row removes nothing, in any engine.
        let keys = unique.map(identify).filter { unreadable[$0] == nil }
        removed.formUnion(keys)
        outcome.changes.append(.remove(keys))
        outcome.steps.append(.remove(unique))
      case .removeAll:
        // Only what this store can read: rows it cannot read stay, and stay reported.
        var seen: Set<String> = []
        let keys = (existingKeys + written).filter {
          unreadable[$0] == nil && !removed.contains($0) && seen.insert($0).inserted
        }
        removed.formUnion(keys)
        written = []
        outcome.changes.append(.remove(keys))
        outcome.steps.append(.removeAll)
      }
    }
    return outcome
  }

  /// One item per key, at the place of its first occurrence, with its last value.
  static func lastWins<Item>(_ batch: [Item], identify: (Item) -> String) -> [Item] {
    // The common case, one item, needs no bookkeeping.
    guard batch.count > 1 else { return batch }
    var order: [String] = []
    var latest: [String: Item] = [:]
    for item in batch {
      let key = identify(item)
      if latest.updateValue(item, forKey: key) == nil { order.append(key) }
    }
    return order.compactMap { latest[$0] }
  }
}
