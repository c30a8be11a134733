import MVCS

/// A notebook with a bug planted behind a five-step path, for explore to find.
///
/// Add a note, start renaming it, put the rename off for later (the prompt closes, the
/// notebook offers Save), delete the note (the last one), save: the save fails with an
/// internal error. With another note left, it is quietly dropped, so only deleting the last
/// one shows the bug. Every step is on the screen's top layer, as a user reaches it: a modal
/// takes every touch while it is open.
///
/// ```text
/// tap Add
/// swipe "Note 1" Rename
/// tap Later
/// swipe "Note 1" Delete
/// tap Save          # error: action 'save' of /notebook failed: note-1 vanished from an empty notebook
/// ```
struct PlantedBugApp: App {
  let name = "notebook"
  let summary = "Notes with a bug planted behind five steps"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    NotebookViewController()
  }
}

/// The notebook's one screen: an Add button over the notes.
@MainActor
final class NotebookViewController: ViewController, ListViewControllerDelegate {
  /// A name the app refuses, with its own message.
  struct EmptyName: ValidationFailure, CustomStringConvertible {
    var description: String { "Enter a name." }
  }

  /// The planted bug's error: an internal one, not a message to the user.
  struct Vanished: Error, CustomStringConvertible {
    let id: String
    var description: String { "\(id) vanished from an empty notebook" }
  }

  private let list = ListViewController(name: "notes")
  private var notes: [(id: String, title: String)] = []
  private var nextNumber = 1
  /// A rename put off for later: the note and the name typed.
  private var pending: (id: String, name: String)? {
    didSet { setNeedsDisplay() }
  }

  init() {
    super.init(name: "notebook", title: "Notebook")
    addChild(list)
    list.delegate = self
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Button("Add", action: "add")
      if pending != nil { Button("Save", action: "save") }
      Embed(list)
    }
  }

  override var actions: [Action] {
    [
      Action("add", summary: "Add a note") { [unowned self] _ in add() },
      Action("save", summary: "Save the rename put off") { [unowned self] _ in
        guard let pending else { return }
        self.pending = nil
        try save(pending.name, to: pending.id)
      },
    ]
  }

  override var invariants: [Invariant] {
    [Invariant("the list shows every note") { [unowned self] in list.rowCount == notes.count }]
  }

  private func add() {
    notes.append((id: "note-\(nextNumber)", title: "Note \(nextNumber)"))
    nextNumber += 1
    showNotes()
  }

  private func showNotes() {
    list.content = notes.map { ViewController(name: $0.id, title: $0.title) }
  }

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    .deselect
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    let id = row.name
    return [
      SwipeAction("Rename") { [unowned self] in rename(id) },
      SwipeAction("Delete") { [unowned self] in
        notes.removeAll { $0.id == id }
        showNotes()
      },
    ]
  }

  private func rename(_ id: String) {
    present(
      PromptViewController(
        name: "rename", title: "Rename", fields: [PromptField(label: "Name")],
        buttons: [
          PromptButton("Cancel", role: .cancel),
          PromptButton("Later") { [unowned self] values in pending = (id, values[0]) },
          PromptButton("Save") { [unowned self] values in try save(values[0], to: id) },
        ]))
  }

  private func save(_ name: String, to id: String) throws {
    guard let index = notes.firstIndex(where: { $0.id == id }) else {
      // The planted bug: a note deleted while its rename was put off.
      if notes.isEmpty { throw Vanished(id: id) }
      return
    }
    guard !name.isEmpty else { throw EmptyName() }
    notes[index].title = name
    showNotes()
  }
}
