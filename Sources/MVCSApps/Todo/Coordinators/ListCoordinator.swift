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
    // One item added, changed or removed changes one row, at its place found by binary
    // search: the others are not sorted, compared, made or looked at again.
    switch change {
    case .updatedItem(let item) where item.listID != listID:
      return
    case .updatedItem(let item):
      // Completing an item leaves its place in the order as it was: only its row changes.
      guard let index = place(of: item, sameOrderAs: true) else { return reload() }
      screen.list.updateRow(at: index, with: item)
    case .addedItem(_, let list) where list.id != listID, .removedItem(_, let list) where list.id != listID:
      return
    case .addedItem(let item, _):
      screen.insertRow(for: item, at: TodoOrder.place(of: item, in: shownItems))
    case .removedItem(let item, _):
      guard let index = place(of: item, sameOrderAs: false) else { return reload() }
      screen.removeRow(at: index)
    default:
      reload()
    }
  }

  /// The items the rows show, in their order: the list's own models, not a copy.
  private var shownItems: [TodoItem] {
    screen.list.listRows?.models(as: TodoItem.self) ?? []
  }

  /// The place of the row showing `item`, found by binary search, when it is there; with
  /// `sameOrderAs`, only when the item shown there has the name and due date that order it.
  private func place(of item: TodoItem, sameOrderAs: Bool) -> Int? {
    let items = shownItems
    let index = TodoOrder.place(of: item, in: items)
    guard items.indices.contains(index), items[index].id == item.id else { return nil }
    if sameOrderAs, items[index].name != item.name || items[index].due != item.due { return nil }
    return index
  }

  /// Rows for the list's items, sorted, made as they come into view.
  ///
  /// Opening a list of 100,000 items makes the rows of the first screen, not 100,000. An
  /// item's row stays the same view controller while its name does.
  private func reload() {
    guard let list = storage.list(withID: listID) else { return }
    screen.title = list.name
    screen.showRows(
      ListRows(
        TodoOrder.items(storage.items(inList: listID)), id: \.id, name: \.name.dashedName, title: \.name,
        update: { (row: ItemRowViewController, item) in row.item = item },
        make: { [dates] item in ItemRowViewController(item: item, dates: dates) }))
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
  ///
  /// "Due" is a date field: text that is not a due date is refused as it is typed, with the
  /// reason, and the field keeps what it held.
  private func addItem(title: String = "", due: String = "") {
    let dueDates = dueDates
    router.present(
      PromptViewController(
        name: "add-to-do", title: "Add To Do",
        fields: [
          PromptField(label: "Title", text: title),
          PromptField(label: "Due", text: due) { text in _ = try dueDates.parse(text) },
        ],
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
      // A day that was today when typed is past once the clock moved on: reported by the
      // failing tap, and offered again to be corrected.
      addItem(title: name, due: due)
      throw error
    }
    storage.addItem(named: name, due: date, to: list)
  }
}
