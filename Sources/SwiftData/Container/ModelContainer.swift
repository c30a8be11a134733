import MVCS

/// The models an app keeps and where: a schema over the session's storage, as SwiftData's
/// `ModelContainer` is, and its ``mainContext``.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
/// ```swift
/// let container = try ModelContainer(for: Book.self)   // Author too, if a Book links to one
/// let context = container.mainContext
/// ```
///
/// Each model type is a Store of the app's storage named after the type (`Book`), as every
/// Store is kept: in memory for a script unless `--store FILE`, found again by `relaunch`,
/// listed by `store ls`. A container made as the app launches (in its `App`, or by
/// `.modelContainer(for:)`) uses the session's storage; one made elsewhere (a test), or with
/// `ModelConfiguration(isStoredInMemoryOnly: true)`, keeps its models in memory of its own,
/// as long as it lives. Make one container per app: two over the same storage would each load
/// the stores once and not see each other's saves.
public final class ModelContainer: @unchecked Sendable, CustomStringConvertible {
  // Unchecked: its state is the main actor's (the stores, the contexts), touched there only.

  /// The model types.
  public let schema: Schema
  /// The configurations it was made with.
  public let configurations: [ModelConfiguration]
  /// Where its stores are: the session's storage, or memory of its own.
  let environment: AppEnvironment
  /// The stores by type, made as the container is.
  private var tables: [ObjectIdentifier: AnyObject] = [:]
  /// The contexts made on it, for telling each what the others saved.
  private var contexts: [WeakContext] = []
  private var madeMainContext: ModelContext?
  /// The storages whose settling saves the main context: its own, and the session's of an app
  /// whose views use it (a container made before the app launched, or in a test).
  private var settlingStorages: [ObjectIdentifier] = []
  /// Where a failed autosave or fetch is reported: the session's storage once an app's views
  /// use the container, its own until then.
  var reportingStorage: Storage?
  /// Whether this is the container of no model a context without one stands on.
  let isPlaceholder: Bool

  /// A container of `forTypes` (and the types their relationships reach).
  public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// A container of `forTypes`, migrated by `migrationPlan`.
  public convenience init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  /// A container of `schema`.
  public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: schema, migrationPlan: nil, configurations: configurations)
  }

  /// A container of `schema`, migrated by `migrationPlan`.
  public convenience init(
    for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]
  ) throws {
    let launch = AppLaunch.current
    try self.init(
      schema: schema, migrationPlan: migrationPlan, configurations: configurations, environment: launch?.environment)
    // Made as the app launches: kept while the app runs, whoever else holds it (a scene's
    // `.modelContainer(container)` keeps only its main context).
    launch?.keep(self)
  }

  /// A container over the storage of `environment` (the app's that is launching or drawing
  /// its views); in memory of its own when there is none or the configuration says so.
  init(
    schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration],
    environment: AppEnvironment?
  ) throws {
    for stage in migrationPlan?.stages ?? [] {
      if case .custom(let from, let to, _, _) = stage {
        throw SwiftDataError(
          .unsupportedMigration,
          "the migration from \(from.versionIdentifier) to \(to.versionIdentifier) is custom, whose code is not run here",
          hint:
            "a new property with a default or an optional type, or a rename with @Attribute(originalName:), needs no stage"
        )
      }
    }
    let configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    let types = configurations.compactMap { $0.schema }.flatMap { $0.types }
    self.schema = schema.types.isEmpty && !types.isEmpty ? Schema(types) : schema
    self.configurations = configurations
    let file = environment == nil ? configurations.first { $0.isURLGiven }?.url.path : nil
    let inMemory = configurations.contains { $0.isStoredInMemoryOnly } || (environment == nil && file == nil)
    var ownEnvironment = environment ?? AppEnvironment(clock: VirtualClock())
    if inMemory {
      ownEnvironment.storage = MainActor.assumeIsolated { Storage(.inMemory) }
    } else if let file {
      ownEnvironment.storage = MainActor.assumeIsolated { Storage(.file(file)) }
    }
    self.environment = ownEnvironment
    isPlaceholder = false
    let storage = ownEnvironment.storage
    do {
      _ = try MainActor.assumeIsolated { () throws(StorageError) in try storage.open() }
    } catch let error as StorageError {
      throw SwiftDataError(
        .loadIssueModelContainer, "cannot open the container's store: \(error.description)", hint: error.hint)
    } catch {
      throw SwiftDataError(.loadIssueModelContainer, "cannot open the container's store: \(error)")
    }
    MainActor.assumeIsolated {
      for type in self.schema.types { makeTable(for: type) }
      settle(with: storage)
    }
  }

  /// The container of no model, for a context read where no container was set.
  private init(placeholder: Void) {
    schema = Schema([])
    configurations = [ModelConfiguration(isStoredInMemoryOnly: true)]
    environment = AppEnvironment(clock: VirtualClock())
    isPlaceholder = true
  }

  /// A container of no model, whose main context stands for a missing one.
  static func placeholder() -> ModelContainer { ModelContainer(placeholder: ()) }

  /// The main context, made where the main actor is not known to be.
  var mainContextWithoutActor: ModelContext {
    if let madeMainContext { return madeMainContext }
    let context = ModelContext(mainContextOf: self)
    madeMainContext = context
    return context
  }

  /// Saves the main context whenever `storage` settles (its own storage's, and the session's
  /// of an app whose views use the container), and reports failures there.
  @MainActor
  func settle(with storage: Storage) {
    reportingStorage = storage
    guard !settlingStorages.contains(ObjectIdentifier(storage)) else { return }
    settlingStorages.append(ObjectIdentifier(storage))
    storage.beforeSettling(owner: self) { [weak self] in self?.autosave() ?? [] }
  }

  @MainActor
  private func makeTable<Model: PersistentModel>(for type: Model.Type) {
    tables[ObjectIdentifier(type)] = EntityTable<Model>(environment: environment)
  }

  /// The store of `type`'s models.
  func table<Model: PersistentModel>(for type: Model.Type) -> EntityTable<Model> {
    requireType(type)
    guard let table = tables[ObjectIdentifier(type)] as? EntityTable<Model> else {
      preconditionFailure("the store of \(Model.entityName) is of another type")
    }
    return table
  }

  /// Stops with a message naming the type when `type` is not in the schema: a programming
  /// error, as in SwiftData.
  func requireType(_ type: any PersistentModel.Type) {
    guard tables[ObjectIdentifier(type)] == nil else { return }
    if isPlaceholder {
      fatalError(
        "no ModelContainer in the environment for \(type.entityName): add .modelContainer(for: \(type.entityName).self) "
          + "to the scene or to a view above")
    }
    fatalError(
      "\(type.entityName) is not in the container's schema (\(schema.entities.map(\.name).joined(separator: ", "))): "
        + "add it to ModelContainer(for:) or .modelContainer(for:)")
  }

  /// Whether its configurations allow saving.
  var allowsSave: Bool { configurations.allSatisfy { $0.allowsSave } }

  /// The context the app's views use, which saves by itself before each command's writes are
  /// taken.
  @MainActor
  public var mainContext: ModelContext { mainContextWithoutActor }

  /// `ModelContainer(Book, Author)`.
  public var description: String {
    "ModelContainer(\(schema.entities.map(\.name).joined(separator: ", ")))"
  }

  /// Deletes every model of every type, saved or not, in every context.
  public func deleteAllData() {
    MainActor.assumeIsolated {
      for context in contexts.compactMap(\.context) { context.rollback() }
      for table in tables.values { (table as? any ErasableTable)?.eraseAll() }
      for context in contexts.compactMap(\.context) {
        for entity in context.allEntities { entity.forgetAll() }
      }
    }
  }

  // MARK: Contexts

  func register(_ context: ModelContext) {
    contexts.removeAll { $0.context == nil }
    contexts.append(WeakContext(context: context))
  }

  /// Tells the other contexts what `saver` saved of a type.
  func contextDidSave(
    _ saver: ModelContext, entityName: String, added: [String], updated: [String], removed: [String]
  ) {
    for context in contexts.compactMap(\.context) where context !== saver {
      context.merge(entityName: entityName, added: added, updated: updated, removed: removed)
    }
  }

  /// Saves the main context when it saves by itself and has changes: what each command's
  /// settling runs first.
  ///
  /// A failed save is reported to the command, and its changes stay.
  @MainActor
  private func autosave() -> [StoreProblem] {
    guard let context = madeMainContext, context.autosaveEnabled, context.hasChanges || !context.denials.isEmpty
    else { return [] }
    do {
      try context.save()
      return []
    } catch {
      let store = context.allEntities.first(where: \.hasChanges)?.entityName ?? "SwiftData"
      return [StoreProblem(store, .writeFailed, "autosave: \(error)")]
    }
  }
}

private struct WeakContext {
  weak var context: ModelContext?
}

/// A table whose rows can all be removed.
@MainActor
protocol ErasableTable {
  func eraseAll()
}

extension EntityTable: ErasableTable {
  func eraseAll() {
    store.removeAll().enqueue()
    store.settle()
  }
}
