/// An identifier that names an item of a store: the store and the item's key, as a SwiftData
/// model's `PersistentIdentifier` does once the model is inserted.
///
/// A list of views whose `ForEach` ids are such identifiers shows that store's items, so
/// `mvcs explore` can check that a row's Delete removes its own item
/// (``ListViewController/followedRows``).
///
/// ```swift
/// struct NoteID: Hashable, StoredItemIdentifier {
///   var storeName: String { "notes" }
///   var storeKey: String?
/// }
/// ```
package protocol StoredItemIdentifier {
  /// The store the item is kept in.
  var storeName: String { get }
  /// The item's key in it; nil for an item not stored yet.
  var storeKey: String? { get }
}
