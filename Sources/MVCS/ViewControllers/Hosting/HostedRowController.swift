import Foundation

/// One row of a ``List`` or a ``Form``: a view controller showing the row's view, as a cell
/// hosts SwiftUI content, so the row has a path and keeps its views' state while its id stays.
final class HostedRowController: ViewController {
  /// The row's view and what it carries: its `ForEach` id and offset, its swipe actions.
  private(set) var element: ViewList.Element

  init(element: ViewList.Element, title: String) {
    self.element = element
    super.init(name: title.isEmpty ? "row" : title.dashedName, title: title)
    keepsBodyBetweenDrawings = true
  }

  /// Shows `element` from now on.
  func show(_ element: ViewList.Element) {
    self.element = element
    bodyChangedSinceDrawn = true
    setNeedsDisplay()
  }

  override var body: any View { RowContent(content: element.view, row: self) }

  /// What the row is called, from its last drawing: its first control's name, or the first
  /// words of its first line of text; `select` and `swipe` match it.
  override var title: String? {
    get { titleFromViews ?? super.title }
    set { super.title = newValue }
  }

  /// Selecting the row: a row that is a button is pressed.
  func select() {
    let context = RenderContext(owner: self, environment: environmentForBody, isMeasuring: true)
    _ = context.render(element.view, width: 10_000, height: nil)
    if let press = context.controls.first?.input(as: ButtonPress.self), context.controls.count == 1 {
      try? action(named: press.actionName)?()
    }
  }

  /// What swiping the row offers: the buttons of its `swipeActions`, or else Delete when its
  /// `ForEach` deletes.
  func swipeActions(in context: RenderContext) -> [SwipeAction] {
    if let content = element.traits.swipeActionsContent {
      // The buttons' closures, as an alert's are taken: drawn apart from the screen, a button
      // offers no action to be called by.
      return context.withPlace(node: element.node, path: element.path) {
        context.flatViewList(of: content).compactMap { element -> SwipeAction? in
          guard let button = element.view.underlyingView as? any AlertButtonConvertible else { return nil }
          let press = button.alertButton(in: context)
          if let name = button.namedAction {
            return SwipeAction(press.title) { [weak self] in try self?.action(named: name)?() }
          }
          return SwipeAction(press.title) { try press.action() }
        }
      }
    }
    guard let delete = element.traits.editing?.delete, let offset = element.traits.offset,
      !element.traits.isDeleteDisabled
    else { return [] }
    return [SwipeAction("Delete") { delete(IndexSet(integer: offset)) }]
  }
}

/// A row's view, drawn, and its title taken from what it drew, so a row's title follows its
/// view without drawing it a second time.
private struct RowContent: View {
  let content: any View
  unowned let row: HostedRowController

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let firstControl = context.controls.count
    // A row of a list being edited for a selection of several is marked selected or not.
    let mark = (row.parent as? ViewListController)?.selection?.mark(row.element)
    let lines = content.render(width: width - (mark == nil ? 0 : 2), in: context)
    if !context.isMeasuring {
      let title = ViewListController.rowTitle(
        firstControl: context.controls.dropFirst(firstControl).first?.control, lines: lines)
      if row.titleFromViews != title { row.titleFromViews = title }
    }
    guard let mark else { return lines }
    return lines.enumerated().map { index, line in
      var marked = RenderedLine(index == 0 ? mark + " " : "  ")
      marked.append(line)
      return marked
    }
  }
}
