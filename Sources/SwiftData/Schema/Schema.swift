/// The model types a container keeps, with the types their relationships reach, as SwiftData's
/// `Schema` is.
///
/// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); Examples/Bookshelf compiles the same code -->
/// ```swift
/// let schema = Schema([Book.self])          // Author too, when a Book links to one
/// let container = try ModelContainer(for: schema, configurations: [ModelConfiguration()])
/// ```
public final class Schema: @unchecked Sendable, Hashable, CustomStringConvertible {
  // Unchecked: made once and never changed; the types and their metadata are constants.

  /// One model type: its name, which is its store's, and its properties.
  public struct Entity: Hashable, Sendable, CustomStringConvertible {
    /// The type's name, and its store's.
    public let name: String
    /// The names of the type's stored properties, in declaration order.
    public let propertyNames: [String]
    let type: ObjectIdentifier

    /// The entity's name.
    public var description: String { name }
  }

  /// A schema's version, as `VersionedSchema` declares it.
  public struct Version: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int
    /// The patch version.
    public var patch: Int

    /// The version `major.minor.patch`.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }

    /// `1.0.0`.
    public var description: String { "\(major).\(minor).\(patch)" }
  }

  /// The model types, those given first, then those their relationships reach, each once.
  let types: [any PersistentModel.Type]
  /// The schema's version.
  public let version: Version

  /// The types `types` and those their relationships reach.
  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    var found: [any PersistentModel.Type] = []
    var seen = Set<ObjectIdentifier>()
    var pending = types
    while !pending.isEmpty {
      let type = pending.removeFirst()
      guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
      found.append(type)
      for property in type.schemaMetadata {
        if case .relationship(let relationship) = property.storage { pending.append(relationship.targetType) }
      }
    }
    self.types = found
    self.version = version
  }

  /// The types `types` and those their relationships reach.
  public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
    self.init(types, version: version)
  }

  /// The models of a versioned schema.
  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  /// The model types, each as an entity.
  public var entities: [Entity] {
    types.map { type in
      Entity(name: type.entityName, propertyNames: type.schemaMetadata.map(\.name), type: ObjectIdentifier(type))
    }
  }

  /// `Schema(Author, Book)`.
  public var description: String { "Schema(\(entities.map(\.name).joined(separator: ", ")))" }

  /// Schemas of the same types, in the same order, and version.
  public static func == (lhs: Schema, rhs: Schema) -> Bool {
    lhs.types.map(ObjectIdentifier.init) == rhs.types.map(ObjectIdentifier.init) && lhs.version == rhs.version
  }

  /// Hashes the types and the version.
  public func hash(into hasher: inout Hasher) {
    for type in types { hasher.combine(ObjectIdentifier(type)) }
    hasher.combine(version)
  }
}

/// A version of an app's schema, as SwiftData's: its models and its version.
///
/// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); Examples/Bookshelf compiles the same code -->
/// ```swift
/// enum LibrarySchemaV1: VersionedSchema {
///   static let versionIdentifier = Schema.Version(1, 0, 0)
///   static var models: [any PersistentModel.Type] { [Book.self] }
/// }
/// ```
public protocol VersionedSchema {
  /// The version.
  static var versionIdentifier: Schema.Version { get }
  /// The model types of this version.
  static var models: [any PersistentModel.Type] { get }
}

/// How an app's schema went from version to version, as SwiftData's.
///
/// Lightweight stages need nothing here: a row written before a property existed reads as
/// the property's default, or nil, and a property renamed with `@Attribute(originalName:)`
/// reads its old name. A custom stage's closures are not run yet: a container made with one
/// fails with an error that says so.
public protocol SchemaMigrationPlan {
  /// The versions, oldest first.
  static var schemas: [any VersionedSchema.Type] { get }
  /// The steps between them.
  static var stages: [MigrationStage] { get }
}

/// One step of a ``SchemaMigrationPlan``.
public enum MigrationStage: @unchecked Sendable {
  /// A step SwiftData infers: new properties, renamed ones.
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  /// A step with code before and after it.
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
