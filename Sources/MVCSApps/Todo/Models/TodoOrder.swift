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
    items.sorted(by: itemPrecedes)
  }

  /// Whether `first` comes before `second` among a list's items: a total order, as the id
  /// breaks every tie.
  static func itemPrecedes(_ first: TodoItem, _ second: TodoItem) -> Bool {
    switch (first.due, second.due) {
    case (let a?, let b?) where a != b: return a < b
    case (.some, .none): return true
    case (.none, .some): return false
    default: return byName(first.name, second.name, first.id, second.id)
    }
  }

  /// Where `item` goes among `items`, which are in ``items(_:)``'s order: found by binary
  /// search, so placing one item among 100,000 compares it with 17.
  ///
  /// ```swift
  /// let place = TodoOrder.place(of: newItem, in: sortedItems)
  /// sortedItems.insert(newItem, at: place)  // still in order
  /// ```
  static func place(of item: TodoItem, in items: [TodoItem]) -> Int {
    firstPlace(in: items) { itemPrecedes($0, item) }
  }

  /// Where `list` goes among `lists`, which are in ``lists(_:)``'s order, found by binary search.
  static func place(of list: TodoList, in lists: [TodoList]) -> Int {
    firstPlace(in: lists) { ($0.name, $0.id) < (list.name, list.id) }
  }

  /// The first index of `sorted` whose element does not come before the one being placed.
  private static func firstPlace<Element>(in sorted: [Element], before: (Element) -> Bool) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = low + (high - low) / 2
      if before(sorted[middle]) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  private static func byName(_ first: String, _ second: String, _ firstID: String, _ secondID: String) -> Bool {
    switch first.compare(second, options: [.caseInsensitive, .numeric]) {
    case .orderedAscending: return true
    case .orderedDescending: return false
    case .orderedSame: return (first, firstID) < (second, secondID)
    }
  }
}
