import Foundation
import MVCS

/// One note's screen, pushed from the list: its title and whole text, a "Pinned" toggle, a
/// "Tag" picker, "Edit", and "Delete", which asks first.
final class NoteDetailViewController: ViewController {
  private(set) var note: Note {
    didSet {
      title = note.title
      setNeedsDisplay()
    }
  }
  private unowned let notes: NotesViewController

  init(note: Note, notes: NotesViewController) {
    self.note = note
    self.notes = notes
    super.init(name: "note", title: note.title)
  }

  override var body: any View {
    VStack(alignment: .leading) {
      for line in note.text.isEmpty ? ["(no text)"] : note.text.components(separatedBy: "\n") {
        Text(line)
      }
      Toggle("Pinned", isOn: binding(\.isPinned))
      Picker("Tag", selection: binding(\.tag)) {
        for tag in NoteTag.allCases { Text(tag.title).tag(tag) }
      }
      .pickerStyle(.segmented)
      HStack(alignment: .top) {
        Button("Edit", action: "edit")
        Button("Delete", role: .destructive, action: "delete")
      }
    }
  }

  override var actions: [Action] {
    [
      Action("edit", summary: "Asks for a new title and text") { [unowned self] _ in
        present(
          PromptViewController(
            title: "Edit Note",
            fields: [PromptField(label: "Title", text: note.title), PromptField(label: "Text", text: note.text)],
            buttons: [
              PromptButton("Cancel", role: .cancel),
              PromptButton("Save") { [unowned self] values in
                let title = values[0].trimmingCharacters(in: .whitespaces)
                guard !title.isEmpty else { throw NotesError.emptyTitle }
                var changed = note
                changed.title = title
                changed.text = values[1]
                notes.save(changed)
                note = changed
              },
            ]))
      },
      Action("delete", summary: "Asks, then deletes the note and goes back to the list") { [unowned self] _ in
        confirmationDialog(
          "Delete \"\(note.title)\"?", message: "It cannot be undone.",
          buttons: [
            AlertButton("Delete Note", role: .destructive) { [unowned self] in
              notes.delete(note)
              _ = navigationController?.pop()
            }
          ])
      },
    ]
  }

  /// A binding to one of the note's properties: a change is saved at once, as a control's is.
  ///
  /// Unowned, because rendered controls keep their bindings in the render cache, which must
  /// not keep this screen alive.
  private func binding<Value>(_ property: WritableKeyPath<Note, Value>) -> Binding<Value> {
    Binding(
      get: { [unowned self] in note[keyPath: property] },
      set: { [unowned self] value in
        var changed = note
        changed[keyPath: property] = value
        // The store queues the write; one that fails is reported by the command that made
        // it, through the app's storage.
        notes.save(changed)
        note = changed
      })
  }
}
