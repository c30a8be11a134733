import MVCS

/// One screen of the Todo app, the overview or a list: a "+" bar button and a container
/// that shows the rows, or an empty-state message when there are none — MVCTodo's way:
/// the content is swapped, never hidden.
///
/// It composes and draws; what "+" does and what the rows are is its coordinator's business.
final class TodoScreenViewController: ViewController {
  let list: ListViewController
  private let empty: MessageViewController
  private let container: ContainerViewController
  private let add: @MainActor () -> Void
  /// Called once the screen has left its navigation stack (Back, or hidden by the router).
  var onRemoved: (@MainActor () -> Void)?

  init(
    name: String, title: String, rowsName: String, emptyMessage: String, emptyButton: String,
    add: @escaping @MainActor () -> Void
  ) {
    self.add = add
    list = ListViewController(name: rowsName)
    empty = MessageViewController(name: "empty", message: emptyMessage, button: .init(emptyButton, perform: add))
    container = ContainerViewController(content: empty)
    super.init(name: name, title: title)
    addChild(container)
    container.finishMove(toParent: self)
  }

  /// Shows `rows` in this order, or the empty state when there are none.
  func showRows(_ rows: [ViewController]) {
    list.content = rows
    container.content = rows.isEmpty ? empty : list
  }

  /// Shows one more row, at `index`, without looking at the others; the list replaces the
  /// empty state if it was showing.
  func insertRow(_ row: ViewController, at index: Int) {
    list.insertRow(row, at: index)
    if container.content !== list { container.content = list }
  }

  /// Shows `rows`, made as they come into view, or the empty state when there are none.
  func showRows(_ rows: ListRows) {
    list.setRows(rows)
    container.content = rows.count == 0 ? empty : list
  }

  override var barButtons: [Button] { [Button("+", action: "add")] }

  override var body: any View { Embed(container) }

  override var actions: [Action] {
    [Action("add", summary: "Presses \"+\"") { [add] _ in add() }]
  }

  override func didMove(toParent parent: ViewController?) {
    if parent == nil { onRemoved?() }
  }
}
