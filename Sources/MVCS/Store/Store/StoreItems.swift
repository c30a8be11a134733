/// The items a store shows, in insertion order, indexed by key: what the main actor holds.
///
/// They change by replaying, step by step, what the store's writer had the engine commit, so
/// this copy is the only one and is changed in place: inserting one item into 100,000 costs
/// one item, replacing one a lookup, and removing one a lookup and the shift of the items
/// after it. Each change is also logged, item by item, for the lists that follow the store
/// (``StoreChangeLog``).
///
/// The index maps each key to its item's sequence, which never changes, rather than to its
/// place, which every removal before it would change: an item's place is found by binary
/// search among the sequences, which are in ascending order. So removing one of 100,000
/// rewrites no entry of the index (rewriting them took 30 ms).
///
/// ```swift
/// var contents = StoreItems<Note>()
/// let events = contents.replay([.insert([note])], identify: { $0.id })  // [.insert([note])]
/// contents.item(forKey: note.id)                                        // note, in O(log n)
/// ```
struct StoreItems<Item: Sendable> {
  private(set) var items: [Item] = []
  /// Each key's sequence: its item's place in ``sequences``, found by binary search.
  private var index: [String: Int] = [:]
  /// Each item's sequence (see ``StoreChange``), by place: ascending, as the items are in
  /// the order their keys were first inserted.
  private(set) var sequences: [Int] = []
  /// The sequence the next new key gets.
  private var nextSequence = 0
  /// What changed, for the lists that follow the store.
  private(set) var changeLog = StoreChangeLog<Item>()

  init() {}

  /// Replaces the items with those the writer loaded, with their index by place: a reset
  /// for the lists that follow them.
  mutating func load(_ items: [Item], index: [String: Int]) {
    self.items = items
    // Loaded items are numbered by place, so their places are their sequences.
    self.index = index
    sequences = Array(0..<items.count)
    nextSequence = items.count
    changeLog.append(.reset)
  }

  /// The item whose key is `key`, if any.
  func item(forKey key: String) -> Item? {
    position(forKey: key).map { items[$0] }
  }

  /// The place of the item whose key is `key`, if any: its sequence, found among the
  /// sequences by binary search.
  func position(forKey key: String) -> Int? {
    guard let sequence = index[key] else { return nil }
    var low = 0
    var high = sequences.count
    while low < high {
      let middle = low + (high - low) / 2
      if sequences[middle] < sequence { low = middle + 1 } else { high = middle }
    }
    return low < sequences.count && sequences[low] == sequence ? low : nil
  }

  /// Applies the committed `steps` and returns the events they make.
  ///
  /// An id that exists is replaced where it is; a new one is appended.
  mutating func replay(_ steps: [StoreStep<Item>], identify: (Item) -> String) -> [StoreEvent<Item>] {
    var events: [StoreEvent<Item>] = []
    for step in steps {
      switch step {
      case .insert(let batch), .add(let batch):
        let logsEach = batch.count <= StoreChangeLog<Item>.capacity
        for item in batch {
          let key = identify(item)
          if let position = position(forKey: key) {
            if logsEach { changeLog.append(.replaced(old: items[position], new: item, sequence: sequences[position])) }
            items[position] = item
          } else {
            index[key] = nextSequence
            items.append(item)
            sequences.append(nextSequence)
            if logsEach { changeLog.append(.inserted(item, sequence: nextSequence)) }
            nextSequence += 1
          }
        }
        if !logsEach { changeLog.append(.reset) }
        events.append(.insert(batch))
      case .remove(let batch):
        let positions = Array(Set(batch.compactMap { position(forKey: identify($0)) })).sorted()
        if positions.count <= StoreChangeLog<Item>.capacity {
          for position in positions { changeLog.append(.removed(items[position], sequence: sequences[position])) }
        } else {
          changeLog.append(.reset)
        }
        remove(at: positions, identify: identify)
        events.append(.remove(batch))
      case .removeAll:
        events.append(.remove(items))
        items = []
        index = [:]
        sequences = []
        changeLog.append(.reset)
      }
    }
    return events
  }

  /// Removes the items at `positions` (ascending, distinct).
  ///
  /// One shifts the items after it; many are taken in one pass over those after the first.
  /// The index loses their keys and keeps every other entry, since sequences do not move.
  private mutating func remove(at positions: [Int], identify: (Item) -> String) {
    guard let first = positions.first else { return }
    for position in positions { index[identify(items[position])] = nil }
    guard positions.count > 1 else {
      items.remove(at: first)
      sequences.remove(at: first)
      return
    }
    var doomed = positions[...]
    var kept = first
    for position in first..<items.count {
      if doomed.first == position {
        doomed.removeFirst()
        continue
      }
      // The slots from `kept` up to here hold removed items: move this one down over them.
      if kept != position {
        items.swapAt(kept, position)
        sequences.swapAt(kept, position)
      }
      kept += 1
    }
    items.removeLast(items.count - kept)
    sequences.removeLast(sequences.count - kept)
  }
}
