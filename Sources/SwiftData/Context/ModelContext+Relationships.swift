extension ModelContext {
  /// The models the relationship at `index` of `model` links to, in order: from the keys its
  /// row keeps, or, for a relationship found from the other side, from the models of the
  /// other type that link to it.
  ///
  /// Deleted models are left out.
  func relatedModels<T: PersistentModel>(of model: T, at index: Int) -> [AnyObject] {
    let layout = T._$layout
    guard let relationship = layout.properties[index].relationship else { return [] }
    let target = entity(for: relationship.targetType)
    let backing = model.persistentBackingData
    if layout.isStored(index) {
      let links = (backing.values[index] as? RelationshipSlot)?.links ?? []
      return links.compactMap { link in
        switch link {
        case .model(let model): (model as? any PersistentModel)?.persistentBackingData.isDeleted == true ? nil : model
        case .key(let key): target.anyModel(forKey: key)
        }
      }
    }
    guard let key = backing.key else { return [] }
    return (entity(T.self).derivedIndex(index)[key] ?? []).compactMap(target.anyModel)
  }

  /// Links `model` through the relationship at `index` to `targets` (inserting those no
  /// context holds), and keeps the other side in step: a relationship kept on this side
  /// writes `model`'s row; one found from the other side writes the rows of the models
  /// linked and unlinked.
  func setRelationship<T: PersistentModel>(of model: T, at index: Int, to targets: [AnyObject], initial: Bool = false) {
    let layout = T._$layout
    guard let relationship = layout.properties[index].relationship else { return }
    for target in targets {
      if let target = target as? any PersistentModel, target.persistentBackingData.context == nil { insert(target) }
    }
    let targets = relationship.isToMany ? targets : Array(targets.prefix(1))
    let backing = model.persistentBackingData
    guard let key = backing.key else { return }
    let inverse = layout.inverses[index]
    if layout.isStored(index) {
      let old = (backing.values[index] as? RelationshipSlot)?.links.compactMap(\.key) ?? []
      let new = targets.compactMap { ($0 as? any PersistentModel)?.persistentBackingData.key }
      guard initial || old != new else { return }
      backing.noteChange()
      backing.values[index] = RelationshipSlot(links: new.map(ModelLink.key))
      if !initial { didChange(model) }
      guard let inverse else { return }
      let targetEntity = entity(for: relationship.targetType)
      let targetLayout = relationship.targetType._$layout
      guard !targetLayout.isStored(inverse) else { return }
      let removed = old.filter { !new.contains($0) }
      let added = new.filter { !old.contains($0) }
      targetEntity.relink(key, at: inverse, removed: removed, added: added)
      let inverseProperty = relationship.targetType.schemaMetadata[inverse]
      // A one-to-one's other side links to one model: the one that linked to it before lets go.
      if !relationship.isToMany, inverseProperty.relationship?.isToMany == false {
        for addedKey in added {
          guard let target = targetEntity.anyModel(forKey: addedKey) as? any PersistentModel else { continue }
          for other in relatedModels(of: target, at: inverse) where other !== model {
            guard let other = other as? any PersistentModel else { continue }
            replaceLinks(of: other, at: index, removing: addedKey)
          }
        }
      }
      for changedKey in removed + added {
        guard let target = targetEntity.anyModel(forKey: changedKey) else { continue }
        inverseProperty.notify(target)
        (targetEntity as? any RecordingEntity)?.recordUpdate(changedKey)
      }
    } else if let inverse {
      // Found from the other side: each model linked or unlinked changes its own row.
      let current = relatedModels(of: model, at: index)
      let removed = current.filter { old in !targets.contains { $0 === old } }
      let added = targets.filter { new in !current.contains { $0 === new } }
      for target in removed {
        guard let target = target as? any PersistentModel else { continue }
        replaceLinks(of: target, at: inverse, removing: key)
      }
      for target in added {
        guard let target = target as? any PersistentModel else { continue }
        addLink(to: model, from: target, at: inverse)
      }
      layout.properties[index].notify(model)
    }
  }

  /// Removes the link to `key` from the relationship at `index` of `model`, as a user would
  /// set it, with what follows.
  private func replaceLinks<M: PersistentModel>(of model: M, at index: Int, removing key: String) {
    let remaining = relatedModels(of: model, at: index).filter {
      ($0 as? any PersistentModel)?.persistentBackingData.key != key
    }
    setRelationship(of: model, at: index, to: remaining)
    M.schemaMetadata[index].notify(model)
  }

  /// Adds `target` to the relationship at `index` of `model` (replacing a to-one's).
  private func addLink<M: PersistentModel>(to target: AnyObject, from model: M, at index: Int) {
    guard let relationship = M.schemaMetadata[index].relationship else { return }
    let links = relationship.isToMany ? relatedModels(of: model, at: index) + [target] : [target]
    setRelationship(of: model, at: index, to: links)
    M.schemaMetadata[index].notify(model)
  }

  /// Removes `model` from the other side of the relationship at `index`, for a deletion:
  /// `nullifying` writes the other models' rows when they keep the link; without it their
  /// rows keep a link to a model that is gone (`.noAction`).
  func unlink<T: PersistentModel>(_ model: T, at index: Int, from targets: [AnyObject], nullifying: Bool) {
    let layout = T._$layout
    guard let relationship = layout.properties[index].relationship, let inverse = layout.inverses[index],
      let key = model.persistentBackingData.key
    else { return }
    let targetEntity = entity(for: relationship.targetType)
    let inverseProperty = relationship.targetType.schemaMetadata[inverse]
    if layout.isStored(index) {
      // The others find it from this side: only their index changes.
      let keys = targets.compactMap { ($0 as? any PersistentModel)?.persistentBackingData.key }
      if !relationship.targetType._$layout.isStored(inverse) {
        targetEntity.relink(key, at: inverse, removed: keys, added: [])
      }
      for target in targets { inverseProperty.notify(target) }
    } else if nullifying {
      for target in targets {
        guard let target = target as? any PersistentModel else { continue }
        replaceLinks(of: target, at: inverse, removing: key)
      }
    }
  }
}

/// A context entity that can note a model's change for its queries alone (its row is not
/// written): a relationship found from the other side changed.
protocol RecordingEntity {
  func recordUpdate(_ key: String)
}

extension ContextEntity: RecordingEntity {
  func recordUpdate(_ key: String) { record(.updated(key)) }
}
