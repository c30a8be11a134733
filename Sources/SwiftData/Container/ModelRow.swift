/// One model as its store keeps it: its key and its stored values, as one JSON object whose
/// keys are the properties' names (and `_key`, the key again, since a store finds an item's
/// key in the item).
///
/// ```text
/// Book-1  {"_key":"Book-1","author":"Author-1","pages":412,"title":"Dune"}
/// ```
///
/// An attribute is its `Codable` form; a relationship kept on this side is the key it links to
/// (`null` for none) or the keys, in order; the other side of a relationship is found from
/// this one and not written. A row without a property (written before it existed) reads as
/// the property's default, or nil; a row that cannot be read as the model is kept as it is and
/// reported (`store ls`), as every store's.
struct ModelRow<Model: PersistentModel>: Codable, Sendable {
  var key: String
  var values: ModelValues

  init(key: String, values: [Any]) {
    self.key = key
    self.values = ModelValues(values)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ModelCodingKey.self)
    key = try container.decode(String.self, forKey: ModelCodingKey("_key"))
    let layout = Model._$layout
    var values: [Any] = []
    values.reserveCapacity(layout.properties.count)
    for (index, property) in layout.properties.enumerated() {
      switch property.storage {
      case .attribute(let attribute):
        guard let value = try attribute.decode(container) else {
          throw DecodingError.keyNotFound(
            ModelCodingKey(property.name),
            DecodingError.Context(
              codingPath: [], debugDescription: "no value for \(property.name), which has no default"))
        }
        values.append(value)
      case .relationship(let relationship):
        guard layout.isStored(index) else {
          values.append(RelationshipSlot(links: []))
          continue
        }
        let codingKey =
          [property.name, relationship.originalName].compactMap { $0 }.map(ModelCodingKey.init)
          .first(where: container.contains) ?? ModelCodingKey(property.name)
        if relationship.isToMany {
          let keys = try container.decodeIfPresent([String].self, forKey: codingKey) ?? []
          values.append(RelationshipSlot(links: keys.map(ModelLink.key)))
        } else {
          let key = try container.decodeIfPresent(String.self, forKey: codingKey)
          values.append(RelationshipSlot(links: key.map { [.key($0)] } ?? []))
        }
      }
    }
    self.values = ModelValues(values)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ModelCodingKey.self)
    try container.encode(key, forKey: ModelCodingKey("_key"))
    let layout = Model._$layout
    for (index, property) in layout.properties.enumerated() {
      let value = values.values[index]
      switch property.storage {
      case .attribute(let attribute):
        try attribute.encode(value, &container, property.name)
      case .relationship(let relationship):
        guard layout.isStored(index) else { continue }
        let keys = (value as? RelationshipSlot)?.links.compactMap(\.key) ?? []
        if relationship.isToMany {
          try container.encode(keys, forKey: ModelCodingKey(property.name))
        } else if let key = keys.first {
          try container.encode(key, forKey: ModelCodingKey(property.name))
        } else {
          try container.encodeNil(forKey: ModelCodingKey(property.name))
        }
      }
    }
  }
}

/// A model's values, by property: values of `Codable` types and keys, read from and written to
/// rows, never shared while changed.
struct ModelValues: @unchecked Sendable {
  // Unchecked: `Any` for values of the properties' types, each a value type (SwiftData keeps
  // attributes of value types) or a relationship's keys.
  var values: [Any]

  init(_ values: [Any]) {
    self.values = values
  }
}

extension ModelLink {
  /// The key, when the link holds one.
  var key: String? {
    switch self {
    case .key(let key): key
    case .model(let model): (model as? any PersistentModel)?.persistentBackingData.key
    }
  }
}
