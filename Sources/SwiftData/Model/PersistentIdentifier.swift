import MVCS

/// What identifies a model among all of its container's: its type and its key in the type's
/// store, as SwiftData's `PersistentIdentifier` does.
///
/// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); Examples/Bookshelf compiles the same code -->
/// ```swift
/// let id = book.persistentModelID        // PersistentIdentifier(Book-3)
/// let same = context.model(for: id)      // the same book
/// ```
///
/// A model gets its key when it is inserted into a context (`Book-1`, `Book-2`, …: one above
/// the highest key its store holds) and keeps it once saved; a model never inserted has a
/// temporary identifier, which names that object only.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The model's type, as its store is named.
  public let entityName: String
  /// The model's key in its store; nil while the model was never inserted.
  let key: String?
  /// Tells apart models never inserted: their object's identity.
  private let temporary: UInt

  init(entityName: String, key: String) {
    self.entityName = entityName
    self.key = key
    temporary = 0
  }

  init(entityName: String, temporaryFor object: AnyObject) {
    self.entityName = entityName
    key = nil
    temporary = UInt(bitPattern: ObjectIdentifier(object).hashValue)
  }

  /// Whether the model has not been inserted into a context yet.
  public var isTemporary: Bool { key == nil }

  /// The store the model is kept in: the session's, for a container that is not in memory only.
  public var storeIdentifier: String? { key == nil ? nil : entityName }

  /// `PersistentIdentifier(Book-3)`.
  public var description: String {
    "PersistentIdentifier(\(key ?? "\(entityName), temporary"))"
  }

  /// By type, then by key: `Book-2` before `Book-10`.
  public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
    if lhs.entityName != rhs.entityName { return lhs.entityName < rhs.entityName }
    let keys = NumberedKeys(lhs.entityName)
    if let left = lhs.key.flatMap(keys.number), let right = rhs.key.flatMap(keys.number) { return left < right }
    return (lhs.key ?? "", lhs.temporary) < (rhs.key ?? "", rhs.temporary)
  }
}

extension PersistentIdentifier: StoredItemIdentifier {
  package var storeName: String { entityName }
  package var storeKey: String? { key }
}
