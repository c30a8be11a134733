import MVCS

/// Where something drawn but out of the window's view is, and how a user brings it into
/// view: the error `tap`, `fill`, `select` and `swipe` give for a match they cannot touch.
///
/// ```swift
/// throw OutOfView.error("button 'Delete'", drawnBy: owner, session: session, at: word.location)
/// // error: button 'Delete' is out of view: row 500 of 100,000 of /lists/container/rows, which shows rows 1–36
/// //   hint: `scroll /lists/container/rows to 500` brings it into view
/// ```
@MainActor
enum OutOfView {
  static func error(
    _ what: String, drawnBy owner: ViewController, session: Session, at location: SourceLocation
  ) -> ShellError {
    var node: ViewController? = owner
    var below: ViewController?
    while let current = node {
      if let list = current as? any RowPresenting & Scrollable, let row = below, let index = list.index(of: row) {
        return error(what, row: index, of: list, session: session, at: location)
      }
      if let scrollable = current as? any Scrollable, current !== owner {
        return ShellError(
          "\(what) is out of view in \(scrollable.path)", at: location,
          hint: "`scroll \(scrollable.path) down` (or up) brings it into view; `show --full` draws everything")
      }
      // A modal is drawn over its presenter, not inside it: scrolling what lies under it
      // cannot bring its controls into view, only a taller screen can.
      if current.presentingViewController != nil { break }
      below = current
      node = current.pathParent
    }
    let height = session.options.effectiveHeight
    return ShellError(
      "\(what) is out of view: below the screen's \(height) lines", at: location,
      hint: "a taller screen (--height) shows it; `show --full` draws everything")
  }

  /// The error for something in row `index` of `list`, out of view.
  static func error(
    _ what: String, row index: Int, of list: any RowPresenting, session: Session, at location: SourceLocation
  ) -> ShellError {
    guard let scrollable = list as? any Scrollable else {
      return ShellError("\(what) is out of view in \(list.path)", at: location)
    }
    let position = scrollable.scrollPosition
    return ShellError(
      "\(what) is out of view: row \(ScrollPosition.grouped(index + 1)) of "
        + "\(ScrollPosition.grouped(position.count)) of \(list.path)\(Self.showing(position, unit: "row"))",
      at: location, hint: "`scroll \(list.path) to \(index + 1)` brings it into view")
  }

  private static func showing(_ position: ScrollPosition, unit: String) -> String {
    position.shown.isEmpty ? "" : ", which shows " + position.shownRange(unit: unit)
  }
}
