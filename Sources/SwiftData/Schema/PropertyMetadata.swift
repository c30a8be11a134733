extension Schema {
  /// One stored property of a model: its name, its key path, its default, and how it is kept,
  /// as `@Model` declares it in `schemaMetadata`.
  ///
  /// Made by `@Model` through ``_property(_:_:attribute:relationship:default:)``, whose
  /// overloads tell an attribute (a `Codable` value) from a relationship (a model, an
  /// optional one, or an array of them) by the property's type, as SwiftData does.
  public struct PropertyMetadata: @unchecked Sendable {
    // Unchecked: key paths and closures made once per model type, never changed.

    /// The property's name, its key in the row.
    public let name: String
    /// The property's key path.
    public let keypath: AnyKeyPath
    /// The value the property starts with, when it has one.
    public var defaultValue: Any? { storage.defaultValue }
    let storage: PropertyStorage

    /// The slot a model's initializer sets the property to.
    func initialSlot(for value: Any) -> Any {
      switch storage {
      case .attribute: value
      case .relationship(let relationship): RelationshipSlot(links: relationship.objects(value).map(ModelLink.model))
      }
    }

    /// Whether the property is a relationship.
    var relationship: RelationshipInfo? {
      if case .relationship(let relationship) = storage { relationship } else { nil }
    }

    /// Tells Observation the property of `model` changed.
    func notify(_ model: AnyObject) {
      switch storage {
      case .attribute(let attribute): attribute.notify(model)
      case .relationship(let relationship): relationship.notify(model)
      }
    }

    /// The property as an attribute, when it is one.
    var attribute: AttributeCodec? {
      if case .attribute(let attribute) = storage { attribute } else { nil }
    }
  }
}

/// How a property is kept.
enum PropertyStorage {
  case attribute(AttributeCodec)
  case relationship(RelationshipInfo)

  var defaultValue: Any? {
    switch self {
    case .attribute(let attribute): attribute.defaultValue?()
    case .relationship: nil
    }
  }
}

/// How an attribute is read from and written to its row, and compared for sorting.
struct AttributeCodec {
  let options: [Schema.Attribute.Option]
  let originalName: String?
  /// The value read from the row under the property's name (or its original name), the
  /// default when the row has none, nil when it has none and there is no default.
  let decode: (KeyedDecodingContainer<ModelCodingKey>) throws -> Any?
  let encode: (Any, inout KeyedEncodingContainer<ModelCodingKey>, _ name: String) throws -> Void
  /// How values sort, when the type is `Comparable` (an optional: nil first).
  let order: AttributeOrder?
  /// The value as a key, when the type is `Hashable`: what `.unique` compares.
  let hashKey: ((Any) -> AnyHashable?)?
  let defaultValue: (() -> Any)?
  /// Tells Observation the property of `model` changed.
  let notify: (AnyObject) -> Void

  var isUnique: Bool { options.contains(.unique) }
}

/// How the values of a `Comparable` attribute sort: two at a time, or a whole column whose
/// values are each cast once, not at every comparison (a sort of 100,000 compares about two
/// million pairs).
struct AttributeOrder {
  /// How two values compare.
  let compare: (Any, Any) -> ComparisonResult
  /// How the values at two places of a column compare.
  let column: ([Any]) -> (Int, Int) -> ComparisonResult

  /// The order of values of `Value`, or of `Value?` with nil first when `nilFirst`; a value
  /// of another type compares the same as anything (it cannot be read as the property's).
  init<Value: Comparable>(of type: Value.Type, nilFirst: Bool) {
    compare = { first, second in Self.compare(first as? Value, second as? Value, nilFirst: nilFirst) }
    column = { values in
      let typed = values.map { $0 as? Value }
      return { first, second in Self.compare(typed[first], typed[second], nilFirst: nilFirst) }
    }
  }

  private static func compare<Value: Comparable>(_ first: Value?, _ second: Value?, nilFirst: Bool)
    -> ComparisonResult
  {
    switch (first, second) {
    case (let first?, let second?):
      first < second ? .orderedAscending : second < first ? .orderedDescending : .orderedSame
    case (nil, nil): .orderedSame
    case (nil, _): nilFirst ? .orderedAscending : .orderedSame
    case (_, nil): nilFirst ? .orderedDescending : .orderedSame
    }
  }
}

/// What a relationship links to and how.
struct RelationshipInfo {
  /// The type linked to.
  let targetType: any PersistentModel.Type
  /// Whether it links to many (an array) or one.
  let isToMany: Bool
  let deleteRule: Schema.Relationship.DeleteRule
  /// The other side, as `@Relationship(inverse:)` said it on this side.
  let inverse: AnyKeyPath?
  let originalName: String?
  /// The property's value from the linked models; `name` for the error of a required one
  /// missing.
  let makeValue: ([AnyObject], _ name: String) -> Any
  /// The linked models of a value of the property.
  let objects: (Any) -> [AnyObject]
  /// Tells Observation the property of `model` changed.
  let notify: (AnyObject) -> Void
}

/// A row's key: a property's name.
struct ModelCodingKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension Schema.PropertyMetadata {
  /// An attribute: a `Codable` value.
  public static func _property<Model: PersistentModel, Value: Codable>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Value>, attribute: Schema.Attribute? = nil,
    relationship: Schema.Relationship? = nil, default: (@Sendable () -> Value)? = nil
  ) -> Self {
    attributeMetadata(name, keyPath, attribute, `default`, order: nil)
  }

  /// An attribute that sorts: a `Codable` and `Comparable` value.
  public static func _property<Model: PersistentModel, Value: Codable & Comparable>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Value>, attribute: Schema.Attribute? = nil,
    relationship: Schema.Relationship? = nil, default: (@Sendable () -> Value)? = nil
  ) -> Self {
    attributeMetadata(name, keyPath, attribute, `default`, order: AttributeOrder(of: Value.self, nilFirst: false))
  }

  /// An optional attribute that sorts, nil first.
  public static func _property<Model: PersistentModel, Wrapped: Codable & Comparable>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Wrapped?>, attribute: Schema.Attribute? = nil,
    relationship: Schema.Relationship? = nil, default: (@Sendable () -> Wrapped?)? = nil
  ) -> Self {
    attributeMetadata(name, keyPath, attribute, `default`, order: AttributeOrder(of: Wrapped.self, nilFirst: true))
  }

  private static func attributeMetadata<Model: PersistentModel, Value: Codable>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Value>, _ attribute: Schema.Attribute?,
    _ defaultValue: (@Sendable () -> Value)?, order: AttributeOrder?
  ) -> Self {
    let originalName = attribute?.originalName
    // Made once, not once a row.
    let codingKeys = [name, originalName].compactMap { $0 }.map(ModelCodingKey.init)
    let codec = AttributeCodec(
      options: attribute?.options ?? [], originalName: originalName,
      decode: { container in
        for codingKey in codingKeys {
          guard container.contains(codingKey) else { continue }
          // A null is the value nil for an optional, and missing for the others.
          if try container.decodeNil(forKey: codingKey) {
            guard let optional = Value.self as? any ExpressibleByNilLiteral.Type else { break }
            return optional.init(nilLiteral: ())
          }
          return try container.decode(Value.self, forKey: codingKey)
        }
        if let defaultValue { return defaultValue() }
        if let optional = Value.self as? any ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) }
        return nil
      },
      encode: { value, container, name in
        guard let value = value as? Value else {
          throw EncodingError.invalidValue(
            value, EncodingError.Context(codingPath: [], debugDescription: "\(name) does not hold a \(Value.self)"))
        }
        try container.encode(value, forKey: ModelCodingKey(name))
      },
      order: order,
      hashKey: (Value.self as? any Hashable.Type).map { _ in { value in (value as? any Hashable)?.asAnyHashable } },
      defaultValue: defaultValue.map { make in { make() } },
      notify: { model in
        guard let model = model as? Model else { return }
        model._$observationRegistrar.withMutation(of: model, keyPath: keyPath) {}
      })
    return Self(name: name, keypath: keyPath, storage: .attribute(codec))
  }

  /// A relationship to one model, which may be missing.
  public static func _property<Model: PersistentModel, Target: PersistentModel>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Target?>, attribute: Schema.Attribute? = nil,
    relationship: Schema.Relationship? = nil, default: (@Sendable () -> Target?)? = nil
  ) -> Self {
    relationshipMetadata(
      name, keyPath, Target.self, relationship, isToMany: false,
      makeValue: { models, _ in models.first as? Target as Any },
      objects: { value in (value as? Target).map { [$0] } ?? [] })
  }

  /// A relationship to one model, which must be there.
  public static func _property<Model: PersistentModel, Target: PersistentModel>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Target>, attribute: Schema.Attribute? = nil,
    relationship: Schema.Relationship? = nil, default: (@Sendable () -> Target)? = nil
  ) -> Self {
    relationshipMetadata(
      name, keyPath, Target.self, relationship, isToMany: false,
      makeValue: { models, name in
        guard let target = models.first as? Target else {
          fatalError("\(name) links to no \(Target.self): it was deleted, or never set; make it optional")
        }
        return target
      },
      objects: { value in (value as? Target).map { [$0] } ?? [] })
  }

  /// A relationship to many models.
  public static func _property<Model: PersistentModel, Target: PersistentModel>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, [Target]>, attribute: Schema.Attribute? = nil,
    relationship: Schema.Relationship? = nil, default: (@Sendable () -> [Target])? = nil
  ) -> Self {
    relationshipMetadata(
      name, keyPath, Target.self, relationship, isToMany: true,
      makeValue: { models, _ in models.compactMap { $0 as? Target } },
      objects: { value in (value as? [Target]) ?? [] })
  }

  /// A relationship to many models, as an optional array (as iCloud's SwiftData asks for).
  public static func _property<Model: PersistentModel, Target: PersistentModel>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, [Target]?>, attribute: Schema.Attribute? = nil,
    relationship: Schema.Relationship? = nil, default: (@Sendable () -> [Target]?)? = nil
  ) -> Self {
    relationshipMetadata(
      name, keyPath, Target.self, relationship, isToMany: true,
      makeValue: { models, _ in Optional(models.compactMap { $0 as? Target }) as Any },
      objects: { value in ((value as? [Target]?) ?? nil) ?? [] })
  }

  private static func relationshipMetadata<Model: PersistentModel, Value, Target: PersistentModel>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Value>, _ target: Target.Type,
    _ relationship: Schema.Relationship?, isToMany: Bool, makeValue: @escaping ([AnyObject], String) -> Any,
    objects: @escaping (Any) -> [AnyObject]
  ) -> Self {
    let info = RelationshipInfo(
      targetType: target, isToMany: isToMany, deleteRule: relationship?.deleteRule ?? .nullify,
      inverse: relationship?.inverse, originalName: relationship?.originalName, makeValue: makeValue,
      objects: objects,
      notify: { model in
        guard let model = model as? Model else { return }
        model._$observationRegistrar.withMutation(of: model, keyPath: keyPath) {}
      })
    return Self(name: name, keypath: keyPath, storage: .relationship(info))
  }
}

extension Hashable {
  fileprivate var asAnyHashable: AnyHashable { AnyHashable(self) }
}
