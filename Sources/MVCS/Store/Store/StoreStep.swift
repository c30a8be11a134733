/// One mutation of a chain, before it is applied.
enum StoreStep<Item: Sendable>: Sendable {
  case insert([Item])
  /// Inserts keys that must be new: the engine refuses a key it holds.
  case add([Item])
  case remove([Item])
  case removeAll
}
