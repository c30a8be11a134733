import Foundation

/// One thing to do, in one list, as MVCTodo's `TDItem`: done once it has a completion date.
///
/// The list it belongs to is kept on the item (MVCTodo keeps list → items associations
/// apart), so a list's items are a filter of one store and deleting a list finds them.
struct TodoItem: Codable, Sendable, Equatable, Identifiable {
  var id: String
  var listID: String
  var name: String
  var creation: Date
  var due: Date?
  var completion: Date?

  init(id: String, listID: String, name: String, creation: Date, due: Date? = nil, completion: Date? = nil) {
    self.id = id
    self.listID = listID
    self.name = name
    self.creation = creation
    self.due = due
    self.completion = completion
  }

  var isCompleted: Bool { completion != nil }
}
