import MVCS

/// The saved models of one type: their Store in the session's storage, named after the type,
/// and the keys new ones get.
///
/// One per type in a container, shared by its contexts.
///
/// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); Examples/Bookshelf compiles the same code -->
/// ```swift
/// let books = EntityTable<Book>(environment: environment)
/// books.rows                // every saved book's row, in the order they were added
/// books.nextKey()           // "Book-4" when "Book-3" is the highest stored
/// ```
@MainActor
final class EntityTable<Model: PersistentModel> {
  let store: Store<ModelRow<Model>>
  private let keys: NumberedKeys
  /// The highest number a key was given or found with; found from the rows when first needed.
  private var highestNumber: Int?

  init(environment: AppEnvironment) {
    store = Store(name: Model.entityName, environment: environment, cacheIdentifier: \.key)
    keys = NumberedKeys(Model.entityName)
  }

  /// Every saved row, in the order they were first saved; rows that do not decode are left
  /// out here and reported by the store (`store ls`).
  var rows: [ModelRow<Model>] {
    store.settle()
    return store.items
  }

  /// The row whose key is `key`, if saved.
  func row(forKey key: String) -> ModelRow<Model>? {
    store.settle()
    return store.item(forKey: key)
  }

  /// A key no model of this type has, nor had since launch: one above the highest.
  func nextKey() -> String {
    let highest = highestNumber ?? rows.reduce(0) { max($0, keys.number(of: $1.key) ?? 0) }
    let next = highest == Int.max ? highest : highest + 1
    highestNumber = next
    return keys.key(next)
  }

  /// Notes that `key` was given (another session's, found as a save failed): later keys go
  /// above it.
  func noteKey(_ key: String) {
    guard let number = keys.number(of: key) else { return }
    highestNumber = max(highestNumber ?? 0, number)
  }

}
