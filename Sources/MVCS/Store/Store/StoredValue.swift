import Foundation

/// One persisted value, by key, with a default: a setting, a flag, a list of recent searches.
///
/// ```swift
/// let funky = StoredValue(key: "funkyMode", default: false, environment: environment)
/// try await funky.toggle()
/// funky.value  // true, now and after a relaunch
///
/// let seen = StoredValue<[String]>(key: "seen", default: [], environment: environment)
/// try await seen.append("https://…/panda.jpg")
/// ```
///
/// It is a ``Store`` named `key` holding at most one item, so it has the same guarantees:
/// engine first, then `value`, then the stream; a stored value that no longer decodes is
/// reported in ``problems`` and left as it was.
@MainActor
public final class StoredValue<Value: Codable & Sendable> {
  private let store: Store<StoredValueEntry<Value>>
  /// The value while none is stored.
  public let defaultValue: Value

  /// The value stored under `key` in the app's storage.
  public init(key: String, default defaultValue: Value, environment: AppEnvironment) {
    store = Store(name: key, environment: environment, cacheIdentifier: \.id)
    self.defaultValue = defaultValue
  }

  /// The value stored under `key` in `engine`.
  public init(key: String, default defaultValue: Value, engine: any StorageEngine) {
    store = Store(name: key, engine: engine, cacheIdentifier: \.id)
    self.defaultValue = defaultValue
  }

  /// The stored value, or the default when none is stored.
  ///
  /// Observable through the store.
  public var value: Value { store.items.first?.value ?? defaultValue }
  /// What the store could not do: a stored value that does not decode, a failed write.
  ///
  public var problems: [StoreProblem] { store.problems }

  /// Stores `value`, and returns once ``value`` shows it.
  public func set(_ value: Value) async throws {
    try await store.insert(StoredValueEntry(value: value))
  }

  /// Forgets the stored value: ``value`` is the default again.
  public func reset() async throws {
    try await store.removeAll()
  }

  /// Waits until the stored value is loaded.
  public func valueHasLoaded() async {
    await store.itemsHaveLoaded()
  }

  /// The value now, then each new value.
  public var values: AsyncStream<Value> {
    let events = store.events
    let defaultValue = defaultValue
    return AsyncStream { continuation in
      let task = Task {
        for await event in events {
          switch event {
          case .initialized: break
          case .loaded(let entries), .insert(let entries):
            continuation.yield(entries.last?.value ?? defaultValue)
          case .remove: continuation.yield(defaultValue)
          }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension StoredValue where Value == Bool {
  /// Stores the opposite of the value.
  public func toggle() async throws {
    try await set(!value)
  }
}

extension StoredValue {
  /// Appends to a stored array.
  public func append<Element: Codable & Sendable>(_ element: Element) async throws where Value == [Element] {
    try await set(value + [element])
  }
}

/// The single row a ``StoredValue`` keeps.
public struct StoredValueEntry<Value: Codable & Sendable>: Codable, Sendable {
  /// The row's key: one row per stored value.
  public var id = "value"
  /// The value.
  public var value: Value
}
