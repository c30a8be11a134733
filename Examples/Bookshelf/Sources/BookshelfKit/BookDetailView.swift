import SwiftData
import SwiftUI

/// One book: whether it is finished, its rating, its notes, a sheet to edit it and one to
/// add a note.
struct BookDetailView: View {
  @Environment(\.modelContext) private var modelContext
  @Bindable var book: Book
  @State private var editing = false
  @State private var addingNote = false

  var body: some View {
    Form {
      LabeledContent("Author", value: book.author)
      LabeledContent("Pages", value: "\(book.pages)")
      Toggle("Finished", isOn: $book.isFinished)
      Stepper("Rating: \(book.rating ?? 0) of 5", value: rating, in: 0...5)
      Section("Notes") {
        ForEach(book.notes) { note in
          Text(note.page.map { "p. \($0): \(note.text)" } ?? note.text)
        }
        .onDelete { offsets in
          let notes = book.notes
          for offset in offsets { modelContext.delete(notes[offset]) }
        }
        Button("Add Note") { addingNote = true }
      }
    }
    .navigationTitle(book.title)
    .toolbar {
      Button("Edit") { editing = true }
    }
    .sheet(isPresented: $editing) {
      EditBookView(book: book)
    }
    .sheet(isPresented: $addingNote) {
      AddNoteView(book: book)
    }
  }

  /// The rating as the stepper moves it: 0 is none.
  private var rating: Binding<Int> {
    Binding(get: { book.rating ?? 0 }, set: { book.rating = $0 == 0 ? nil : $0 })
  }
}

/// A sheet that edits a book's title, author and length; Cancel leaves it as it was.
struct EditBookView: View {
  @Environment(\.dismiss) private var dismiss
  let book: Book
  @State private var title = ""
  @State private var author = ""
  @State private var pages = 0

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $title)
        TextField("Author", text: $author)
        TextField("Pages", value: $pages, format: .number)
      }
      .navigationTitle("Edit Book")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            book.title = title
            book.author = author
            book.pages = pages
            dismiss()
          }
          .disabled(title.isEmpty || author.isEmpty)
        }
      }
      .onAppear {
        title = book.title
        author = book.author
        pages = book.pages
      }
    }
  }
}

/// A sheet that adds a note to a book.
struct AddNoteView: View {
  @Environment(\.dismiss) private var dismiss
  let book: Book
  @State private var text = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Note", text: $text)
      }
      .navigationTitle("New Note")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Add") {
            book.notes.append(Note(text: text))
            dismiss()
          }
          .disabled(text.isEmpty)
        }
      }
    }
  }
}
