/// What changed in a ``TodoStorage``, as MVCTodo's storage notifications name it.
enum TodoStorageChange: Sendable, Equatable {
  case addedList(TodoList)
  case updatedList(TodoList)
  case removedList(TodoList)
  case addedItem(TodoItem, to: TodoList)
  case updatedItem(TodoItem)
  case removedItem(TodoItem, from: TodoList)
}
