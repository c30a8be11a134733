/// A class whose instances SwiftData keeps: what `@Model` makes a class, as SwiftData's
/// `PersistentModel` is.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
/// ```swift
/// @Model
/// final class Book {
///   var title: String
///   var author: Author?
///   init(title: String) { self.title = title }
/// }
/// ```
///
/// A model is `Identifiable` by its ``persistentModelID`` and `Hashable` and equal by it, so
/// `ForEach(books)`, `NavigationLink(value: book)` and `.navigationDestination(for:
/// Book.self)` work as with SwiftData; each of its properties is observed as an `@Observable`
/// class's is. The requirements other than these are what `@Model` writes: never write them
/// by hand.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {
  /// Where the model's values live, with its identity and its context.
  var persistentBackingData: _ModelBacking { get set }
  /// Tells Observation of reads and changes of the model's properties.
  var _$observationRegistrar: ObservationRegistrar { get }
  /// The model's stored properties, in declaration order.
  static var schemaMetadata: [Schema.PropertyMetadata] { get }
  /// How the model's properties are kept, worked out once: `static let _$layout =
  /// ModelLayout(of: Self.self)`.
  static var _$layout: ModelLayout { get }
  /// A model over `backingData`, as a fetch makes one from its row.
  init(backingData: _ModelBacking)
}

extension PersistentModel {
  /// What identifies the model among all of its container's: its type and key.
  public var persistentModelID: PersistentIdentifier { persistentBackingData.identifier(of: self) }

  /// The context the model was inserted into or fetched from; nil for a model never
  /// inserted, or deleted and saved.
  public var modelContext: ModelContext? { persistentBackingData.context }

  /// Whether the model was deleted from its context (saved or not).
  public var isDeleted: Bool { persistentBackingData.isDeleted }

  /// Whether the model changed since it was last saved (or was inserted and not saved yet).
  public var hasChanges: Bool { persistentBackingData.hasChanges }

  /// The model's id: its ``persistentModelID``.
  public var id: PersistentIdentifier { persistentModelID }

  /// Models are equal when they are the same stored model.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs === rhs || lhs.persistentModelID == rhs.persistentModelID
  }

  /// Hashes the ``persistentModelID``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(persistentModelID)
  }

  /// The store a model of this type is kept in: its type's name.
  static var entityName: String { String(describing: Self.self) }
}

// What `@Model`'s accessors call: read, write and set at initialization, by the property's
// place among the model's stored properties.
extension PersistentModel {
  /// The value of the stored property at `index`.
  public func _$read<Value>(_ index: Int) -> Value {
    let slot = persistentBackingData.values[index]
    if let value = slot as? Value { return value }
    return persistentBackingData.resolve(index, of: self)
  }

  /// Sets the stored property at `index` to `value`, with what follows: the model noted as
  /// changed in its context, a relationship's other side kept in step.
  public func _$write<Value>(_ index: Int, _ value: Value) {
    persistentBackingData.write(value, at: index, of: self)
  }
}

extension _ModelBacking {
  /// Sets the stored property at `index` as the model's initializer does, before the model
  /// is whole: only the value is kept; a relationship's other side follows at insertion.
  public func _$initialize<Value>(_ index: Int, _ value: Value) {
    values[index] = modelType.schemaMetadata[index].initialSlot(for: value)
  }
}
