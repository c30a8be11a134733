import MVCS
import MVCSShell
import Observation

/// A navigation app with a list, a detail screen and a modal with a text field.
///
/// Its hierarchy:
///
/// ```text
/// / (NavigationController)
/// └── notes (NoteList)        rows "Milk", "Eggs"; select pushes a detail; swipe Delete/Rename
///     ├── milk
///     └── eggs
/// ```
struct NotesApp: App {
  let name = "notes"
  let summary = "A list in a navigation controller, for tests"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    NavigationController(root: NoteList(["Milk", "Eggs"]))
  }
}

@MainActor
final class NoteRow: ViewController {
  init(_ title: String) { super.init(name: title.lowercased(), title: title) }
  override var body: any View { Text("• \(title ?? "")") }
}

@MainActor
final class NoteDetail: ViewController {
  init(_ title: String) { super.init(name: "detail", title: title) }
  override var body: any View { Text("Note: \(title ?? "")") }
}

@Observable @MainActor
final class Draft {
  var text = ""
}

/// A modal with one field, as a rename prompt looks.
@MainActor
final class RenameModal: ViewController {
  let draft = Draft()
  let onSave: (String) -> Void

  init(current: String, onSave: @escaping (String) -> Void) {
    self.onSave = onSave
    super.init(name: "rename", title: "Rename")
    draft.text = current
  }

  override var body: any View {
    VStack(alignment: .leading) {
      TextField(
        label: "Name", text: Binding(get: { [draft] in draft.text }, set: { [draft] in draft.text = $0 }),
        placeholder: "Note name")
      HStack(alignment: .top) {
        Button("Cancel", action: "cancel")
        Button("Save", action: "save")
      }
    }
  }

  override var actions: [Action] {
    [
      Action("cancel", summary: "Closes without saving") { [unowned self] _ in dismiss() },
      Action("save", summary: "Saves the name") { [unowned self] _ in
        let text = draft.text
        dismiss()
        onSave(text)
      },
    ]
  }
}

@MainActor
final class NoteList: ViewController, RowPresenting {
  init(_ titles: [String]) {
    super.init(name: "notes", title: "Notes")
    for title in titles {
      let row = NoteRow(title)
      addChild(row)
      row.finishMove(toParent: self)
    }
  }

  var rows: [ViewController] { children }

  override var body: any View { VStack(alignment: .leading) { for row in rows { Embed(row) } } }

  override var barButtons: [Button<Text>] { [Button("+", action: "add")] }

  override var actions: [Action] {
    [Action("add", summary: "Adds a note") { [unowned self] _ in addRow("New") }]
  }

  func addRow(_ title: String) {
    let row = NoteRow(title)
    addChild(row)
    row.finishMove(toParent: self)
  }

  func select(_ row: ViewController) throws {
    show(NoteDetail(row.title ?? row.name))
  }

  func swipeActions(for row: ViewController) -> [SwipeAction] {
    [
      SwipeAction("Rename") { [unowned self] in
        present(RenameModal(current: row.title ?? "") { row.title = $0 })
      },
      SwipeAction("Delete") {
        row.willRemoveFromParent()
        row.removeFromParent()
      },
    ]
  }
}
