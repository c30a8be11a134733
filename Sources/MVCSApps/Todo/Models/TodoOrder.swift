import Foundation

/// The orders the screens show lists and items in, apart from the screens so tests can
/// check them.
enum TodoOrder {
  /// Lists by name in plain, case-sensitive order, as MVCTodo sorts them ("Work" before
  /// "errands"); the id breaks ties so equal names keep one order from run to run.
  static func lists(_ lists: [TodoList]) -> [TodoList] {
    lists.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
  }

  /// Items with a due date first, earliest first; then by name.
  static func items(_ items: [TodoItem]) -> [TodoItem] {
    items.sorted { first, second in
      switch (first.due, second.due) {
      case (let a?, let b?) where a != b: return a < b
      case (.some, .none): return true
      case (.none, .some): return false
      default: return byName(first.name, second.name, first.id, second.id)
      }
    }
  }

  private static func byName(_ first: String, _ second: String, _ firstID: String, _ secondID: String) -> Bool {
    switch first.compare(second, options: [.caseInsensitive, .numeric]) {
    case .orderedAscending: return true
    case .orderedDescending: return false
    case .orderedSame: return (first, firstID) < (second, secondID)
    }
  }
}
