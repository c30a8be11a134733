/// Where a model's values live, with its key and its context: what `@Model` gives each model
/// as its `persistentBackingData`.
///
/// An implementation detail of the macro; never made by hand.
///
/// The values are by property, in declaration order: an attribute's value as it is, a
/// relationship's the models or keys it links to. A model fetched from its store shares its
/// row's values until it changes; its first change keeps them, so `rollback()` can put them
/// back.
public final class _ModelBacking: @unchecked Sendable {
  // Unchecked: a model and its backing are used where their context is, the main actor, as
  // a SwiftData model is used on its context's actor; nothing here is shared beyond that.

  /// The values, by property.
  var values: [Any]
  /// The model's type, as its store is named.
  let entityName: String
  /// The model's type.
  let modelType: any PersistentModel.Type
  /// The model's key in its store: given at insertion, or read with its row.
  var key: String?
  /// The context that inserted or fetched the model.
  weak var context: ModelContext?
  /// The values as last saved (or fetched), kept at the first change since; nil while
  /// unchanged.
  var savedValues: [Any]?
  /// Whether the model was inserted and not saved yet.
  var isInserted = false
  /// Whether the model was deleted.
  var isDeleted = false

  /// The backing of a model made by its initializer, not inserted yet.
  ///
  /// A fetch makes one too, as the default of the model's property, before its
  /// `init(backingData:)` puts the row's in place: so it costs only the layout's constants
  /// (the type's name spelled once per type, not once per model).
  public init<Model: PersistentModel>(for type: Model.Type) {
    let layout = type._$layout
    values = Array(repeating: UnsetValue(), count: layout.properties.count)
    entityName = layout.entityName
    modelType = type
  }

  /// The backing of a model read from its row.
  init<Model: PersistentModel>(of type: Model.Type, key: String, values: [Any], context: ModelContext) {
    entityName = type._$layout.entityName
    modelType = type
    self.key = key
    self.values = values
    self.context = context
  }

  /// Whether the model changed since it was saved, or was never saved.
  var hasChanges: Bool { savedValues != nil || isInserted || (isDeleted && context != nil) }

  func identifier(of model: AnyObject) -> PersistentIdentifier {
    if let key { return PersistentIdentifier(entityName: entityName, key: key) }
    return PersistentIdentifier(entityName: entityName, temporaryFor: model)
  }

  /// Keeps the values as saved before the first change since.
  func noteChange() {
    if savedValues == nil, !isInserted { savedValues = values }
  }

  /// The value of the relationship at `index`: its models, as the property's type holds them.
  func resolve<Model: PersistentModel, Value>(_ index: Int, of model: Model) -> Value {
    let property = Model.schemaMetadata[index]
    guard case .relationship(let relationship) = property.storage else {
      // An attribute whose slot does not hold its type: a row decoded into another type.
      fatalError("\(entityName).\(property.name) holds \(type(of: values[index])), not \(Value.self)")
    }
    let related: [AnyObject]
    if let context {
      related = context.relatedModels(of: model, at: index)
    } else {
      related = (values[index] as? RelationshipSlot)?.links.compactMap(\.model) ?? []
    }
    guard let value = relationship.makeValue(related, "\(entityName).\(property.name)") as? Value else {
      fatalError("\(entityName).\(property.name) cannot be read as \(Value.self)")
    }
    return value
  }

  /// Sets the property at `index` of `model` to `value`.
  func write<Model: PersistentModel, Value>(_ value: Value, at index: Int, of model: Model) {
    let property = Model.schemaMetadata[index]
    switch property.storage {
    case .attribute:
      if let context {
        noteChange()
        values[index] = value
        context.didChange(model)
      } else {
        values[index] = value
      }
    case .relationship(let relationship):
      let targets = relationship.objects(value)
      if context == nil,
        let managed = targets.lazy.compactMap({ ($0 as? any PersistentModel)?.persistentBackingData.context }).first
      {
        // A model linked to one its context keeps is kept there too, as SwiftData inserts it.
        managed.insert(model)
      }
      if let context {
        context.setRelationship(of: model, at: index, to: targets)
      } else {
        values[index] = RelationshipSlot(links: targets.map(ModelLink.model))
      }
    }
  }
}

/// The value of a property no initializer set yet.
struct UnsetValue {}

/// What a relationship holds in a model's values: the models it links to, or their keys.
struct RelationshipSlot {
  var links: [ModelLink]
}

/// One model a relationship links to: the model itself, or its key in its store.
enum ModelLink {
  case model(AnyObject)
  case key(String)

  /// The model, when the link holds it.
  var model: AnyObject? {
    if case .model(let model) = self { model } else { nil }
  }
}
