import MVCS

extension ModelContext {
  /// Writes what changed since the last save to the models' stores: for each type, in one
  /// transaction, the rows of the models deleted, inserted and changed.
  ///
  /// Throws a ``SwiftDataError`` when a store refuses (a read-only or locked file, a disk that
  /// is full, a `.deny` delete rule): the types written before it stay saved, and what was
  /// not written stays pending in the context (`hasChanges`), to be saved again or rolled
  /// back; nothing is dropped.
  public func save() throws {
    guard hasChanges || !denials.isEmpty else { return }
    guard container.allowsSave else {
      throw SwiftDataError(.saveFailed, "the container's configuration does not allow saving (allowsSave: false)")
    }
    if let denial = denials.first {
      throw SwiftDataError(.saveFailed, denial, hint: "delete what it links to first, or rollback()")
    }
    // A model that took another's key (an add met a key another session saved since) makes
    // the rows that link to it change: a second pass writes them.
    for _ in 0..<3 where hasChanges {
      for entity in allEntities where entity.hasChanges {
        try (entity as? any SavingEntity)?.save(in: self)
      }
    }
  }

  /// Tells the container's other contexts what this one saved of a type.
  func didSave(entityName: String, added: [String], updated: [String], removed: [String]) {
    container.contextDidSave(self, entityName: entityName, added: added, updated: updated, removed: removed)
  }
}

/// A context entity that can save its pending models.
protocol SavingEntity {
  func save(in context: ModelContext) throws
}

extension ContextEntity: SavingEntity {
  func save(in context: ModelContext) throws {
    let removed = deleted
    var added = inserted.filter { !$0.persistentBackingData.isDeleted }
    let updated = changed
    try takeOverUniqueKeys(&added)
    let table = table
    let removedRows = removed.compactMap(Self.row)
    let updatedRows = updated.compactMap(Self.row)
    let addedRows = added.compactMap(Self.row)
    do {
      try MainActor.assumeIsolated {
        let store = table.store
        var operation = store.remove(removedRows)
        if !addedRows.isEmpty { operation = operation.add(addedRows) }
        if !updatedRows.isEmpty { operation = operation.insert(updatedRows) }
        try store.commit(operation)
      }
    } catch let error as StorageError where error.kind == .keyExists {
      // Another session on the file saved a model of this type under a key this one gave:
      // each new model is added on its own, under a key above every stored one.
      try MainActor.assumeIsolated {
        let store = table.store
        try store.commit(store.remove(removedRows).insert(updatedRows))
      }
      for model in added { try addAnew(model) }
    } catch let error as StorageError {
      throw SwiftDataError(storageError: error, saving: Model.entityName)
    }
    didSave(added: added, updated: updated, removed: removed)
    context.didSave(
      entityName: Model.entityName, added: added.compactMap(\.persistentBackingData.key),
      updated: updated.compactMap(\.persistentBackingData.key), removed: removed.compactMap(\.persistentBackingData.key)
    )
  }

  /// Adds `model` under a key no model of the file has, and moves every link to its old key.
  private func addAnew(_ model: Model) throws {
    guard let row = Self.row(model) else { return }
    let table = table
    let entityName = Model.entityName
    let stored: ModelRow<Model>? = MainActor.assumeIsolated {
      table.store.addNew(row) { storedKeys in
        let keys = NumberedKeys(entityName)
        var copy = row
        copy.key = try keys.key(above: storedKeys)
        return copy
      }
    }
    guard let stored else {
      let problem = MainActor.assumeIsolated { table.store.problems.last?.message ?? "the write failed" }
      throw SwiftDataError(.saveFailed, "\(entityName): \(problem)")
    }
    let oldKey = row.key
    guard stored.key != oldKey else { return }
    MainActor.assumeIsolated { table.noteKey(stored.key) }
    model.persistentBackingData.key = stored.key
    registered[oldKey] = nil
    registered[stored.key] = model
    context.rekey(entityName: entityName, from: oldKey, to: stored.key)
    record(.deleted(oldKey, ObjectIdentifier(model)))
    record(.inserted(stored.key))
  }

  /// For each inserted model with a `.unique` value a saved model of another key has: the
  /// inserted model takes that key, and its values are saved over the other's (an upsert, as
  /// SwiftData does); the other's object leaves the context.
  private func takeOverUniqueKeys(_ added: inout [Model]) throws {
    let unique = layout.uniqueAttributes
    guard !unique.isEmpty, !added.isEmpty else { return }
    var owners: [Int: [AnyHashable: String]] = [:]
    for index in unique {
      guard let hashKey = layout.properties[index].attribute?.hashKey else { continue }
      var byValue: [AnyHashable: String] = [:]
      for row in rows where !deletedKeys.contains(row.key) {
        let values = registered[row.key]?.persistentBackingData.values ?? row.values.values
        if let value = hashKey(values[index]) { byValue[value] = row.key }
      }
      owners[index] = byValue
    }
    for model in added {
      let backing = model.persistentBackingData
      for index in unique {
        guard let hashKey = layout.properties[index].attribute?.hashKey,
          let value = hashKey(backing.values[index]), let owner = owners[index]?[value], owner != backing.key,
          let newKey = backing.key
        else { continue }
        if let previous = registered[owner], previous !== model {
          previous.persistentBackingData.context = nil
          previous.persistentBackingData.isDeleted = true
          record(.deleted(owner, ObjectIdentifier(previous)))
        }
        registered[newKey] = nil
        registered[owner] = model
        backing.key = owner
        backing.isInserted = false
        backing.savedValues = backing.values
        inserted.removeAll { $0 === model }
        noteChanged(model)
        record(.deleted(newKey, ObjectIdentifier(model)))
        record(.inserted(owner))
        context.rekey(entityName: Model.entityName, from: newKey, to: owner)
        break
      }
    }
    added.removeAll { !$0.persistentBackingData.isInserted }
  }

  /// The row of `model` as it is now.
  private static func row(_ model: Model) -> ModelRow<Model>? {
    guard let key = model.persistentBackingData.key else { return nil }
    return ModelRow(key: key, values: model.persistentBackingData.values)
  }
}

extension ModelContext {
  /// Moves every link to `oldKey` of the type `entityName` to `newKey`: the model took another
  /// key as it was saved.
  ///
  /// The models whose rows keep such a link change.
  func rekey(entityName: String, from oldKey: String, to newKey: String) {
    for entity in allEntities {
      (entity as? any RekeyingEntity)?.replaceLinks(toEntity: entityName, from: oldKey, to: newKey)
    }
  }
}

/// A context entity that can move its models' links to a key that changed.
protocol RekeyingEntity {
  func replaceLinks(toEntity entityName: String, from oldKey: String, to newKey: String)
}

extension ContextEntity: RekeyingEntity {
  func replaceLinks(toEntity entityName: String, from oldKey: String, to newKey: String) {
    for (index, property) in layout.properties.enumerated() {
      guard let relationship = property.relationship, relationship.targetType.entityName == entityName,
        layout.isStored(index)
      else { continue }
      for model in registered.values {
        let backing = model.persistentBackingData
        guard var slot = backing.values[index] as? RelationshipSlot,
          slot.links.contains(where: { $0.key == oldKey })
        else { continue }
        slot.links = slot.links.map { $0.key == oldKey ? .key(newKey) : $0 }
        backing.noteChange()
        backing.values[index] = slot
        noteChanged(model)
      }
    }
    forgetIndexes()
  }
}
