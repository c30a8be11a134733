import Foundation
import Observation

/// A collection of items that persists itself: the "S" of MVCS, with Boutique's semantics.
///
/// `items` is the single source of truth views read; it is observable, so a view body that
/// reads it is drawn again when it changes. Every mutation goes to the storage engine
/// first, then to `items`, then out as an event, and nothing is applied if the engine fails.
///
/// ```swift
/// struct Note: Codable, Sendable { var id: String; var text: String }
///
/// let notes = Store<Note>(name: "notes", environment: environment, cacheIdentifier: \.id)
/// try await notes.insert(Note(id: "1", text: "Milk"))     // upsert by id
/// try await notes.removeAll().insert(fresh).run()         // one transaction
/// notes.insert(Note(id: "2", text: "Eggs")).enqueue()      // from synchronous code
/// ```
///
/// Inserting an item whose id exists replaces it where it is; new ids are appended; a batch
/// with repeated ids keeps each id once, at its first place, with its last value. Items load
/// in insertion order. A row that does not decode is never dropped or overwritten: it is
/// listed in ``problems`` and left as it was (`removeAll()` removes only the items it has).
///
/// Work is queued in the order it was asked for and runs off the main actor. Synchronous
/// code can queue a mutation with ``StoreOperation/enqueue()``; ``settle()`` waits for
/// everything queued, which is how the shell shows the result of an action at once.
@MainActor
@Observable
public final class Store<Item: Codable & Sendable> {
  public let name: String
  /// The items, in insertion order.
  public private(set) var items: [Item] = []
  /// Rows that do not decode, failed loads, and failed writes nobody awaited.
  public private(set) var problems: [StoreProblem] = []
  public private(set) var hasLoaded = false

  @ObservationIgnored private let writer: StoreWriter<Item>
  @ObservationIgnored private var queue: [(PendingWrite<Item>, ObjectIdentifier?)] = [] {
    didSet { queuedCount = queue.count }
  }
  /// `queue.count`, kept apart because ``settle()`` runs around every shell command and
  /// reading a plain integer costs nothing, while the generic queue's metadata does.
  @ObservationIgnored private var queuedCount = 0
  @ObservationIgnored private let loading: Task<Void, Never>
  @ObservationIgnored private let broadcaster = EventBroadcaster<StoreEvent<Item>>()
  @ObservationIgnored private var claimed: Set<ObjectIdentifier> = []
  /// The storage that reports this store's changes to the app's log, when opened through one.
  @ObservationIgnored private weak var storage: Storage?

  /// A store named `name` over any engine.
  public init(
    name: String, engine: any StorageEngine, location: String = ":engine:", schema: StoreSchema = .initial,
    cacheIdentifier: KeyPath<Item, String>
  ) {
    nonisolated(unsafe) let keyPath = cacheIdentifier
    self.name = name
    writer = StoreWriter(
      name: name, engine: engine, location: location, schema: schema, identify: { $0[keyPath: keyPath] })
    broadcaster.send(.initialized)
    let (pending, task) = writer.submit { await $0.load() }
    loading = task
    queue.append((pending, nil))
    // Observers do not run inside the initializer.
    queuedCount = queue.count
  }

  /// A store named `name` in the app's storage (its SQLite file, or memory).
  public convenience init(
    name: String, environment: AppEnvironment, schema: StoreSchema = .initial, cacheIdentifier: KeyPath<Item, String>
  ) {
    let storage = environment.storage
    self.init(
      name: name, engine: storage.engine(forStore: name, clock: environment.clock), location: storage.path,
      schema: schema, cacheIdentifier: cacheIdentifier)
    storage.register(self)
    self.storage = storage
  }

  /// Waits until the persisted items are in `items` (or loading failed, see ``problems``).
  public func itemsHaveLoaded() async {
    await loading.value
    settle()
  }

  /// The store's events; a new subscriber first receives the latest one.
  public var events: AsyncStream<StoreEvent<Item>> { broadcaster.subscribe() }

  // MARK: Mutations

  public func insert(_ item: Item) async throws { try await insert([item]) }
  public func insert(_ items: [Item]) async throws {
    try await StoreOperation(store: self, steps: [.insert(items)]).run()
  }
  public func remove(_ item: Item) async throws { try await remove([item]) }
  public func remove(_ items: [Item]) async throws {
    try await StoreOperation(store: self, steps: [.remove(items)]).run()
  }
  public func removeAll() async throws { try await StoreOperation(store: self, steps: [.removeAll]).run() }

  /// Starts a chain: nothing happens until ``StoreOperation/run()`` or `enqueue()`.
  @_disfavoredOverload
  public func insert(_ item: Item) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.insert([item])]) }
  @_disfavoredOverload
  public func insert(_ items: [Item]) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.insert(items)]) }
  @_disfavoredOverload
  public func remove(_ item: Item) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.remove([item])]) }
  @_disfavoredOverload
  public func remove(_ items: [Item]) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.remove(items)]) }
  @_disfavoredOverload
  public func removeAll() -> StoreOperation<Item> { StoreOperation(store: self, steps: [.removeAll]) }

  /// The keys of rows that do not decode, with the reason.
  public var unreadableKeys: [String: String] { writer.unreadableKeys }

  /// Deletes rows that do not decode: the only way this store ever drops one.
  public func discardUnreadable(keys: [String]) async throws {
    let (pending, task) = writer.submit { await $0.discardUnreadable(keys) }
    try await finish(pending, task)
    problems.removeAll {
      if case .undecodable(let key) = $0.kind { keys.contains(key) } else { false }
    }
  }

  // MARK: Queue

  func enqueue(_ steps: [StoreStep<Item>]) -> (PendingWrite<Item>, Task<Void, Never>) {
    let (pending, task) = writer.submit { await $0.apply(steps) }
    queue.append((pending, nil))
    return (pending, task)
  }

  func finish(_ pending: PendingWrite<Item>, _ task: Task<Void, Never>) async throws {
    claimed.insert(ObjectIdentifier(pending))
    await task.value
    settle()
    claimed.remove(ObjectIdentifier(pending))
    if case .failure(let error) = pending.wait() { throw error }
  }

  /// Applies, in order, every queued piece of work, waiting for what is still running.
  ///
  /// Blocks the main thread while the engine finishes; the engine never needs it.
  public func settle() {
    guard queuedCount > 0 else { return }
    while !queue.isEmpty {
      let (pending, _) = queue.removeFirst()
      switch pending.wait() {
      case .success(let done):
        items = done.items
        problems += done.problems
        if !hasLoaded { hasLoaded = true }
        for event in done.events {
          broadcaster.send(event)
          storage?.report(change: event.summary, in: name)
        }
      case .failure(let error):
        if !hasLoaded {
          hasLoaded = true
          problems.append(StoreProblem(store: name, kind: .loadFailed, message: error.description))
        } else if !claimed.contains(ObjectIdentifier(pending)) {
          problems.append(StoreProblem(store: name, kind: .writeFailed, message: error.description))
        }
      }
    }
  }

  /// Whether work is queued that `items` does not show yet.
  public var hasPendingWork: Bool { queuedCount > 0 }
}

/// What the shell needs of any store, whatever its item type.
@MainActor
public protocol SettlingStore: AnyObject {
  var name: String { get }
  var problems: [StoreProblem] { get }
  func settle()
}

extension Store: SettlingStore {}
