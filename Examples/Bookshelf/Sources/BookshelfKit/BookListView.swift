import SwiftData
import SwiftUI

/// The books a filter shows, in the order picked: each opens its own screen, and a swipe
/// deletes it (and its notes).
struct BookListView: View {
  @Environment(\.modelContext) private var modelContext
  @Query private var books: [Book]
  @Binding private var sortOrder: BookOrder
  @Binding private var filter: BookFilter

  init(sortOrder: Binding<BookOrder>, filter: Binding<BookFilter>) {
    _books = Query(filter: filter.wrappedValue.predicate, sort: sortOrder.wrappedValue.descriptors)
    _sortOrder = sortOrder
    _filter = filter
  }

  var body: some View {
    List {
      Section {
        Picker("Show", selection: $filter) {
          ForEach(BookFilter.allCases) { filter in
            Text(filter.title).tag(filter)
          }
        }
        .pickerStyle(.segmented)
        Picker("Sort by", selection: $sortOrder) {
          ForEach(BookOrder.allCases) { order in
            Text(order.title).tag(order)
          }
        }
      }
      Section("Books") {
        if books.isEmpty {
          Text(filter == .all ? "No books yet. Tap + to add one." : "No books here.")
            .foregroundStyle(.secondary)
        }
        ForEach(books) { book in
          NavigationLink(value: book) {
            VStack(alignment: .leading) {
              Text(book.isFinished ? "✓ \(book.title)" : book.title)
              Text("\(book.author), \(book.pages) pages")
                .font(.caption)
                .foregroundStyle(.secondary)
            }
          }
        }
        .onDelete(perform: deleteBooks)
      }
    }
  }

  private func deleteBooks(at offsets: IndexSet) {
    for offset in offsets {
      modelContext.delete(books[offset])
    }
  }
}
