import Foundation

/// An app's storage: the SQLite database its stores live in, opened once and shared by every
/// store, and the stores opened in it so far.
///
/// ```swift
/// let storage = Storage(.file("/tmp/todo.sqlite"))
/// let environment = AppEnvironment(clock: SystemClock(), storage: storage)
/// let todos = Store<Todo>(name: "todos", environment: environment, cacheIdentifier: \.id)
/// ```
///
/// An in-memory storage lives as long as this object, so an app relaunched on the same
/// storage finds its data. A storage that cannot be opened still hands out engines; they
/// fail with the opening error, which each store reports in its ``Store/problems``.
@MainActor
public final class Storage {
  /// Where the database lives: memory, a file, or a folder of files, one per app.
  public let location: StorageLocation
  private var opened: Result<SQLiteDatabase, StorageError>?
  // A list, not a dictionary: a process has a handful of apps, and the first dictionary keyed
  // by String costs the runtime's check that String is Hashable, half a million instructions,
  // a third of what an empty batch session does after main.
  private var perApp: [(app: String, storage: Storage)] = []
  // Unchecked, as the hooks and failures: read before and after every command, main-actor
  // state no access of which spans a call (docs/DECISIONS.md, "Exclusivity unchecked").
  @exclusivity(unchecked) private var stores: [WeakStore] = []
  /// Work that runs before the stores settle, each time (SwiftData's autosave), while its
  /// owner lives.
  @exclusivity(unchecked) private var settleHooks: [SettleHook] = []
  /// Failures of enqueued writes that no settle has returned yet.
  @exclusivity(unchecked) private var unreportedFailures: [StoreProblem] = []
  /// The `UserDefaults` values of this storage's session, as last saved: what they are
  /// again when a command of this session runs after another session's.
  var keptDefaults: [String: Data]?
  /// Hears every change a store in this storage makes: the app host writes them to its log.
  public var changeListener: (@MainActor (_ store: String, _ change: String) -> Void)?

  /// A storage at `location`, opened on first use.
  public nonisolated init(_ location: StorageLocation = .inMemory) {
    self.location = location
  }

  /// The database file, `:memory:`, or for a folder the file apps without a name would use.
  public var path: String {
    switch location {
    case .inMemory: ":memory:"
    case .file(let path): path
    case .directory(let folder): folder + "/default.sqlite"
    }
  }

  /// Opens the database, or reports why it cannot be opened (once; the result is kept).
  public func open() throws(StorageError) -> SQLiteDatabase {
    if let opened { return try opened.get() }
    let result: Result<SQLiteDatabase, StorageError>
    do {
      if case .directory(let folder) = location {
        try Self.createFolder(folder)
      }
      result = .success(try SQLiteDatabase(path: path))
    } catch {
      result = .failure(error)
    }
    opened = result
    return try result.get()
  }

  /// The storage an app named `app` uses: for a folder, that app's own file in it; in
  /// memory, a database of its own, so one app's stores never show in another's (as with
  /// a file per app); a file given by name is shared.
  public func scoped(toApp app: String) -> Storage {
    if let scoped = perApp.first(where: { $0.app == app }) { return scoped.storage }
    if location == .inMemory {
      let storage = Storage(.inMemory)
      perApp.append((app, storage))
      return storage
    }
    guard case .directory(let folder) = location else { return self }
    let storage = Storage(.file(folder + "/" + app + ".sqlite"))
    if (try? Self.createFolder(folder)) == nil {
      storage.opened = .failure(
        StorageError(
          .cannotOpen, "cannot create the folder", location: folder,
          hint: "check its parent is writable, or pass --store PATH (or :memory:)"))
    }
    perApp.append((app, storage))
    return storage
  }

  /// The storage a new session starts with: a fresh one in memory, otherwise this one.
  public func forNewSession() -> Storage {
    location == .inMemory ? Storage(.inMemory) : self
  }

  func engine(forStore store: String, clock: any AppClock) -> any StorageEngine {
    do {
      return SQLiteStorageEngine(database: try open(), store: store, clock: clock)
    } catch {
      return FailingStorageEngine(error: error)
    }
  }

  func register(_ store: any SettlingStore) {
    stores.removeAll { $0.store == nil }
    stores.append(WeakStore(store: store))
  }

  func report(change: String, in store: String) {
    changeListener?(store, change)
  }

  /// Keeps the failure of a write nobody awaited until the next ``settle()`` hands it on.
  package func report(failure: StoreProblem) {
    unreportedFailures.append(failure)
  }

  /// Runs `work` at every settle, before the stores settle, while `owner` lives: how a
  /// framework on the Store saves what it holds in memory (SwiftData's autosave) before a
  /// command's writes are taken.
  ///
  /// What `work` returns is reported as a failed write is.
  package func beforeSettling(owner: AnyObject, _ work: @escaping @MainActor () -> [StoreProblem]) {
    settleHooks.removeAll { $0.owner == nil }
    settleHooks.append(SettleHook(owner: owner, work: work))
  }

  /// Runs the hooks of owners still alive.
  private func runSettleHooks() {
    guard !settleHooks.isEmpty else { return }
    for hook in settleHooks where hook.owner != nil { unreportedFailures += hook.work() }
  }

  /// The stores opened in this storage that are still alive, in the order they were opened.
  public var openStores: [any SettlingStore] { stores.compactMap(\.store) }

  /// Applies every store's queued work, blocking while the engine finishes, and returns the
  /// failures of enqueued writes since the last settle, so the command that queued them can
  /// report them.
  ///
  /// ```swift
  /// action()                                  // enqueues a write that fails
  /// let failures = storage.settle()           // [lists: a write failed: database is locked …]
  /// ```
  ///
  /// A failure is returned once, whichever settle applied it (a store's own ``Store/settle()``
  /// inside an action included); it also stays in its store's ``Store/problems``. The store's
  /// items are as the engine has them: a write that failed changed neither.
  @discardableResult
  public func settle() -> [StoreProblem] {
    runSettleHooks()
    // Runs around every shell command: walk the weak references without copying them out.
    for entry in stores { entry.store?.settle() }
    SessionDefaults.settle(on: self)
    return takeFailures()
  }

  /// ``settle()`` without blocking the main actor: awaits each store's queued work.
  @discardableResult
  public func finishWrites() async -> [StoreProblem] {
    runSettleHooks()
    // Runs around every shell command: only stores with queued work are awaited.
    for entry in stores {
      guard let store = entry.store, store.hasPendingWork else { continue }
      await store.finishWrites()
    }
    SessionDefaults.settle(on: self)
    return takeFailures()
  }

  /// Whether a store opened in this storage has queued work that ``finishWrites()`` would await.
  public var hasPendingWork: Bool {
    stores.contains { $0.store?.hasPendingWork == true }
  }

  /// ``finishWrites()`` when no store has queued work (``hasPendingWork`` is false): nothing to
  /// await, so nothing is; the defaults are saved and the failures not yet reported returned.
  public func settleIdle() -> [StoreProblem] {
    runSettleHooks()
    SessionDefaults.settle(on: self)
    return takeFailures()
  }

  private func takeFailures() -> [StoreProblem] {
    guard !unreportedFailures.isEmpty else { return [] }
    defer { unreportedFailures = [] }
    return unreportedFailures
  }

  /// Closes the database files opened so far, after applying every store's queued work.
  ///
  /// This storage's file and each app's are closed, so none leaves its write-ahead log
  /// behind; queued writes that fail on the way are thrown, as is a file that cannot close.
  /// Stores opened before fail from then on; call it when the session ends.
  ///
  /// ```swift
  /// defer { try? storage.close() }
  /// ```
  public func close() throws(StorageError) {
    var firstError: StorageError?
    var failedWrites: [StoreProblem] = []
    for storage in [self] + perApp.sorted(by: { $0.app < $1.app }).map(\.storage) {
      failedWrites += storage.settle()
      guard case .success(let database)? = storage.opened else { continue }
      storage.opened = nil
      do {
        try database.close()
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
    // Queued writes that failed as the session ended are reported, never dropped.
    if !failedWrites.isEmpty {
      throw StorageError(.other, failedWrites.map(\.description).joined(separator: "; "), location: path)
    }
  }

  private static func createFolder(_ folder: String) throws(StorageError) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw StorageError(
        .cannotOpen, "cannot create the folder: \(error.localizedDescription)", location: folder,
        hint: "check its parent is writable, or pass --store PATH (or :memory:)")
    }
  }
}

@MainActor
private struct WeakStore {
  weak var store: (any SettlingStore)?
}

@MainActor
private struct SettleHook {
  weak var owner: AnyObject?
  let work: @MainActor () -> [StoreProblem]
}
