/// Who answers for a ``ListViewController``: what selecting a row does, and which actions
/// swiping a row offers.
///
/// The list holds its delegate weakly.
///
/// ```swift
/// final class ListsCoordinator: ListViewControllerDelegate {
///     func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
///         open(row)
///         return .deselect
///     }
///
///     func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
///         [SwipeAction("Delete") { [unowned self] in delete(row) }]
///     }
///
///     private func open(_ row: ViewController) { … }
///     private func delete(_ row: ViewController) { … }
/// }
/// ```
@MainActor
public protocol ListViewControllerDelegate: AnyObject {
  /// The user selected `row`, which the list now shows selected; the answer says whether it stays so.
  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse
  /// The actions swiping `row` offers, in the order shown; none by default.
  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction]
}

extension ListViewControllerDelegate {
  /// No swipe actions, unless the delegate offers some.
  public func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    []
  }
}
