import SwiftData
import SwiftUI

/// The shelf: the books, sorted and filtered as picked, a sheet to add one, and each book's
/// own screen.
public struct ContentView: View {
  @State private var showingAdd = false
  @State private var sortOrder = BookOrder.title
  @State private var filter = BookFilter.all

  /// The app's first screen.
  public init() {}

  /// The stack of screens.
  public var body: some View {
    NavigationStack {
      BookListView(sortOrder: $sortOrder, filter: $filter)
        .navigationTitle("Bookshelf")
        .navigationDestination(for: Book.self) { book in
          BookDetailView(book: book)
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Add Book", systemImage: "plus") { showingAdd = true }
          }
        }
        .sheet(isPresented: $showingAdd) {
          AddBookView()
        }
    }
  }
}

/// How the shelf is sorted.
enum BookOrder: String, CaseIterable, Identifiable {
  case title, author, length

  var id: Self { self }

  var title: String {
    switch self {
    case .title: "Title"
    case .author: "Author"
    case .length: "Longest first"
    }
  }

  var descriptors: [SortDescriptor<Book>] {
    switch self {
    case .title: [SortDescriptor(\Book.title)]
    case .author: [SortDescriptor(\Book.author), SortDescriptor(\Book.title)]
    case .length: [SortDescriptor(\Book.pages, order: .reverse), SortDescriptor(\Book.title)]
    }
  }
}

/// Which books the shelf shows.
enum BookFilter: String, CaseIterable, Identifiable {
  case all, toRead, finished

  var id: Self { self }

  var title: String {
    switch self {
    case .all: "All"
    case .toRead: "To Read"
    case .finished: "Finished"
    }
  }

  var predicate: Predicate<Book>? {
    switch self {
    case .all: return nil
    case .toRead: return #Predicate<Book> { !$0.isFinished }
    case .finished: return #Predicate<Book> { $0.isFinished }
    }
  }
}

#Preview {
  ContentView()
    .modelContainer(for: Book.self, inMemory: true)
}
