/// What happened to a store, in the order it happened; ``Store/events`` streams them.
///
/// ```swift
/// for await event in store.events {
///   if case .insert(let notes) = event { print("saved", notes.count) }
/// }
/// ```
public enum StoreEvent<Item: Sendable>: Sendable {
  /// The store exists; its items are not loaded yet.
  case initialized
  /// The persisted items were read, in insertion order.
  case loaded([Item])
  /// Items were inserted or replaced (batch order, duplicates removed).
  case insert([Item])
  /// Items were removed; `removeAll()` reports the items it removed.
  case remove([Item])
}

extension StoreEvent {
  /// `insert 2 items`: the event as the app's log shows it.
  public var summary: String {
    func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
    switch self {
    case .initialized: return "initialized"
    case .loaded(let loaded): return "loaded \(items(loaded.count))"
    case .insert(let inserted): return "insert \(items(inserted.count))"
    case .remove(let removed): return "remove \(items(removed.count))"
    }
  }
}
