/// What a ``ListViewController`` does with a row once its delegate has handled the selection.
///
/// ```swift
/// func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
///     show(screen(for: row))  // pushes the row's screen, so the row need not stay selected
///     return .deselect
/// }
/// ```
public enum ListSelectionResponse: Sendable, Equatable {
  /// The row stays selected, drawn marked, until something deselects it.
  case none
  /// The selection is cleared at once, as after a tap that navigates elsewhere.
  case deselect
  /// The selection is cleared and every row redrawn, for a selection that changed what rows
  /// show through state their bodies cannot observe; like UIKit's reloading, which deselects.
  case reload
}
