import SwiftData
import SwiftUI

/// A sheet that asks for a book's title, author and length, and puts it on the shelf.
struct AddBookView: View {
  @Environment(\.modelContext) private var modelContext
  @Environment(\.dismiss) private var dismiss
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
      .navigationTitle("New Book")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            modelContext.insert(Book(title: title, author: author, pages: pages))
            dismiss()
          }
          .disabled(title.isEmpty || author.isEmpty)
        }
      }
    }
  }
}
