/// A named list of to-do items, as MVCTodo's `TDItemList`: what the overview shows one row
/// for.
public struct TodoList: Codable, Sendable, Equatable {
  public var id: String
  public var name: String
  public var emoji: String

  public init(id: String, name: String, emoji: String = "📝") {
    self.id = id
    self.name = name
    self.emoji = emoji
  }
}
