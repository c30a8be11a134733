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
///
/// It is also a property wrapper, as Boutique's `@StoredValue` is: the property reads the
/// value, and `$property` is the stored value itself, for its operations.
///
/// ```swift
/// @MainActor final class Settings {
///   @StoredValue var funky: Bool
///
///   init(environment: AppEnvironment) {
///     _funky = StoredValue(key: "funkyMode", default: false, environment: environment)
///   }
/// }
/// let settings = Settings(environment: environment)
/// settings.funky                  // false
/// try await settings.$funky.toggle()
/// ```
@MainActor
@propertyWrapper
public final class StoredValue<Value: Codable & Sendable> {
  private let store: Store<StoredValueEntry<Value>>
  /// What ``value`` is while nothing is stored.
  public let defaultValue: Value

  /// A value stored under `key` in the app's store file.
  public init(key: String, default defaultValue: Value, environment: AppEnvironment) {
    store = Store(name: key, environment: environment, cacheIdentifier: \.id)
    self.defaultValue = defaultValue
  }

  /// A value stored under `key` in `engine`.
  public init(key: String, default defaultValue: Value, engine: any StorageEngine) {
    store = Store(name: key, engine: engine, cacheIdentifier: \.id)
    self.defaultValue = defaultValue
  }

  /// The stored value, or the default when none is stored; observable through the store.
  public var value: Value { store.items.first?.value ?? defaultValue }
  /// What the store could not do: a stored value that does not decode, a failed write.
  public var problems: [StoreProblem] { store.problems }

  /// The property a `@StoredValue` wraps reads ``value``.
  public var wrappedValue: Value { value }
  /// `$property` on a `@StoredValue` property is the stored value, for `set`, `toggle`, ….
  public var projectedValue: StoredValue<Value> { self }

  /// Stores `value`, and returns once ``value`` shows it.
  public func set(_ value: Value) async throws {
    try await store.insert(StoredValueEntry(value: value))
  }

  /// Forgets the stored value: ``value`` is the default again.
  public func reset() async throws {
    try await store.removeAll()
  }

  /// The value as a control's binding, as Boutique's `$value.binding` is: it reads
  /// ``value``, and a write is queued at once, as a store's `enqueue()` queues it.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: preferences.wifi.binding)
  /// ```
  ///
  /// ``value`` shows a write once it is applied (the shell applies queued writes before a
  /// command ends); a write that fails goes to ``problems`` and to its storage's `settle()`,
  /// so the command that made it reports it.
  public var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.store.insert(StoredValueEntry(value: $0)).enqueue() })
  }

  /// Queues forgetting the stored value, as ``reset()`` does, and returns at once; a failure
  /// goes where a failed write of ``binding`` goes.
  public func enqueueReset() {
    store.removeAll().enqueue()
  }

  /// Returns once the stored value has been read.
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
  /// Stores the opposite of the stored value, read and written in one transaction.
  public func toggle() async throws {
    try await update { !$0 }
  }
}

extension StoredValue {
  /// Stores what `change` makes of the stored value (the default when none is stored), read
  /// and written in one transaction: two updates, from this session or another on the same
  /// file, each see the other's result, so neither is lost (a read of ``value`` followed by
  /// ``set(_:)`` could be older than what another writer stored in between).
  ///
  /// ```swift
  /// let visits = StoredValue(key: "visits", default: 0, engine: InMemoryStorageEngine())
  /// try await visits.update { $0 + 1 }
  /// ```
  ///
  /// `change` runs off the main actor, on the store's writer.
  public func update(_ change: @escaping @Sendable (Value) -> Value) async throws {
    let defaultValue = defaultValue
    try await store.update(key: StoredValueEntry<Value>.key) { entry in
      StoredValueEntry(value: change(entry?.value ?? defaultValue))
    }
  }

  /// Appends to a stored array, read and written in one transaction (``update(_:)``).
  public func append<Element: Codable & Sendable>(_ element: Element) async throws where Value == [Element] {
    try await update { $0 + [element] }
  }

  /// Removes `element` from a stored array when it is there (every copy of it), else
  /// appends it, as Boutique's `togglePresence` does.
  ///
  /// ```swift
  /// try await favorites.togglePresence("Milk")  // ["Milk"]
  /// try await favorites.togglePresence("Milk")  // []
  /// ```
  ///
  /// Read and written in one transaction (``update(_:)``).
  public func togglePresence<Element: Codable & Sendable & Equatable>(_ element: Element) async throws
  where Value == [Element] {
    try await update { $0.contains(element) ? $0.filter { $0 != element } : $0 + [element] }
  }

  /// Sets the entry `key` of a stored dictionary to `element`, or removes it when
  /// `element` is nil, as Boutique's `update(key:value:)` does; read and written in one
  /// transaction (``update(_:)``).
  ///
  /// ```swift
  /// try await scores.update(key: "ada", value: 3)    // ["ada": 3]
  /// try await scores.update(key: "ada", value: nil)  // [:]
  /// ```
  public func update<Key: Hashable & Codable & Sendable, Element: Codable & Sendable>(
    key: Key, value element: Element?
  ) async throws where Value == [Key: Element] {
    try await update { dictionary in
      var dictionary = dictionary
      dictionary[key] = element
      return dictionary
    }
  }
}

/// The single row a ``StoredValue`` keeps.
public struct StoredValueEntry<Value: Codable & Sendable>: Codable, Sendable {
  /// The row's key, the same for every stored value: each lives in a store of its own.
  public var id = Self.key
  /// The key of every stored value's row.
  static var key: String { "value" }
  /// The value stored.
  public var value: Value
}
