import Observation

/// How many items each list holds, by list id: what the overview's rows show, kept by
/// ``TodoStorage`` as it writes, and observable, so a row follows its list's count.
///
/// ```swift
/// counts.count(ofList: "list-1")  // 3; a row drawing it redraws when it changes
/// ```
@Observable
@MainActor
final class TodoItemCounts {
  private var counts: [String: Int]

  /// The counts of `items`, by their lists.
  init(items: [TodoItem]) {
    counts = Dictionary(grouping: items, by: \.listID).mapValues(\.count)
  }

  /// How many items the list `id` holds.
  func count(ofList id: String) -> Int {
    counts[id] ?? 0
  }

  /// Adds `delta` to the list `id`'s count, never below zero.
  func add(_ delta: Int, toList id: String) {
    counts[id] = max(0, (counts[id] ?? 0) + delta)
  }

  /// Forgets the list `id`, removed with its items.
  func removeList(_ id: String) {
    counts[id] = nil
  }
}
