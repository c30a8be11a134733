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
/// with repeated ids keeps each id once, at its first place, with its last value. Adding
/// (`add(_:)`, ``addNew(numbered:_:)``, ``addNew(_:otherwise:)``) inserts only a key that is new in the
/// engine, so two sessions on one file that chose the same key never both succeed and
/// neither replaces the other's item. Items load in insertion order. A row that does not decode is never dropped or overwritten: it is
/// listed in ``problems`` and left as it was (`removeAll()` removes only the items it has).
///
/// ## How writes run
///
/// Each store has one writer, an actor that runs the store's engine work one piece at a time
/// in the order it was asked for, off the main actor; one task feeds it from the store's
/// queue. There are two doors onto that queue: ``StoreOperation/run()`` (and the `async`
/// mutations) queues a write and awaits it, and throws its failure; ``StoreOperation/enqueue()``
/// queues a write from synchronous code and returns at once. Either way the main actor takes
/// each outcome in queue order, when it settles the queue: `items`, the events, and for a
/// failed enqueued write a ``StoreProblem`` in ``problems`` which ``Storage/settle()`` also
/// hands to the shell. ``finishWrites()`` settles by awaiting; ``settle()`` is the door for
/// synchronous code (an action that needs its write's result before it goes on), and blocks
/// the calling thread while the engine finishes; that thread runs the writer's work itself
/// meanwhile, so a store in memory writes without waking another thread.
@MainActor
public final class Store<Item: Codable & Sendable>: Observable {
  /// The store's name: its rows' `store` column, and how the shell names it.
  public let name: String
  /// The items, in insertion order.
  public var items: [Item] { observed(keyPaths.items, stored.contents.items) }
  /// Rows that do not decode, failed loads, and failed writes nobody awaited.
  public private(set) var problems: [StoreProblem] {
    get { observed(keyPaths.problems, stored.problems) }
    set { mutate(keyPaths.problems) { $0.problems = newValue } }
    _modify {
      observationRegistrar.willSet(self, keyPath: keyPaths.problems)
      defer { observationRegistrar.didSet(self, keyPath: keyPaths.problems) }
      yield &stored.problems
    }
  }
  /// Whether the first load has been applied (even if it failed; see ``problems``).
  public private(set) var hasLoaded: Bool {
    get { observed(keyPaths.hasLoaded, stored.hasLoaded) }
    set { mutate(keyPaths.hasLoaded) { $0.hasLoaded = newValue } }
  }
  /// The keys of rows that do not decode, with the reason.
  public private(set) var unreadableKeys: [String: String] {
    get { observed(keyPaths.unreadableKeys, stored.unreadableKeys) }
    set { mutate(keyPaths.unreadableKeys) { $0.unreadableKeys = newValue } }
  }

  // Observed by hand rather than with the `@Observable` macro: the macro names each
  // property by a key path literal at every read and write, and a key path into a generic
  // class is built anew each time (its generic argument resolved by mangled name), a tenth
  // of a Todo step. These are built once per store.

  /// The observed properties' values.
  private var stored = ObservedState()
  /// The key paths that name the observed properties to the registrar, built once.
  private let keyPaths = ObservedKeyPaths()
  private let observationRegistrar = ObservationRegistrar()

  /// The writes queued and not yet settled, oldest first.
  private var queue: [StoreWrite<Item>] = [] {
    didSet { queuedCount = queue.count }
  }
  /// `queue.count`, kept apart because ``settle()`` runs around every shell command and
  /// reading a plain integer costs nothing, while the generic queue's metadata does.
  private var queuedCount = 0
  /// Hands each queued write to the writer's task, in order.
  private let feed: AsyncStream<StoreWrite<Item>>.Continuation
  /// Where the writer runs: ``settle()`` runs its jobs while it waits.
  private let executor: StoreExecutor
  private let broadcaster = EventBroadcaster<StoreEvent<Item>>()
  /// The storage that reports this store's changes to the app's log, when opened through one.
  private weak var storage: Storage?
  /// The key of an item: its cache identifier.
  package let identify: @Sendable (Item) -> String
  /// The database file, `:memory:`, or `:engine:`, as errors name it.
  let location: String
  /// For each kind of numbered key (by prefix), the highest number among the items and the
  /// change after which it was true: ``addNew(numbered:_:)`` catches up from the changes
  /// since, so naming a new item costs the same among 100,000 as among ten.
  var highestNumbers: [String: (number: Int, version: Int)] = [:]

  /// A store named `name` over any engine.
  public init(
    name: String, engine: any StorageEngine, location: String = ":engine:", schema: StoreSchema = .initial,
    cacheIdentifier: any KeyPath<Item, String> & Sendable
  ) {
    self.name = name
    let identify = { @Sendable (item: Item) in item[keyPath: cacheIdentifier] }
    self.identify = identify
    self.location = location
    let executor = StoreExecutor()
    self.executor = executor
    let writer = StoreWriter(
      name: name, engine: engine, location: location, schema: schema, executor: executor, identify: identify)
    let (writes, feed) = AsyncStream.makeStream(of: StoreWrite<Item>.self)
    self.feed = feed
    // One task, one write at a time: the order of the queue is the order of the engine. The
    // task runs on the writer's executor too, so a write handed to it and run by the writer
    // is one job a waiting thread can run (``StoreExecutor``).
    Task.detached(executorPreference: executor) {
      for await write in writes { await writer.run(write) }
    }
    broadcaster.send(.initialized)
    let load = StoreWrite<Item>(.load, isAwaited: false)
    queue.append(load)
    feed.yield(load)
    // Observers do not run inside the initializer.
    queuedCount = queue.count
  }

  deinit {
    feed.finish()
  }

  /// A store named `name` in the app's storage (its SQLite file, or memory).
  public convenience init(
    name: String, environment: AppEnvironment, schema: StoreSchema = .initial,
    cacheIdentifier: any KeyPath<Item, String> & Sendable
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
    await finishWrites()
  }

  /// The item whose key (its cache identifier) is `key`, if any, in O(1); reading it is
  /// observed as reading ``items`` is.
  ///
  /// ```swift
  /// notes.item(forKey: "1")?.text  // "Milk"
  /// ```
  public func item(forKey key: String) -> Item? {
    observationRegistrar.access(self, keyPath: keyPaths.items)
    return stored.contents.item(forKey: key)
  }

  // MARK: Following

  /// Tells Observation that `items` was read, without reading it: how a list following the
  /// store asks to hear of its next change.
  package func accessItems() {
    observationRegistrar.access(self, keyPath: keyPaths.items)
  }

  /// The number of the next change to the items: it grows with every change applied, so a
  /// reader that saw a version knows whether the items changed since.
  public var changeVersion: Int { stored.contents.changeLog.version }

  /// The changes to the items since `version`, oldest first; nil when the store no longer
  /// keeps them all, and the items must be read again.
  package func changes(since version: Int) -> ArraySlice<StoreChange<Item>>? {
    stored.contents.changeLog.changes(since: version)
  }

  /// The items, in order, each with its sequence (see ``StoreChange``).
  package var itemsWithSequences: (items: [Item], sequences: [Int]) {
    (stored.contents.items, stored.contents.sequences)
  }

  /// The store's events; a new subscriber first receives the latest one.
  public var events: AsyncStream<StoreEvent<Item>> { broadcaster.subscribe() }

  // MARK: Mutations

  /// Inserts `item`, or replaces the item with its id where it is; see ``StoreOperation``.
  ///
  /// For an item read from the store and edited, or one whose id is its content (a word, a
  /// URL). A new item whose id the app numbers goes through ``addNew(numbered:_:)``: an
  /// insert would replace another session's item that took the same number.
  public func insert(_ item: Item) async throws { try await insert([item]) }
  /// Inserts `items` in one transaction; a repeated id keeps its first place and last value.
  public func insert(_ items: [Item]) async throws {
    try await StoreOperation(store: self, steps: [.insert(items)]).run()
  }
  /// Adds `item` under a key that must be new: throws ``StorageError/Kind/keyExists``, writing
  /// nothing, when the engine holds the key (this store's item, or another session's on the
  /// same file).
  public func add(_ item: Item) async throws { try await add([item]) }
  /// Adds `items` in one transaction, each key new; one key taken, or given twice, fails all.
  public func add(_ items: [Item]) async throws {
    try await StoreOperation(store: self, steps: [.add(items)]).run()
  }
  /// Removes the item with `item`'s id, if stored.
  public func remove(_ item: Item) async throws { try await remove([item]) }
  /// Removes the items with these ids, in one transaction.
  public func remove(_ items: [Item]) async throws {
    try await StoreOperation(store: self, steps: [.remove(items)]).run()
  }
  /// Removes every item this store can read; rows that do not decode stay.
  public func removeAll() async throws { try await StoreOperation(store: self, steps: [.removeAll]).run() }

  // Boutique's API: `try await store.insert(x)` awaits, `store.insert(x).run()` chains. The
  // chain-starting overloads differ only in their result, so they are disfavoured: a call
  // that is awaited picks the `async` one above, a call that is chained picks these.

  /// Starts a chain with an insert: nothing happens until ``StoreOperation/run()`` or `enqueue()`.
  ///
  /// An upsert: never for a new item the app numbers
  /// (``addNew(numbered:_:)``).
  @_disfavoredOverload
  public func insert(_ item: Item) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.insert([item])]) }
  /// Starts a chain with a batch insert.
  @_disfavoredOverload
  public func insert(_ items: [Item]) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.insert(items)]) }
  /// Starts a chain with an add, whose key must be new.
  @_disfavoredOverload
  public func add(_ item: Item) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.add([item])]) }
  /// Starts a chain with a batch add, whose keys must be new.
  @_disfavoredOverload
  public func add(_ items: [Item]) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.add(items)]) }
  /// Starts a chain with a removal.
  @_disfavoredOverload
  public func remove(_ item: Item) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.remove([item])]) }
  /// Starts a chain with a batch removal.
  @_disfavoredOverload
  public func remove(_ items: [Item]) -> StoreOperation<Item> { StoreOperation(store: self, steps: [.remove(items)]) }
  /// Starts a chain that first removes every readable item.
  @_disfavoredOverload
  public func removeAll() -> StoreOperation<Item> { StoreOperation(store: self, steps: [.removeAll]) }

  /// Adds a new item under a key nobody holds, from synchronous code: `item` under the key
  /// this session would choose, or, when the engine already holds that key, the item
  /// `rebuild` makes from every key the engine holds.
  ///
  /// For keys numbered `PREFIX-N`, ``addNew(numbered:_:)`` does the choosing; this is for
  /// keys of another shape.
  ///
  /// Another session on the same file may have added `item`'s key since this one loaded:
  /// then nothing is written, and the second attempt reads the keys and writes the item
  /// `rebuild` chose from them in one transaction, holding the file's write lock, so no
  /// session can take that key in between. Keys are allocated in the database, and no
  /// session's item ever replaces another's. Blocks the calling thread like ``settle()``.
  ///
  /// ```swift
  /// let note = notes.addNew(Note(id: nextID(among: notes.items.map(\.id)), text: "Milk")) { stored in
  ///   Note(id: nextID(among: stored), text: "Milk")
  /// }
  /// ```
  ///
  /// Returns the item added; nil when the write failed: then the failure is reported as an
  /// enqueued write's is, in ``problems`` and to the command that caused it
  /// (``Storage/settle()``).
  @discardableResult
  public func addNew(_ item: Item, otherwise rebuild: @escaping @Sendable (_ storedKeys: [String]) throws -> Item)
    -> Item?
  {
    var outcome = commit(.apply([.add([item])]))
    if case .failure(let error) = outcome, error.kind == .keyExists {
      outcome = commit(.addChoosing(rebuild))
    }
    switch outcome {
    case .success(let done):
      guard case .applied(let steps) = done.change, case .add(let added)? = steps.first else { return nil }
      return added.first
    case .failure(let error):
      reportUnawaited(error)
      return nil
    }
  }

  /// Queues `job` as an awaited write and settles: the synchronous door whose caller takes
  /// the failure.
  func commit(_ job: StoreWrite<Item>.Job) -> StoreWrite<Item>.Outcome {
    let write = enqueue(job, isAwaited: true)
    settle()
    return write.waitForOutcome(runningJobsOf: executor)
  }

  /// Writes under `key` the item `change` makes from the one stored there (nil when none
  /// is), and returns it once `items` shows it: a read-modify-write that loses no update.
  ///
  /// `change` is given the item as the engine holds it, read in the transaction that writes
  /// the result, not ``items``' copy: two updates of one key, from this session or another
  /// on the same file, each see the other's result, whatever their interleaving. It runs
  /// off the main actor. The item it returns must keep `key`; what it throws fails the
  /// write, and nothing is written.
  ///
  /// ```swift
  /// let note = try await notes.update(key: "1") { stored in
  ///   Note(id: "1", text: (stored?.text ?? "") + "Milk")
  /// }
  /// ```
  @discardableResult
  public func update(key: String, _ change: @escaping @Sendable (_ stored: Item?) throws -> Item) async throws
    -> Item
  {
    let write = enqueue(.update(key: key, change), isAwaited: true)
    let outcome = await write.outcome()
    await finishWrites()
    switch outcome {
    case .success(let done):
      guard case .applied(let steps) = done.change, case .insert(let items)? = steps.first, let item = items.first
      else { preconditionFailure("an update's outcome is the item it wrote") }
      return item
    case .failure(let error):
      throw error
    }
  }

  /// Deletes rows that do not decode: the only way this store ever drops one.
  public func discardUnreadable(keys: [String]) async throws {
    try await perform(.discardUnreadable(keys))
    problems.removeAll {
      if case .undecodable(let key) = $0.kind { keys.contains(key) } else { false }
    }
  }

  // MARK: The queue

  /// The enqueue door: queues `job` and returns at once.
  @discardableResult
  func enqueue(_ job: StoreWrite<Item>.Job, isAwaited: Bool = false) -> StoreWrite<Item> {
    let write = StoreWrite<Item>(job, isAwaited: isAwaited)
    queue.append(write)
    feed.yield(write)
    return write
  }

  /// The awaited door: queues `job`, waits for it without blocking, and throws its failure.
  func perform(_ job: StoreWrite<Item>.Job) async throws(StorageError) {
    let write = enqueue(job, isAwaited: true)
    let outcome = await write.outcome()
    await finishWrites()
    if case .failure(let error) = outcome { throw error }
  }

  /// Takes the outcome of every queued write, in order, awaiting those still running.
  public func finishWrites() async {
    while let first = queue.first {
      let outcome = await first.outcome()
      // Another caller may have taken it while this one waited.
      guard queue.first === first else { continue }
      queue.removeFirst()
      take(outcome, of: first)
    }
  }

  /// Takes the outcome of every queued write, in order, blocking the calling thread while
  /// the engine finishes: the door for synchronous code that needs its writes' results.
  public func settle() {
    guard queuedCount > 0 else { return }
    while !queue.isEmpty {
      let write = queue.removeFirst()
      take(write.waitForOutcome(runningJobsOf: executor), of: write)
    }
  }

  /// Applies one outcome: the engine has it, so `items`, the events and the log follow.
  private func take(_ outcome: StoreWrite<Item>.Outcome, of write: StoreWrite<Item>) {
    switch outcome {
    case .success(let done):
      switch done.change {
      case .loaded(let loaded, let index):
        mutate(keyPaths.items) { $0.contents.load(loaded, index: index) }
        // A later subscriber's first event is made from the items then, so no copy of them is
        // kept for it: the first write after the load changes them in place.
        broadcaster.send(.loaded(loaded)) { [unowned self] in .loaded(self.stored.contents.items) }
        storage?.report(change: StoreEvent<Item>.loaded(loaded).summary, in: name)
      case .applied(let steps):
        var events: [StoreEvent<Item>] = []
        mutate(keyPaths.items) { [identify] in events = $0.contents.replay(steps, identify: identify) }
        for event in events {
          broadcaster.send(event)
          storage?.report(change: event.summary, in: name)
        }
      case .none:
        break
      }
      problems += done.problems
      if unreadableKeys != done.unreadable { unreadableKeys = done.unreadable }
      if !hasLoaded { hasLoaded = true }
    case .failure(let error):
      if !hasLoaded {
        hasLoaded = true
        problems.append(StoreProblem(store: name, kind: .loadFailed, message: error.description))
      } else if !write.isAwaited {
        reportUnawaited(error)
      }
    }
  }

  /// Keeps the failure of a write nobody awaits: the store lists it, and the storage hands
  /// it to the shell.
  func reportUnawaited(_ error: StorageError) {
    let problem = StoreProblem(store: name, kind: .writeFailed, message: error.description)
    problems.append(problem)
    storage?.report(failure: problem)
  }

  /// Whether work is queued that `items` does not show yet.
  public var hasPendingWork: Bool { queuedCount > 0 }

  // MARK: Observation

  private struct ObservedState {
    /// The items and their index: this store's only copy, changed in place as writes commit.
    var contents = StoreItems<Item>()
    var problems: [StoreProblem] = []
    var hasLoaded = false
    var unreadableKeys: [String: String] = [:]
  }

  @MainActor
  private struct ObservedKeyPaths {
    let items = \Store.items
    let problems = \Store.problems
    let hasLoaded = \Store.hasLoaded
    let unreadableKeys = \Store.unreadableKeys
  }

  /// `value`, with the read reported to the registrar under `keyPath`.
  private func observed<Value>(_ keyPath: KeyPath<Store, Value>, _ value: Value) -> Value {
    observationRegistrar.access(self, keyPath: keyPath)
    return value
  }

  /// Runs `change` on the observed values, reported to the registrar under `keyPath`.
  private func mutate<Value>(_ keyPath: KeyPath<Store, Value>, _ change: (inout ObservedState) -> Void) {
    observationRegistrar.withMutation(of: self, keyPath: keyPath) { change(&stored) }
  }
}

/// What the shell needs of any store, whatever its item type.
@MainActor
public protocol SettlingStore: AnyObject {
  /// The store's name.
  var name: String { get }
  /// What the store could not do; see ``Store/problems``.
  var problems: [StoreProblem] { get }
  /// Takes every queued write's outcome, blocking while the engine finishes.
  func settle()
  /// Takes every queued write's outcome, awaiting the engine.
  func finishWrites() async
  /// Whether work is queued that the store's items do not show yet.
  var hasPendingWork: Bool { get }
  /// The number of the next change to the items, growing with every change applied.
  var changeVersion: Int { get }
}

extension Store: SettlingStore {}
