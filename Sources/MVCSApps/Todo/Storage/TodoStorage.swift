import Foundation
import MVCS

/// The Todo app's model controller, MVCTodo's `TDStorage` over two Stores: `lists` and
/// `items`.
///
/// It changes the stores and tells its observers what changed.
///
/// Every write is queued on its store and then settled before the observers hear of it, so
/// a screen redrawn from a notification already reads the new items, and an action's
/// result shows at once. The stores are settled once when opened, for the same reason: the
/// first screen is drawn from what was persisted.
@MainActor
final class TodoStorage {
  let lists: Store<TodoList>
  let items: Store<TodoItem>
  /// How many items each list holds, kept as items are written: what the overview shows.
  let itemCounts: TodoItemCounts
  private let clock: any AppClock
  private var observers: [WeakTodoStorageObserver] = []
  /// `list-N` and `item-N`: one more than the highest N in use, chosen in the database so
  /// another session on the same file never has its record replaced.
  private static let listKeys = NumberedKeys("list")
  private static let itemKeys = NumberedKeys("item")

  init(environment: AppEnvironment) {
    lists = Store(name: "lists", environment: environment, cacheIdentifier: \.id)
    items = Store(name: "items", environment: environment, cacheIdentifier: \.id)
    clock = environment.clock
    lists.settle()
    items.settle()
    itemCounts = TodoItemCounts(items: items.items)
  }

  // MARK: Observers

  func addObserver(_ observer: any TodoStorageObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakTodoStorageObserver(observer: observer))
  }

  func removeObserver(_ observer: any TodoStorageObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  private func notify(_ change: TodoStorageChange) {
    // A copy: an observer may stop observing, or start another, while hearing this.
    for observer in observers.compactMap(\.observer) {
      observer.todoStorage(self, didChange: change)
    }
  }

  // MARK: Reading

  /// The list whose id is `id`, if any; O(1).
  func list(withID id: String) -> TodoList? {
    lists.item(forKey: id)
  }

  /// The item whose id is `id`, if any; O(1).
  func item(withID id: String) -> TodoItem? {
    items.item(forKey: id)
  }

  /// The items of the list `listID`, in insertion order.
  func items(inList listID: String) -> [TodoItem] {
    items.items.filter { $0.listID == listID }
  }

  // MARK: Lists

  /// Adds a list named `name`; an empty name adds nothing, as in MVCTodo.
  @discardableResult
  func addList(named name: String) -> TodoList? {
    guard !name.isEmpty,
      let list = lists.addNew(numbered: Self.listKeys, { TodoList(id: $0, name: name) })
    else { return nil }
    notify(.addedList(list))
    return list
  }

  /// Saves `list` over the stored one with its id; returns whether anything changed.
  ///
  /// Saving the same name and emoji writes nothing and tells nobody, as MVCTodo does.
  @discardableResult
  func saveList(_ list: TodoList) -> Bool {
    guard let stored = self.list(withID: list.id) else { return false }
    guard stored.name != list.name || stored.emoji != list.emoji else { return false }
    lists.insert(list).enqueue()
    lists.settle()
    notify(.updatedList(list, previous: stored))
    return true
  }

  /// Renames `list`; an empty name changes nothing.
  @discardableResult
  func renameList(_ list: TodoList, to name: String) -> Bool {
    guard !name.isEmpty, var renamed = self.list(withID: list.id) else { return false }
    renamed.name = name
    return saveList(renamed)
  }

  /// Removes `list` and its items.
  ///
  /// MVCTodo leaves a deleted list's items behind, orphaned in its file for ever; here they
  /// go with it.
  func removeList(_ list: TodoList) {
    let orphans = items(inList: list.id)
    // Items first: if the second write failed, a list would lose items, never leave orphans.
    if !orphans.isEmpty {
      items.remove(orphans).enqueue()
      items.settle()
    }
    lists.remove(list).enqueue()
    lists.settle()
    if self.list(withID: list.id) == nil { itemCounts.removeList(list.id) }
    notify(.removedList(list))
  }

  // MARK: Items

  /// Adds an item named `name` to `list`; an empty name adds nothing, as in MVCTodo.
  @discardableResult
  func addItem(named name: String, due: Date?, to list: TodoList) -> TodoItem? {
    let now = clock.now
    guard !name.isEmpty,
      let item = items.addNew(
        numbered: Self.itemKeys, { TodoItem(id: $0, listID: list.id, name: name, creation: now, due: due) })
    else { return nil }
    itemCounts.add(1, toList: list.id)
    notify(.addedItem(item, to: list))
    return item
  }

  /// Marks `item` done now, or not done.
  func setCompleted(_ item: TodoItem, _ completed: Bool) {
    guard var updated = self.item(withID: item.id) else { return }
    guard updated.isCompleted != completed else { return }
    updated.completion = completed ? clock.now : nil
    items.insert(updated).enqueue()
    items.settle()
    notify(.updatedItem(updated))
  }

  func removeItem(_ item: TodoItem) {
    items.remove(item).enqueue()
    items.settle()
    if self.item(withID: item.id) == nil { itemCounts.add(-1, toList: item.listID) }
    if let list = list(withID: item.listID) {
      notify(.removedItem(item, from: list))
    }
  }
}
