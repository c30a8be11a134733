import MVCS

/// What one context holds of one model type: the models it made or was given, by key, those
/// inserted, changed and deleted since the last save, the log of changes its queries follow,
/// and, for each relationship found from the other side, which models link to which.
final class ContextEntity<Model: PersistentModel>: AnyContextEntity {
  unowned let context: ModelContext
  let table: EntityTable<Model>
  /// Every model of the context, by key: fetched, inserted, changed or deleted.
  var registered: [String: Model] = [:]
  /// Models inserted and not saved, in the order inserted.
  var inserted: [Model] = []
  /// Models saved before and changed since, in the order first changed.
  var changed: [Model] = []
  private var changedKeys = Set<String>()
  /// Saved models deleted and not saved, in the order deleted.
  var deleted: [Model] = []
  private(set) var deletedKeys = Set<String>()
  /// The changes queries follow.
  var log = ModelChangeLog()
  /// What the views reading these models observe.
  let feed = ModelFeed()
  /// For each relationship found from the other side (by the property's place), the keys of
  /// the models linking to each model, by its key; made when first needed.
  var derivedIndexes: [Int: [String: [String]]] = [:]

  init(context: ModelContext, table: EntityTable<Model>) {
    self.context = context
    self.table = table
  }

  var entityName: String { Model.entityName }
  var layout: ModelLayout { Model._$layout }
  var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }

  /// The saved rows, in order.
  var rows: [ModelRow<Model>] {
    let table = table
    return MainActor.assumeIsolated { table.rows }
  }

  /// The model whose key is `key`: the context's own, or made from its saved row; nil when
  /// there is none or it was deleted.
  func model(forKey key: String) -> Model? {
    if let model = registered[key] { return model.persistentBackingData.isDeleted ? nil : model }
    let table = table
    guard let row = MainActor.assumeIsolated({ table.row(forKey: key) }) else { return nil }
    return make(row)
  }

  func anyModel(forKey key: String) -> AnyObject? { model(forKey: key) }

  /// The model of `row`, made and registered.
  func make(_ row: ModelRow<Model>) -> Model {
    let model = Model(
      backingData: _ModelBacking(of: Model.self, key: row.key, values: row.values.values, context: context))
    registered[row.key] = model
    return model
  }

  /// Every model the context shows, saved ones first in their order, then those inserted,
  /// deleted ones left out.
  func currentModels() -> [Model] {
    var models: [Model] = []
    let rows = rows
    models.reserveCapacity(rows.count + inserted.count)
    let hasDeletions = !deletedKeys.isEmpty
    for row in rows {
      if hasDeletions, deletedKeys.contains(row.key) { continue }
      models.append(registered[row.key] ?? make(row))
    }
    models += inserted
    return models
  }

  /// How many models the context shows, without making them.
  var currentCount: Int {
    let table = table
    return MainActor.assumeIsolated { table.rows.count } - deletedKeys.count + inserted.count
  }

  // MARK: Changes

  /// Notes that `model`, saved before, changed.
  func noteChanged(_ model: Model) {
    let backing = model.persistentBackingData
    guard let key = backing.key else { return }
    if !backing.isInserted, !backing.isDeleted, changedKeys.insert(key).inserted { changed.append(model) }
    record(.updated(key))
  }

  /// Notes that `model` was deleted.
  func noteDeleted(_ model: Model) {
    guard let key = model.persistentBackingData.key else { return }
    if model.persistentBackingData.isInserted {
      inserted.removeAll { $0 === model }
      registered[key] = nil
    } else if deletedKeys.insert(key).inserted {
      deleted.append(model)
    }
    if changedKeys.remove(key) != nil { changed.removeAll { $0 === model } }
    record(.deleted(key, ObjectIdentifier(model)))
  }

  /// Adds `change` to the log and tells the views.
  func record(_ change: ModelChange) {
    log.append(change)
    feed.changed()
  }

  /// Forgets what is pending: the saved state is what the context shows again.
  func rollback() {
    for model in inserted {
      let backing = model.persistentBackingData
      if let key = backing.key { registered[key] = nil }
      backing.context = nil
      backing.isInserted = false
      backing.key = nil
    }
    for model in changed {
      let backing = model.persistentBackingData
      if let saved = backing.savedValues {
        backing.values = saved
        backing.savedValues = nil
      }
      for property in Model.schemaMetadata { property.notify(model) }
    }
    for model in deleted { model.persistentBackingData.isDeleted = false }
    inserted = []
    changed = []
    changedKeys = []
    deleted = []
    deletedKeys = []
    derivedIndexes = [:]
    record(.reset)
  }

  /// Takes what a save of this context wrote: the models are saved as they are.
  func didSave(added: [Model], updated: [Model], removed: [Model]) {
    for model in added {
      model.persistentBackingData.isInserted = false
      model.persistentBackingData.savedValues = nil
    }
    for model in updated { model.persistentBackingData.savedValues = nil }
    for model in removed {
      let backing = model.persistentBackingData
      if let key = backing.key { registered[key] = nil }
      backing.context = nil
    }
    let addedSet = Set(added.map(ObjectIdentifier.init))
    let updatedSet = Set(updated.map(ObjectIdentifier.init))
    let removedSet = Set(removed.map(ObjectIdentifier.init))
    inserted.removeAll { addedSet.contains(ObjectIdentifier($0)) }
    changed.removeAll { updatedSet.contains(ObjectIdentifier($0)) }
    changedKeys = Set(changed.compactMap(\.persistentBackingData.key))
    deleted.removeAll { removedSet.contains(ObjectIdentifier($0)) }
    deletedKeys = Set(deleted.compactMap(\.persistentBackingData.key))
  }

  /// Takes what another context of the container saved: its models, as saved, unless this
  /// context changed them since (then this context's changes stay, to be saved over them).
  func merge(added: [String], updated: [String], removed: [String]) {
    for key in removed {
      let object = registered[key].map(ObjectIdentifier.init)
      if let model = registered[key] {
        let backing = model.persistentBackingData
        backing.isDeleted = true
        backing.context = nil
        registered[key] = nil
        inserted.removeAll { $0 === model }
        changed.removeAll { $0 === model }
        changedKeys.remove(key)
      }
      record(.deleted(key, object))
    }
    let table = table
    for key in updated {
      if let model = registered[key], !model.persistentBackingData.hasChanges,
        let row = MainActor.assumeIsolated({ table.row(forKey: key) })
      {
        model.persistentBackingData.values = row.values.values
        for property in Model.schemaMetadata { property.notify(model) }
      }
      record(.updated(key))
    }
    for key in added { record(.inserted(key)) }
  }

  // MARK: Relationships found from the other side

  /// The keys of the models linking to each model through the relationship at `index` (found
  /// from the other side), made from the saved rows and the context's models when first
  /// needed.
  func derivedIndex(_ index: Int) -> [String: [String]] {
    if let made = derivedIndexes[index] { return made }
    guard let relationship = Model.schemaMetadata[index].relationship, let inverse = layout.inverses[index] else {
      return [:]
    }
    let made = context.entity(for: relationship.targetType).linkIndex(through: inverse)
    derivedIndexes[index] = made
    return made
  }

  /// For the relationship at `index` of this type (kept on this side), the keys of the models
  /// of this type linking to each key.
  func linkIndex(through index: Int) -> [String: [String]] {
    var made: [String: [String]] = [:]
    func add(_ slot: Any, from key: String) {
      for link in (slot as? RelationshipSlot)?.links ?? [] {
        guard let target = link.key else { continue }
        made[target, default: []].append(key)
      }
    }
    for row in rows where !deletedKeys.contains(row.key) {
      add(registered[row.key]?.persistentBackingData.values[index] ?? row.values.values[index], from: row.key)
    }
    for model in inserted {
      guard let key = model.persistentBackingData.key else { continue }
      add(model.persistentBackingData.values[index], from: key)
    }
    return made
  }

  /// Moves `child` (a key of the other type) from the models `removed` to the models `added`
  /// in the index of the relationship at `index`, if it is made.
  func relink(_ child: String, at index: Int, removed: [String], added: [String]) {
    guard derivedIndexes[index] != nil else { return }
    for key in removed { derivedIndexes[index]?[key]?.removeAll { $0 == child } }
    for key in added where derivedIndexes[index]?[key]?.contains(child) != true {
      derivedIndexes[index]?[key, default: []].append(child)
    }
  }

  /// Forgets the indexes, to be made again: another context's save changed the links.
  func forgetIndexes() {
    derivedIndexes = [:]
  }

  /// Forgets every model: the store was emptied.
  func forgetAll() {
    for model in registered.values { model.persistentBackingData.context = nil }
    registered = [:]
    derivedIndexes = [:]
    record(.reset)
  }
}

/// A context's state for one model type, whatever the type.
protocol AnyContextEntity: AnyObject {
  var entityName: String { get }
  var hasChanges: Bool { get }
  var log: ModelChangeLog { get }
  func anyModel(forKey key: String) -> AnyObject?
  func linkIndex(through index: Int) -> [String: [String]]
  func relink(_ child: String, at index: Int, removed: [String], added: [String])
  func rollback()
  func forgetIndexes()
  func forgetAll()
  func merge(added: [String], updated: [String], removed: [String])
}
