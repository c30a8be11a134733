/// One change to a store's items as the main actor applied it, which a list following the
/// store replays to change one row instead of comparing every item (see
/// ``ListViewController/follow(_:where:sortedBy:title:name:update:row:)``).
///
/// Each item carries its sequence: a number the store gave it when its key was first
/// inserted, which only grows and never changes while the key stays, so the store's order is
/// the order of the sequences, and a list can find an item's place among those it shows by
/// binary search, whatever was inserted or removed since.
///
/// ```swift
/// let changes: [StoreChange<Note>] = [
///   .inserted(note, sequence: 7),                   // a new key, after every other
///   .replaced(old: note, new: edited, sequence: 7), // the same key, in the same place
///   .removed(edited, sequence: 7),
///   .reset,                                         // a load or removeAll: read the items again
/// ]
/// ```
package enum StoreChange<Item: Sendable>: Sendable {
  case inserted(Item, sequence: Int)
  case replaced(old: Item, new: Item, sequence: Int)
  case removed(Item, sequence: Int)
  case reset
}

/// The last changes a store applied, numbered, for the lists that follow it.
///
/// Bounded: it keeps at most ``capacity`` changes, and a batch larger than that is one
/// ``StoreChange/reset``. A list that fell further behind, or meets a reset, reads the
/// items again, which costs what the change did.
///
/// ```swift
/// var log = StoreChangeLog<Note>()
/// log.append(.inserted(note, sequence: 0))
/// log.changes(since: 0)  // [.inserted(note, sequence: 0)]
/// log.changes(since: 1)  // []
/// ```
struct StoreChangeLog<Item: Sendable> {
  /// How many changes are kept.
  static var capacity: Int { 1024 }

  private var changes: [StoreChange<Item>] = []
  /// The number of the first change kept.
  private var start = 0

  /// The number the next change will have: how many changes were ever appended.
  var version: Int { start + changes.count }

  /// Appends `change`, forgetting the oldest half when the log is full.
  mutating func append(_ change: StoreChange<Item>) {
    if changes.count == Self.capacity {
      changes.removeFirst(Self.capacity / 2)
      start += Self.capacity / 2
    }
    changes.append(change)
  }

  /// The changes since `version`, oldest first; nil when some of them are no longer kept.
  func changes(since version: Int) -> ArraySlice<StoreChange<Item>>? {
    guard version >= start, version <= self.version else { return nil }
    return changes[(version - start)...]
  }
}
