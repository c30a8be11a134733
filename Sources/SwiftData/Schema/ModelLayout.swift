/// How a model type's properties are kept, worked out once per type from its metadata and
/// its relationships' targets': which relationships its rows hold, and the other side of each.
///
/// A relationship is kept on one side only, so a change writes one row: a to-one is kept
/// (its key), a to-many whose other side is a to-one is found from that side; of two to-manys
/// the side that names the other with `inverse:` is found from the other (of two to-ones too).
/// A relationship with no other side is kept. The other side is the property `inverse:` names
/// on either side or, when neither names one, the only relationship back when each side has
/// exactly one, as SwiftData infers it.
///
/// `@Model` keeps it in `_$layout`, a constant of the type.
public struct ModelLayout: @unchecked Sendable {
  // Unchecked: made once per type from constants, never changed.

  /// The type's name, and its store's.
  let entityName: String
  /// The stored properties, in declaration order.
  let properties: [Schema.PropertyMetadata]
  /// Whether the row holds each property.
  private let stored: [Bool]
  /// The place of each relationship's other side among its target's properties.
  let inverses: [Int?]
  /// The places of the attributes marked `.unique`.
  let uniqueAttributes: [Int]

  /// The layout of `type`.
  public init<Model: PersistentModel>(of type: Model.Type) {
    entityName = type.entityName
    let properties = type.schemaMetadata
    self.properties = properties
    var stored: [Bool] = []
    var inverses: [Int?] = []
    for property in properties {
      guard let relationship = property.relationship else {
        stored.append(true)
        inverses.append(nil)
        continue
      }
      let inverse = Self.inverse(of: property, in: type)
      inverses.append(inverse)
      guard let inverse else {
        stored.append(true)
        continue
      }
      let other = relationship.targetType.schemaMetadata[inverse]
      guard let otherRelationship = other.relationship else {
        stored.append(true)
        continue
      }
      switch (relationship.isToMany, otherRelationship.isToMany) {
      case (false, true): stored.append(true)
      case (true, false): stored.append(false)
      default:
        // Two of a kind: the side that names the other is found from it; if both or neither
        // do, the side that sorts first keeps it.
        let namesOther = relationship.inverse != nil
        let otherNamesThis = otherRelationship.inverse != nil
        if namesOther != otherNamesThis {
          stored.append(!namesOther)
        } else {
          stored.append(
            (type.entityName, property.name) <= (relationship.targetType.entityName, other.name))
        }
      }
    }
    self.stored = stored
    self.inverses = inverses
    uniqueAttributes = properties.indices.filter { properties[$0].attribute?.isUnique == true }
  }

  /// Whether the row holds the property at `index`.
  func isStored(_ index: Int) -> Bool { stored[index] }

  /// The place of `property`'s other side among its target's properties, if it has one.
  private static func inverse<Model: PersistentModel>(
    of property: Schema.PropertyMetadata, in type: Model.Type
  ) -> Int? {
    guard let relationship = property.relationship else { return nil }
    let targetProperties = relationship.targetType.schemaMetadata
    if let named = relationship.inverse {
      return targetProperties.firstIndex { $0.keypath == named }
    }
    if let naming = targetProperties.firstIndex(where: { $0.relationship?.inverse == property.keypath }) {
      return naming
    }
    // Neither side names the other: the only relationship each way, as SwiftData infers it.
    let back = targetProperties.indices.filter {
      let candidate = targetProperties[$0].relationship
      return candidate?.targetType == type && candidate?.inverse == nil
    }
    let forth = type.schemaMetadata.filter { $0.relationship?.targetType == relationship.targetType }
    guard back.count == 1, forth.count == 1, relationship.targetType != type else { return nil }
    return back[0]
  }
}
