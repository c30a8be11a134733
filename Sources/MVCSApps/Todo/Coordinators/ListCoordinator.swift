import Foundation
import MVCS

/// Runs one list's screen: its items, adding them, marking them done or not, deleting them.
///
/// It stops when its screen leaves the navigation stack.
@MainActor
final class ListCoordinator: Coordinator, TodoStorageObserver, ListViewControllerDelegate {
  let listID: String
  private let storage: TodoStorage
  private let router: TodoRouter
  private let dates: RelativeDateText
  private let dueDates: DueDateParser
  private let listName: String
  // Lazy, so its "+" can call back into this coordinator; init creates it.
  private lazy var screen = TodoScreenViewController(
    name: listName.dashedName, title: listName, rowsName: "items",
    emptyMessage: "Tap the button to create your first to do item", emptyButton: "Create item",
    add: { [weak self] in self?.addItem() })
  private var rowReuse = RowReuse<TodoItem, ItemRowViewController>()
  /// The list's items in the order the rows show them (``TodoOrder/items(_:)``), kept so a
  /// new item finds its place by binary search.
  private var shown: [TodoItem] = []
  private var isRunning = false
  /// Called once, when this coordinator stops.
  var onStopped: (@MainActor () -> Void)?

  var primaryViewController: ViewController { screen }

  init(list: TodoList, storage: TodoStorage, router: TodoRouter, environment: AppEnvironment) {
    listID = list.id
    listName = list.name
    self.storage = storage
    self.router = router
    dates = RelativeDateText(clock: environment.clock, calendar: environment.calendar)
    dueDates = DueDateParser(clock: environment.clock, calendar: environment.calendar)
    screen.list.delegate = self
    screen.onRemoved = { [weak self] in self?.stop() }
  }

  func start() {
    isRunning = true
    storage.addObserver(self)
    reload()
    router.show(screen)
  }

  func stop() {
    guard isRunning else { return }
    isRunning = false
    storage.removeObserver(self)
    router.hide(screen)
    onStopped?()
  }

  // MARK: Rows

  func todoStorage(_ storage: TodoStorage, didChange change: TodoStorageChange) {
    switch change {
    case .updatedItem(let item) where item.listID != listID:
      return
    case .updatedItem(let item):
      // Completing an item leaves its place in the order as it was: only its row changes.
      if let row = rowReuse.row(withID: item.id), row.item.name == item.name, row.item.due == item.due {
        row.item = item
        if let index = screen.list.index(of: row) { shown[index] = item }
        return
      }
      reload()
    case .addedItem(_, let list) where list.id != listID, .removedItem(_, let list) where list.id != listID:
      return
    case .addedItem(let item, _):
      // One row, at its place: the others are not sorted, diffed or looked at again.
      let place = TodoOrder.place(of: item, in: shown)
      shown.insert(item, at: place)
      let row = rowReuse.addRow(for: item, id: item.id, name: item.name) {
        ItemRowViewController(item: $0, dates: dates)
      }
      screen.insertRow(row, at: place)
    default:
      reload()
    }
  }

  private func reload() {
    guard let list = storage.list(withID: listID) else { return }
    screen.title = list.name
    shown = TodoOrder.items(storage.items(inList: listID))
    let content = rowReuse.rows(
      for: shown, id: \.id, name: \.name,
      update: { row, item in row.item = item }, make: { ItemRowViewController(item: $0, dates: dates) })
    screen.showRows(content)
  }

  // MARK: Selecting and swiping

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    .deselect
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    guard let row = row as? ItemRowViewController else { return [] }
    let item = row.item
    let done =
      item.isCompleted
      ? SwipeAction("Not Done") { [weak self] in self?.storage.setCompleted(item, false) }
      : SwipeAction("Done") { [weak self] in self?.storage.setCompleted(item, true) }
    return [done, SwipeAction("Delete") { [weak self] in self?.storage.removeItem(item) }]
  }

  // MARK: Prompts

  /// Presents "Add To Do", prefilled after a bad date so what was typed is not lost.
  private func addItem(title: String = "", due: String = "") {
    router.present(
      PromptViewController(
        name: "add-to-do", title: "Add To Do",
        fields: [PromptField(label: "Title", text: title), PromptField(label: "Due", text: due)],
        buttons: [
          PromptButton("Cancel", role: .cancel),
          PromptButton("Create") { [weak self] values in try self?.createItem(named: values[0], due: values[1]) },
        ]))
  }

  private func createItem(named name: String, due: String) throws {
    guard let list = storage.list(withID: listID) else { return }
    let date: Date?
    do {
      date = try dueDates.parse(due)
    } catch {
      // Reported by the failing tap, and offered again to be corrected.
      addItem(title: name, due: due)
      throw error
    }
    storage.addItem(named: name, due: date, to: list)
  }
}
