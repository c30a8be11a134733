/// One mutation of a chain, before it is applied.
enum StoreStep<Item: Sendable>: Sendable {
  case insert([Item])
  case remove([Item])
  case removeAll
}
