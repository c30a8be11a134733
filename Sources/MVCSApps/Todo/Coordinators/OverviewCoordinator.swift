import MVCS

/// Runs the "Lists" overview: its rows, creating, renaming and deleting lists, and the one
/// list coordinator for the list selected last.
///
/// The rows follow the lists store, sorted by name, through the list; each row's count follows
/// the storage's item counts.
@MainActor
final class OverviewCoordinator: Coordinator, TodoStorageObserver, ListViewControllerDelegate {
  private let storage: TodoStorage
  private let router: TodoRouter
  private let environment: AppEnvironment
  // Lazy, so its "+" can call back into this coordinator; init creates it.
  private lazy var screen = TodoScreenViewController(
    name: "lists", title: "Lists", rowsName: "rows", emptyMessage: "Tap the button to create your first list",
    emptyButton: "Create list", add: { [weak self] in self?.createList() })
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
      Invariant("every list has a name") { [weak self] in
        guard let lists = self?.screen.list.listRows?.models(as: TodoList.self) else { return nil }
        return lists.first { $0.name.isEmpty }.map { "\($0.id) has none" }
      },
      Invariant("every item belongs to a list") { [weak self] in
        guard let storage = self?.storage else { return nil }
        return storage.items.items.first { storage.list(withID: $0.listID) == nil }.map {
          "'\($0.name)' belongs to \($0.listID), which is gone"
        }
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

  /// Shows the stored lists, sorted, made as they come into view, and follows the store.
  ///
  /// Launching on 100,000 lists makes the rows of the first screen, not 100,000. A list's row
  /// stays the same view controller while its name does, and a renamed list gets a new row,
  /// named after its new name.
  func start() {
    storage.addObserver(self)
    let counts = storage.itemCounts
    screen.list.follow(
      storage.lists, sortedBy: { ($0.name, $0.id) < ($1.name, $1.id) }, title: \.name,
      update: { (row: ListRowViewController, list) in row.list = list },
      row: { list in ListRowViewController(list: list, counts: counts) })
    // The rows and the empty state are in place before the app appears.
    screen.updateIfNeeded()
  }

  func stop() {
    listCoordinator?.stop()
    listCoordinator = nil
    storage.removeObserver(self)
  }

  // MARK: The list coordinator

  func todoStorage(_ storage: TodoStorage, didChange change: TodoStorageChange) {
    // The rows follow the lists store and their counts follow the storage's counts; what is
    // left is the list screen of a list deleted.
    if case .removedList = change { stopListCoordinatorIfRemoved() }
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
