import Foundation
import MVCS

/// One note's screen, pushed from the list: its title and whole text, "Edit" and "Delete".
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
    VStack {
      for line in note.text.isEmpty ? ["(no text)"] : note.text.components(separatedBy: "\n") {
        Text(line)
      }
      HStack {
        Button("Edit", action: "edit")
        Button("Delete", action: "delete")
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
                try notes.save(changed)
                note = changed
              },
            ]))
      },
      Action("delete", summary: "Deletes the note and goes back to the list") { [unowned self] _ in
        try notes.delete(note)
        _ = navigationController?.pop()
      },
    ]
  }
}
