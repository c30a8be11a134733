import Foundation
import MVCS

/// Runs one list's screen: its items, adding them, marking them done or not, deleting them.
///
/// The rows follow the items store, sorted, through the list (``ListViewController/follow``):
/// adding, completing or deleting an item writes the store, and its row appears, changes or
/// goes when the list is next drawn, found by binary search. It stops when its screen leaves
/// the navigation stack.
@MainActor
final class ListCoordinator: Coordinator, ListViewControllerDelegate {
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
    screen.rowInvariants = [
      Invariant("a list's items show in their stated order") { [weak self] in
        self?.misorderedItems()
      }
    ]
  }

  /// The first two items shown out of the order MVCTodo states, written here apart from the
  /// order the list sorts by (``TodoOrder``), so a mistake in one is caught by the other: items
  /// with a due date first, the earliest first; then those without; each day's by name, as
  /// Finder orders names (case aside, numbers by value).
  private func misorderedItems() -> String? {
    let items = screen.list.listRows?.models(as: TodoItem.self) ?? []
    for (first, second) in zip(items, items.dropFirst()) {
      let inOrder: Bool
      switch (first.due, second.due) {
      case (let a?, let b?) where a != b: inOrder = a < b
      case (nil, .some): inOrder = false
      case (.some, nil): inOrder = true
      default: inOrder = first.name.compare(second.name, options: [.caseInsensitive, .numeric]) != .orderedDescending
      }
      if !inOrder { return "'\(first.name)' shows before '\(second.name)'" }
    }
    return nil
  }

  /// Shows the list's items, sorted, made as they come into view, and follows the store.
  ///
  /// Opening a list of 100,000 items makes the rows of the first screen, not 100,000. An
  /// item's row stays the same view controller while its name does.
  func start() {
    isRunning = true
    let (listID, dates) = (listID, dates)
    screen.list.follow(
      storage.items, where: { $0.listID == listID }, sortedBy: TodoOrder.itemPrecedes, title: \.name,
      update: { (row: ItemRowViewController, item) in row.item = item },
      row: { item in ItemRowViewController(item: item, dates: dates) })
    screen.followedTitle = { [storage] in storage.list(withID: listID)?.name }
    // The rows and the empty state are in place before the screen appears.
    screen.updateIfNeeded()
    router.show(screen)
  }

  func stop() {
    guard isRunning else { return }
    isRunning = false
    router.hide(screen)
    onStopped?()
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
