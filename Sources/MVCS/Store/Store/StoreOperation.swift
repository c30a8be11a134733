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

  public func insert(_ item: Item) -> StoreOperation { adding(.insert([item])) }
  public func insert(_ items: [Item]) -> StoreOperation { adding(.insert(items)) }
  public func remove(_ item: Item) -> StoreOperation { adding(.remove([item])) }
  public func remove(_ items: [Item]) -> StoreOperation { adding(.remove(items)) }
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
