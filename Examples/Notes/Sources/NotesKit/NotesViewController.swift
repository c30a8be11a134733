import Foundation
import MVCS

/// The list of notes, newest last: "+" asks for a new one, selecting one pushes its screen,
/// and a row swipes "Delete".
final class NotesViewController: ListViewController, ListViewControllerDelegate {
  let store: Store<Note>
  /// Rows by note id, so a row keeps its view controller while its note stays.
  private var rowsByID: [String: NoteRowViewController] = [:]

  init(store: Store<Note>) {
    self.store = store
    super.init(name: "notes", title: "Notes")
    delegate = self
  }

  override var barButtons: [Button] { [Button("+", action: "add")] }

  override var body: any View {
    content.isEmpty ? Text("No notes yet. Tap + to write one.", style: .dim) : super.body
  }

  override var actions: [Action] {
    [
      Action("add", summary: "Asks for a new note's title and text") { [unowned self] _ in
        present(
          PromptViewController(
            title: "New Note", message: "What is it about?",
            fields: [PromptField(label: "Title"), PromptField(label: "Text")],
            buttons: [
              PromptButton("Cancel", role: .cancel),
              PromptButton("Add") { [unowned self] values in try add(title: values[0], text: values[1]) },
            ]))
      }
    ]
  }

  /// Saves a new note and shows it; an empty title is refused with the reason.
  func add(title: String, text: String) throws {
    let title = title.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { throw NotesError.emptyTitle }
    // Added, not upserted: when another session on the same file took the id meanwhile, the
    // store chooses one above every id the file holds, in the transaction that writes it. A
    // failure is reported by the command that caused it.
    store.addNew(Note(id: Self.nextID(among: store.items.map(\.id)), title: title, text: text)) { stored in
      Note(id: Self.nextID(among: stored), title: title, text: text)
    }
    reload()
  }

  /// Writes `note` over the stored one with its id and redraws the rows from the store.
  func save(_ note: Note) throws {
    store.insert(note).enqueue()
    try settleAndReload()
  }

  func delete(_ note: Note) throws {
    store.remove(note).enqueue()
    try settleAndReload()
  }

  /// Rebuilds the rows from the store's items, keeping the rows of notes that stay.
  func reload() {
    var rows: [NoteRowViewController] = []
    var kept: [String: NoteRowViewController] = [:]
    for note in store.items {
      let row = rowsByID[note.id] ?? NoteRowViewController(note: note)
      if row.note != note { row.note = note }
      kept[note.id] = row
      rows.append(row)
    }
    rowsByID = kept
    content = rows
  }

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    guard let row = row as? NoteRowViewController else { return .deselect }
    show(NoteDetailViewController(note: row.note, notes: self))
    return .deselect
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    guard let row = row as? NoteRowViewController else { return [] }
    return [SwipeAction("Delete") { [unowned self] in try delete(row.note) }]
  }

  /// `note-N`, one more than the highest of `ids`: the same on every run.
  nonisolated private static func nextID(among ids: [String]) -> String {
    let highest = ids.compactMap { Int($0.dropFirst("note-".count)) }.max() ?? 0
    return "note-\(highest + 1)"
  }

  /// Applies the queued write, so the rows come from what was stored.
  private func settleAndReload() throws {
    store.settle()
    reload()
  }
}

/// Why a note could not be saved.
enum NotesError: Error, CustomStringConvertible {
  case emptyTitle

  var description: String {
    switch self {
    case .emptyTitle: "a note needs a title"
    }
  }
}
