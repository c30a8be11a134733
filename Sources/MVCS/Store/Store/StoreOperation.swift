/// A chain of mutations applied together: once, in order, in one transaction.
///
/// ```swift
/// try await store.removeAll().insert(freshItems).run()
/// store.remove(old).insert(new).enqueue()  // from synchronous code: queued now
/// ```
///
/// Nothing happens until `run()` or `enqueue()`.
@MainActor
public struct StoreOperation<Item: Codable & Sendable> {
  let store: Store<Item>
  let steps: [StoreStep<Item>]

  /// Adds an insert of `item` to the chain.
  public func insert(_ item: Item) -> StoreOperation { adding(.insert([item])) }
  /// Adds an insert of `items` to the chain.
  public func insert(_ items: [Item]) -> StoreOperation { adding(.insert(items)) }
  /// Adds an add of `item`, whose key must be new, to the chain.
  public func add(_ item: Item) -> StoreOperation { adding(.add([item])) }
  /// Adds an add of `items`, whose keys must be new, to the chain.
  public func add(_ items: [Item]) -> StoreOperation { adding(.add(items)) }
  /// Adds a removal of `item` to the chain.
  public func remove(_ item: Item) -> StoreOperation { adding(.remove([item])) }
  /// Adds a removal of `items` to the chain.
  public func remove(_ items: [Item]) -> StoreOperation { adding(.remove(items)) }
  /// Adds a removal of every readable item to the chain.
  public func removeAll() -> StoreOperation { adding(.removeAll) }

  private func adding(_ step: StoreStep<Item>) -> StoreOperation {
    StoreOperation(store: store, steps: steps + [step])
  }

  /// Applies the chain and returns once `items` shows it; throws what the engine threw.
  public func run() async throws {
    try await store.perform(.apply(steps))
  }

  /// Queues the chain now and returns at once; a failure is added to ``Store/problems``.
  public func enqueue() {
    store.enqueue(.apply(steps))
  }
}
