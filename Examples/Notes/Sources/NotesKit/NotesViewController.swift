import Foundation
import MVCS

/// The list of notes, newest last, under a line with their count and a formatted total of
/// their words: "+" asks for a new one, selecting one pushes its screen, and a row swipes
/// "Delete".
///
/// The rows follow the store: a note saved or deleted anywhere shows at the next drawing.
final class NotesViewController: ListViewController, ListViewControllerDelegate {
  let store: Store<Note>

  init(store: Store<Note>) {
    self.store = store
    super.init(name: "notes", title: "Notes")
    delegate = self
    follow(
      store, title: \.title, update: { (row: NoteRowViewController, note) in row.note = note },
      row: { note in NoteRowViewController(note: note) })
  }

  override var barButtons: [Button<Text>] { [Button("+", action: "add")] }

  override var body: any View {
    if rowCount == 0 { return Text("No notes yet. Tap + to write one.", style: .dim) }
    let words = store.items.reduce(0) { $0 + $1.wordCount }
    return VStack(alignment: .leading) {
      HStack(alignment: .top) {
        Text(rowCount == 1 ? "1 note" : "\(rowCount) notes", style: .dim)
        Spacer()
        Text(words, format: .number, style: .dim)
        Text(words == 1 ? "word" : "words", style: .dim)
      }
      AnyView(super.body)
    }
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

  /// Saves a new note; an empty title is refused with the reason.
  func add(title: String, text: String) throws {
    let title = title.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { throw NotesError.emptyTitle }
    // Added, not upserted: when another session on the same file took the id meanwhile, the
    // store chooses one above every id the file holds, in the transaction that writes it. A
    // failure is reported by the command that caused it; the list shows the note once the
    // write is applied.
    store.addNew(numbered: Self.keys) { key in Note(id: key, title: title, text: text) }
  }

  /// Writes `note` over the stored one with its id; the list shows it once the write is applied.
  func save(_ note: Note) {
    store.insert(note).enqueue()
  }

  func delete(_ note: Note) {
    store.remove(note).enqueue()
  }

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    guard let row = row as? NoteRowViewController else { return .deselect }
    show(NoteDetailViewController(note: row.note, notes: self))
    return .deselect
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    guard let row = row as? NoteRowViewController else { return [] }
    return [SwipeAction("Delete") { [unowned self] in delete(row.note) }]
  }

  /// `note-N`, one more than the highest N in use: the same on every run.
  private static let keys = NumberedKeys("note")
}

/// Why a note could not be saved: the app's message to its user, which `notes explore` takes
/// as the app refusing what was typed, not as a bug.
enum NotesError: ValidationFailure, CustomStringConvertible {
  case emptyTitle

  var description: String {
    switch self {
    case .emptyTitle: "a note needs a title"
    }
  }
}
