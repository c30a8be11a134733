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
  /// What must hold of the screen's rows, as its coordinator knows the data behind them.
  var rowInvariants: [Invariant] = []

  override var invariants: [Invariant] { rowInvariants }

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

  /// Shows `rows`, made as they come into view, or the empty state when there are none.
  func showRows(_ rows: ListRows) {
    list.setRows(rows)
    container.content = rows.count == 0 ? empty : list
  }

  /// Shows one more row, for `model`, at `index`, the others as they were; the list replaces
  /// the empty state if it was showing.
  func insertRow<Model>(for model: Model, at index: Int) {
    guard list.insertRow(for: model, at: index) else { return }
    if container.content !== list { container.content = list }
  }

  /// Removes the row at `index`, the others as they were; the empty state shows when it was the last.
  func removeRow(at index: Int) {
    list.removeRow(at: index)
    if list.rowCount == 0 { container.content = empty }
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
