/// What changed in a ``TodoStorage``, as MVCTodo's storage notifications name it.
enum TodoStorageChange: Sendable, Equatable {
  case addedList(TodoList)
  /// A list saved over `previous`, the list as it was: its row is found by the old name.
  case updatedList(TodoList, previous: TodoList)
  case removedList(TodoList)
  case addedItem(TodoItem, to: TodoList)
  case updatedItem(TodoItem)
  case removedItem(TodoItem, from: TodoList)
}
