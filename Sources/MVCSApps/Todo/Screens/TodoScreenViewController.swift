import MVCS

/// One screen of the Todo app, the overview or a list: a "+" bar button and a container
/// that shows the rows, or an empty-state message when there are none — MVCTodo's way:
/// the content is swapped, never hidden.
///
/// It composes and draws; what "+" does and what the rows follow is its coordinator's
/// business. The rows follow a store, and so does the screen: it swaps the empty state in
/// and out, and takes its title from ``followedTitle``, whenever the data changes.
final class TodoScreenViewController: ViewController {
  let list: ListViewController
  private let empty: MessageViewController
  private let container: ContainerViewController
  private let add: @MainActor () -> Void
  /// Called once the screen has left its navigation stack (Back, or hidden by the router).
  var onRemoved: (@MainActor () -> Void)?
  /// Where the title comes from when it follows the data (a list's name); nil keeps it.
  var followedTitle: (@MainActor () -> String?)?
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
    updateWhenChanged(reading: { [unowned self] in
      _ = list.rowCount
      _ = followedTitle?()
    })
  }

  /// The rows, or the empty state when there are none; the title the data gives.
  override func updateView() {
    container.content = list.rowCount == 0 ? empty : list
    if let title = followedTitle?() { self.title = title }
  }

  override var barButtons: [Button<Text>] { [Button("+", action: "add")] }

  override var body: any View { Embed(container) }

  override var actions: [Action] {
    [Action("add", summary: "Presses \"+\"") { [add] _ in add() }]
  }

  override func didMove(toParent parent: ViewController?) {
    if parent == nil { onRemoved?() }
  }
}
