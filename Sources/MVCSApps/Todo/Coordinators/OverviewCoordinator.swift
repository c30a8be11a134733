import MVCS

/// Runs the "Lists" overview: its rows, creating, renaming and deleting lists, and the one
/// list coordinator for the list selected last.
@MainActor
final class OverviewCoordinator: Coordinator, TodoStorageObserver, ListViewControllerDelegate {
  private let storage: TodoStorage
  private let router: TodoRouter
  private let environment: AppEnvironment
  // Lazy, so its "+" can call back into this coordinator; init creates it.
  private lazy var screen = TodoScreenViewController(
    name: "lists", title: "Lists", rowsName: "rows", emptyMessage: "Tap the button to create your first list",
    emptyButton: "Create list", add: { [weak self] in self?.createList() })
  /// How many items each list holds, by list id: what a row is made with when it comes into view.
  private var itemCounts: [String: Int] = [:]
  /// At most one: selecting a list stops the previous one before starting the next.
  private(set) var listCoordinator: ListCoordinator?

  var primaryViewController: ViewController { screen }

  init(storage: TodoStorage, router: TodoRouter, environment: AppEnvironment) {
    self.storage = storage
    self.router = router
    self.environment = environment
    screen.list.delegate = self
    screen.rowInvariants = [
      Invariant("each list's count equals its items") { [weak self] in self?.miscountedRow() },
      Invariant("the overview shows every list") { [weak self] in
        guard let self else { return nil }
        let (shown, stored) = (screen.list.rowCount, storage.lists.items.count)
        return shown == stored ? nil : "it shows \(shown) of \(stored)"
      },
    ]
  }

  /// The first row made whose count is not the number of its list's stored items: one
  /// pass over the items, then the rows made.
  private func miscountedRow() -> String? {
    var counts: [String: Int] = [:]
    for item in storage.items.items { counts[item.listID, default: 0] += 1 }
    for case let row as ListRowViewController in screen.list.madeChildren {
      let stored = counts[row.list.id] ?? 0
      if row.itemCount != stored { return "'\(row.list.name)' shows \(row.itemCount), its list holds \(stored)" }
    }
    return nil
  }

  func start() {
    storage.addObserver(self)
    reload()
  }

  func stop() {
    listCoordinator?.stop()
    listCoordinator = nil
    storage.removeObserver(self)
  }

  // MARK: Rows

  func todoStorage(_ storage: TodoStorage, didChange change: TodoStorageChange) {
    // An item changes one list's count and nothing else the overview shows, and a list one
    // row, found by binary search: each costs the same with 100,000 lists as with ten.
    switch change {
    case .addedItem(_, let list): adjustCount(of: list, by: 1)
    case .removedItem(_, let list): adjustCount(of: list, by: -1)
    case .updatedItem: break
    case .addedList(let list):
      itemCounts[list.id] = 0
      screen.insertRow(for: list, at: TodoOrder.place(of: list, in: shownLists))
    case .updatedList(let list, let previous):
      // A save that failed to write leaves the stored list as it was: show what is stored.
      guard storage.list(withID: list.id) == list, let old = place(of: previous) else { return reload() }
      if list.name == previous.name {
        // Same place, same row name: the row shows the new emoji.
        _ = screen.list.updateRow(at: old, with: list)
      } else {
        // The new row goes in before the old leaves, so the screen never passes through
        // its empty state; a renamed list's row is a new one, named after the new name.
        let new = TodoOrder.place(of: list, in: shownLists)
        screen.insertRow(for: list, at: new)
        screen.removeRow(at: new <= old ? old + 1 : old)
      }
    case .removedList(let list):
      guard storage.list(withID: list.id) == nil, let index = place(of: list) else { return reload() }
      screen.removeRow(at: index)
      itemCounts[list.id] = nil
      stopListCoordinatorIfRemoved()
    }
  }

  /// The lists the rows show, in their order: the list's own models, not a copy.
  private var shownLists: [TodoList] {
    screen.list.listRows?.models(as: TodoList.self) ?? []
  }

  /// The place of the row showing `list` (as it is shown, by its name and id), when it is there.
  private func place(of list: TodoList) -> Int? {
    let lists = shownLists
    let index = TodoOrder.place(of: list, in: lists)
    guard lists.indices.contains(index), lists[index].id == list.id else { return nil }
    return index
  }

  private func adjustCount(of list: TodoList, by change: Int) {
    let count = max(0, (itemCounts[list.id] ?? 0) + change)
    itemCounts[list.id] = count
    // A row not made yet is made with the count when it comes into view.
    (screen.list.madeRow(withID: list.id) as? ListRowViewController)?.itemCount = count
  }

  /// Rows for the stored lists, sorted, made as they come into view.
  ///
  /// Launching on 100,000 lists makes the rows of the first screen, not 100,000. A list's row
  /// stays the same view controller while its name does, and a renamed list gets a new row,
  /// named after its new name.
  private func reload() {
    let lists = TodoOrder.lists(storage.lists.items)
    itemCounts = Dictionary(grouping: storage.items.items, by: \.listID).mapValues(\.count)
    screen.showRows(
      ListRows(
        lists, id: \.id, name: \.name.dashedName, title: \.name,
        update: { [weak self] (row: ListRowViewController, list) in
          row.list = list
          row.itemCount = self?.itemCounts[list.id] ?? 0
        },
        make: { [weak self] list in ListRowViewController(list: list, itemCount: self?.itemCounts[list.id] ?? 0) }))
    stopListCoordinatorIfRemoved()
  }

  /// Stops the list coordinator when its list is gone.
  private func stopListCoordinatorIfRemoved() {
    if let listCoordinator, storage.list(withID: listCoordinator.listID) == nil {
      listCoordinator.stop()
      self.listCoordinator = nil
    }
  }

  // MARK: Selecting and swiping

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    guard let row = row as? ListRowViewController else { return .deselect }
    open(row.list)
    return .deselect
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    guard let row = row as? ListRowViewController else { return [] }
    let list = row.list
    return [
      SwipeAction("Rename") { [weak self] in self?.rename(list) },
      SwipeAction("Delete") { [weak self] in self?.storage.removeList(list) },
    ]
  }

  /// Starts the list coordinator for `list`, stopping the one before it.
  func open(_ list: TodoList) {
    listCoordinator?.stop()
    let coordinator = ListCoordinator(list: list, storage: storage, router: router, environment: environment)
    coordinator.onStopped = { [weak self, weak coordinator] in
      if let self, self.listCoordinator === coordinator { self.listCoordinator = nil }
    }
    listCoordinator = coordinator
    coordinator.start()
  }

  // MARK: Prompts

  private func createList() {
    router.present(
      PromptViewController(
        name: "create-list", title: "Create List", message: "Enter the name of the list",
        fields: [PromptField(label: "List Name")],
        buttons: [
          PromptButton("Cancel", role: .cancel),
          PromptButton("Create") { [weak self] values in self?.storage.addList(named: values[0]) },
        ]))
  }

  private func rename(_ list: TodoList) {
    router.present(
      PromptViewController(
        name: "edit-list", title: "Edit List", message: "Enter the name of the list",
        fields: [PromptField(label: "List Name", text: list.name)],
        buttons: [
          PromptButton("Cancel", role: .cancel),
          PromptButton("Save") { [weak self] values in self?.storage.renameList(list, to: values[0]) },
        ]))
  }
}
