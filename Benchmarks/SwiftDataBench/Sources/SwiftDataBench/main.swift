// Usage: SwiftDataBench FILE N
// Inserts N books (titles in a shuffled but fixed order) into FILE through a ModelContainer
// and saves them, then opens the file again and fetches them sorted by title, as Bookshelf's
// first screen does; prints the CPU seconds of each step as JSON.
import Foundation
import SwiftData

@Model
final class Book {
  var title: String
  var author: String
  var pages: Int
  var isFinished: Bool = false
  var rating: Int? = nil
  @Relationship(deleteRule: .cascade, inverse: \Note.book) var notes: [Note] = []

  init(title: String, author: String, pages: Int) {
    self.title = title
    self.author = author
    self.pages = pages
  }
}

@Model
final class Note {
  var text: String
  var page: Int?
  var book: Book?

  init(text: String, page: Int? = nil) {
    self.text = text
    self.page = page
  }
}

/// CPU seconds (user and system) this process used so far.
func cpu() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF, &usage)
  return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
}

@MainActor
func main() throws {
  let arguments = CommandLine.arguments
  guard arguments.count == 3, let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: SwiftDataBench FILE N\n".utf8))
    exit(2)
  }
  let url = URL(fileURLWithPath: arguments[1])
  var figures: [String: Double] = [:]

  var start = cpu()
  do {
    let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))
    let context = ModelContext(container)
    // A fixed shuffle: 7919 is prime, so i * 7919 mod N visits every number once.
    for index in 0..<count {
      let number = (index * 7919) % count + 1
      context.insert(
        Book(title: String(format: "Book %06d", number), author: "Author \(number % 97)", pages: number % 900))
    }
    figures["insert"] = cpu() - start
    start = cpu()
    try context.save()
    figures["save"] = cpu() - start
  }

  start = cpu()
  let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))
  let books = try container.mainContext.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]))
  figures["open and fetch sorted"] = cpu() - start
  guard books.count == count, books.first?.title == "Book 000001" else {
    FileHandle.standardError.write(
      Data("SwiftDataBench: fetched \(books.count) books, first \(books.first?.title ?? "none")\n".utf8))
    exit(1)
  }
  let json = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
  print(String(decoding: json, as: UTF8.self))
}

try MainActor.assumeIsolated { try main() }
