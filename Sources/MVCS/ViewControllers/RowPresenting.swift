/// A per-row action offered by swiping, like UIKit's `UIContextualAction`: "Rename", "Delete".
@MainActor
public struct SwipeAction {
  /// The text the user sees and `swipe` matches.
  public let title: String
  /// What the action does.
  public let perform: @MainActor () throws -> Void

  /// An action titled `title` that runs `perform`.
  public init(_ title: String, perform: @escaping @MainActor () throws -> Void) {
    self.title = title
    self.perform = perform
  }
}

/// A view controller whose rows a user selects and swipes: what the shell's `select ROW` and
/// `swipe ROW ACTION` address.
///
/// Rows are child view controllers. A list that makes its rows only as they are needed
/// (``ListViewController`` with ``ListRows``) answers ``rowCount``, ``row(at:)`` and
/// ``indexOfRow(titled:)`` without making the others; ``rows`` makes them all.
///
/// ```swift
/// try list.select(list.rows[0])
/// try list.swipeActions(for: list.rows[0]).first { $0.title == "Delete" }?.perform()
/// ```
@MainActor
public protocol RowPresenting: ViewController {
  /// The rows, in the order they are shown.
  var rows: [ViewController] { get }
  /// How many rows there are.
  var rowCount: Int { get }
  /// The row at `index`, from 0; nil past the end.
  func row(at index: Int) -> ViewController?
  /// The place of the first row whose ``matchTitle(of:)`` is `title`, if any.
  func indexOfRow(titled title: String) -> Int?
  /// How `select` and `swipe` match a row: its main text, without emoji or counts.
  func matchTitle(of row: ViewController) -> String
  /// Selects `row` as a tap on it would.
  func select(_ row: ViewController) throws
  /// The swipe actions `row` offers; empty when it offers none.
  func swipeActions(for row: ViewController) -> [SwipeAction]
  /// The place of `row` among ``rows``, from 0, or nil when it is not one of them.
  func index(of row: ViewController) -> Int?
}

extension RowPresenting {
  /// The row's title, or its name.
  public func matchTitle(of row: ViewController) -> String { row.title ?? row.name }
  /// Looks through ``rows``: O(rows); a long list answers from an index.
  public func index(of row: ViewController) -> Int? { rows.firstIndex { $0 === row } }
  /// How many ``rows`` there are.
  public var rowCount: Int { rows.count }
  /// The row at `index` in ``rows``.
  public func row(at index: Int) -> ViewController? { rows.indices.contains(index) ? rows[index] : nil }
  /// Looks through ``rows``: O(rows).
  public func indexOfRow(titled title: String) -> Int? { rows.firstIndex { matchTitle(of: $0) == title } }
}
