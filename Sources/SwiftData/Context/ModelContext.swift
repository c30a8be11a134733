import MVCS

/// Where an app inserts, changes, deletes and fetches its models, and saves them, as
/// SwiftData's `ModelContext` is.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
/// ```swift
/// @Environment(\.modelContext) private var modelContext
///
/// modelContext.insert(Book(title: "Dune"))
/// modelContext.delete(book)
/// try modelContext.save()     // the main context also saves by itself, after each command
/// let unread = try modelContext.fetch(FetchDescriptor<Book>(predicate: #Predicate { !$0.isRead }))
/// ```
///
/// A context keeps one object per stored model (fetching a model twice gives the same
/// object), notes each change to its models, and `save()` writes them to their types'
/// stores, one transaction a type. Fetches see the context's own changes, saved or not. The
/// container's `mainContext` saves by itself (autosave) before the shell takes each command's
/// writes, so a `relaunch` finds what the app did; a failed save is the error of the command
/// that caused it.
///
/// Like SwiftData's, a context is used on one actor: mvcs's is the main actor, where its
/// models' stores live.
public final class ModelContext: CustomStringConvertible {
  /// How the context holds its container: its main context does not keep it alive, since the
  /// container keeps its main context.
  private enum ContainerReference {
    case owned(ModelContainer)
    case main(UnownedContainer)
  }

  /// The container of a main context, not kept alive by it.
  private struct UnownedContainer {
    unowned let container: ModelContainer
  }

  private let containerReference: ContainerReference
  /// Whether the context saves by itself before each command's writes are taken (the main
  /// context's does, as SwiftData's).
  public var autosaveEnabled: Bool
  /// The context's state by model type.
  private var entities: [ObjectIdentifier: AnyContextEntity] = [:]
  /// The types in the order first used, for saving in a stable order.
  private var entityOrder: [ObjectIdentifier] = []
  /// Deletions a `.deny` rule refuses, which the next save reports.
  var denials: [String] = []

  /// A context of `container`, not saving by itself.
  public init(_ container: ModelContainer) {
    containerReference = .owned(container)
    autosaveEnabled = false
    container.register(self)
  }

  /// The main context of `container`.
  init(mainContextOf container: ModelContainer) {
    containerReference = .main(UnownedContainer(container: container))
    autosaveEnabled = true
    container.register(self)
  }

  /// The container whose models this context holds.
  public var container: ModelContainer {
    switch containerReference {
    case .owned(let container): container
    case .main(let reference): reference.container
    }
  }

  /// `ModelContext(Book, Author)`.
  public var description: String {
    "ModelContext(\(container.schema.entities.map(\.name).joined(separator: ", ")))"
  }

  // MARK: The state of each type

  /// This context's state for `type`.
  func entity<Model: PersistentModel>(_ type: Model.Type) -> ContextEntity<Model> {
    let id = ObjectIdentifier(type)
    if let entity = entities[id] as? ContextEntity<Model> { return entity }
    let entity = ContextEntity(context: self, table: container.table(for: type))
    entities[id] = entity
    entityOrder.append(id)
    return entity
  }

  /// This context's state for `type`, whatever it is.
  func entity(for type: any PersistentModel.Type) -> AnyContextEntity {
    func open<Model: PersistentModel>(_ type: Model.Type) -> AnyContextEntity { entity(type) }
    return open(type)
  }

  /// The states made so far, in the order first used.
  var allEntities: [AnyContextEntity] { entityOrder.compactMap { entities[$0] } }

  /// The state for the type named `name`, if made.
  func entity(named name: String) -> AnyContextEntity? {
    allEntities.first { $0.entityName == name }
  }

  // MARK: Inserting and deleting

  /// Inserts `model`, and the models its relationships link to that no context holds: it
  /// gets its key (`Book-4`), fetches show it, and the next save writes it.
  public func insert<T: PersistentModel>(_ model: T) {
    let backing = model.persistentBackingData
    if backing.context === self {
      if backing.isDeleted, !backing.isInserted { undelete(model) }
      return
    }
    precondition(
      backing.context == nil,
      "\(T.entityName) \(model.persistentModelID) belongs to another context: fetch it in this one to use it here")
    container.requireType(T.self)
    let entity = entity(T.self)
    let table = entity.table
    let key = MainActor.assumeIsolated { table.nextKey() }
    backing.key = key
    backing.context = self
    backing.isInserted = true
    backing.isDeleted = false
    entity.registered[key] = model
    entity.inserted.append(model)
    // The links the model was made with: kept on their side, its own models inserted.
    let layout = T._$layout
    for (index, property) in layout.properties.enumerated() where property.relationship != nil {
      let targets = (backing.values[index] as? RelationshipSlot)?.links.compactMap(\.model) ?? []
      backing.values[index] = RelationshipSlot(links: [])
      if !targets.isEmpty { setRelationship(of: model, at: index, to: targets, initial: true) }
    }
    entity.record(.inserted(key))
  }

  private func undelete<T: PersistentModel>(_ model: T) {
    model.persistentBackingData.isDeleted = false
    let entity = entity(T.self)
    entity.deleted.removeAll { $0 === model }
    entity.record(.inserted(model.persistentBackingData.key ?? ""))
  }

  /// Deletes `model`, and what its relationships' delete rules say: `.cascade` deletes the
  /// models it links to, `.nullify` (the default) removes their links to it.
  ///
  /// Fetches no longer show it; the next save removes its row.
  public func delete<T: PersistentModel>(_ model: T) {
    let backing = model.persistentBackingData
    guard backing.context === self, !backing.isDeleted else { return }
    let layout = T._$layout
    // What it links to, before it goes.
    let related = layout.properties.indices.map { index in
      layout.properties[index].relationship == nil ? [] : relatedModels(of: model, at: index)
    }
    backing.isDeleted = true
    for (index, property) in layout.properties.enumerated() {
      guard let relationship = property.relationship, !related[index].isEmpty else { continue }
      switch relationship.deleteRule {
      case .cascade:
        for target in related[index] { deleteAny(target) }
      case .deny:
        denials.append(
          "\(T.entityName) \(backing.key ?? "") cannot be deleted: its \(property.name) links to "
            + "\(related[index].count) \(relationship.targetType.entityName) (delete rule .deny)")
      case .nullify, .noAction:
        unlink(model, at: index, from: related[index], nullifying: relationship.deleteRule == .nullify)
      }
    }
    entity(T.self).noteDeleted(model)
    if backing.isInserted {
      backing.isInserted = false
      backing.context = nil
    }
  }

  private func deleteAny(_ model: AnyObject) {
    guard let model = model as? any PersistentModel else { return }
    delete(model)
  }

  /// Deletes every model of `model` that `predicate` matches (all of them without one).
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
  }

  // MARK: Looking up

  /// Whether anything was inserted, changed or deleted since the last save.
  public var hasChanges: Bool { allEntities.contains { $0.hasChanges } }

  /// The models inserted and not saved.
  public var insertedModelsArray: [any PersistentModel] { pending { $0.insertedModels } }
  /// The saved models changed and not saved.
  public var changedModelsArray: [any PersistentModel] { pending { $0.changedModels } }
  /// The saved models deleted and not saved.
  public var deletedModelsArray: [any PersistentModel] { pending { $0.deletedModels } }

  private func pending(_ models: (AnyContextEntity) -> [any PersistentModel]) -> [any PersistentModel] {
    allEntities.flatMap(models)
  }

  /// The model `persistentModelID` names, if this context has it or its row is saved.
  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    guard persistentModelID.entityName == T.entityName, let key = persistentModelID.key else { return nil }
    return entity(T.self).registered[key]
  }

  /// The model `persistentModelID` names: the context's own, or made from its saved row.
  ///
  /// A model that is not there (deleted, or never saved) is a programming error, as in
  /// SwiftData: it stops the app with a message naming the identifier.
  public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
    guard let type = container.schema.types.first(where: { $0.entityName == persistentModelID.entityName }),
      let key = persistentModelID.key, let model = entity(for: type).anyModel(forKey: key) as? any PersistentModel
    else {
      fatalError("no model for \(persistentModelID) in this context: it was deleted, or never saved")
    }
    return model
  }

  /// Runs `block`, then saves: its changes are saved together.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// Applies what is pending; changes apply as they are made here, so nothing is left.
  public func processPendingChanges() {}

  /// Puts back what was saved: models inserted since are dropped, changed ones take their
  /// saved values again, deleted ones come back.
  public func rollback() {
    for entity in allEntities { entity.rollback() }
    denials = []
  }

  // MARK: Changes of models

  /// Notes that `model`'s values changed (a property set).
  func didChange<T: PersistentModel>(_ model: T) {
    entity(T.self).noteChanged(model)
  }

  /// Takes what another context of the container saved.
  func merge(entityName: String, added: [String], updated: [String], removed: [String]) {
    for entity in allEntities { entity.forgetIndexes() }
    guard let type = container.schema.types.first(where: { $0.entityName == entityName }) else { return }
    entity(for: type).merge(added: added, updated: updated, removed: removed)
  }
}

extension AnyContextEntity {
  var insertedModels: [any PersistentModel] { (self as? any PendingModels)?.pendingInserted ?? [] }
  var changedModels: [any PersistentModel] { (self as? any PendingModels)?.pendingChanged ?? [] }
  var deletedModels: [any PersistentModel] { (self as? any PendingModels)?.pendingDeleted ?? [] }
}

/// A context entity's pending models, as existentials.
protocol PendingModels {
  var pendingInserted: [any PersistentModel] { get }
  var pendingChanged: [any PersistentModel] { get }
  var pendingDeleted: [any PersistentModel] { get }
}

extension ContextEntity: PendingModels {
  var pendingInserted: [any PersistentModel] { inserted }
  var pendingChanged: [any PersistentModel] { changed }
  var pendingDeleted: [any PersistentModel] { deleted }
}
