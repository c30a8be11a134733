/// A named list of to-do items, as MVCTodo's `TDItemList`: what the overview shows one row
/// for.
struct TodoList: Codable, Sendable, Equatable, Identifiable {
  var id: String
  var name: String
  var emoji: String

  init(id: String, name: String, emoji: String = "📝") {
    self.id = id
    self.name = name
    self.emoji = emoji
  }
}
