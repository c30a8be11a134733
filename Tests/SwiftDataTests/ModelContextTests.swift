import Foundation
import MVCS
import Testing

@testable import SwiftData

/// A context over a container in memory: inserting, saving, fetching, deleting, rolling back,
/// as an app's code does it.
@MainActor
@Suite struct ModelContextTests {
  let container: ModelContainer
  let context: ModelContext

  init() throws {
    container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    context = container.mainContext
  }

  /// Each row as `store show` prints it: `KEY  JSON`.
  func rows(_ store: String) throws -> [String] {
    try MainActor.assumeIsolated {
      let database = try container.environment.storage.open()
      return try database.records(of: store).map { "\($0.key)  \(String(decoding: $0.data, as: UTF8.self))" }
    }
  }

  @Test func aModelInsertedGetsAKeyAndIsSavedAsARowAnyoneCanRead() throws {
    let book = Book(title: "Dune", pages: 412)
    #expect(book.persistentModelID.isTemporary)
    context.insert(book)
    #expect(book.persistentModelID.description == "PersistentIdentifier(Book-1)")
    #expect(context.hasChanges)
    try context.save()
    #expect(!context.hasChanges)
    #expect(
      try rows("Book") == [
        #"Book-1  {"_key":"Book-1","author":null,"genre":"fiction","isbn":"isbn-Dune","pages":412,"rating":null,"tags":[],"title":"Dune"}"#
      ])
  }

  @Test func theAuthorOfABookIsKeptOnTheBookAndItsBooksAreFoundFromThem() throws {
    let herbert = Author(name: "Frank Herbert")
    let dune = Book(title: "Dune", author: herbert)
    context.insert(dune)  // the author comes with it
    let messiah = Book(title: "Dune Messiah")
    context.insert(messiah)
    messiah.author = herbert
    #expect(herbert.books.map(\.title) == ["Dune", "Dune Messiah"])
    try context.save()
    #expect(try rows("Author") == [#"Author-1  {"_key":"Author-1","name":"Frank Herbert"}"#])
    #expect(try rows("Book").allSatisfy { $0.contains(#""author":"Author-1""#) })
    herbert.books.removeAll { $0.title == "Dune" }
    #expect(dune.author == nil)
    #expect(herbert.books.map(\.title) == ["Dune Messiah"])
  }

  @Test func deletingAnAuthorDeletesTheirBooksWhichCascade() throws {
    let herbert = Author(name: "Frank Herbert")
    context.insert(Book(title: "Dune", author: herbert))
    context.insert(Book(title: "Emma"))
    try context.save()
    context.delete(herbert)
    #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Emma"])
    try context.save()
    #expect(try rows("Author").isEmpty)
    #expect(try rows("Book").count == 1)
  }

  @Test func deletingABookTakesItFromItsAuthorsBooks() throws {
    let herbert = Author(name: "Frank Herbert")
    let dune = Book(title: "Dune", author: herbert)
    context.insert(dune)
    context.insert(Book(title: "Children of Dune", author: herbert))
    try context.save()
    context.delete(dune)
    #expect(herbert.books.map(\.title) == ["Children of Dune"])
    try context.save()
    #expect(try rows("Author").count == 1)
  }

  @Test func tagsLinkManyBooksToManyAndAreKeptOnTheBooks() throws {
    let classic = Tag(name: "classic")
    let dune = Book(title: "Dune")
    let emma = Book(title: "Emma")
    context.insert(dune)
    context.insert(emma)
    dune.tags.append(classic)
    classic.books.append(emma)
    #expect(Set(classic.books.map(\.title)) == ["Dune", "Emma"])
    #expect(emma.tags.map(\.name) == ["classic"])
    try context.save()
    #expect(try rows("Tag") == [#"Tag-1  {"_key":"Tag-1","name":"classic"}"#])
    #expect(try rows("Book").allSatisfy { $0.contains(#""tags":["Tag-1"]"#) })
  }

  @Test func fetchFiltersSortsAndWindowsWithPendingChangesIncluded() throws {
    for (title, pages) in [("C", 300), ("A", 100), ("B", 200), ("D", 50)] {
      context.insert(Book(title: title, pages: pages))
    }
    var descriptor = FetchDescriptor<Book>(
      predicate: #Predicate { $0.pages >= 100 }, sortBy: [SortDescriptor(\.title, order: .reverse)])
    #expect(try context.fetch(descriptor).map(\.title) == ["C", "B", "A"])
    descriptor.fetchOffset = 1
    descriptor.fetchLimit = 1
    #expect(try context.fetch(descriptor).map(\.title) == ["B"])
    #expect(try context.fetchCount(descriptor) == 1)
    #expect(try context.fetchCount(FetchDescriptor<Book>()) == 4)
    #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["C", "A", "B", "D"])
  }

  @Test func aModelFetchedTwiceIsOneObject() throws {
    context.insert(Book(title: "Dune"))
    try context.save()
    let first = try context.fetch(FetchDescriptor<Book>())
    let second = try context.fetch(FetchDescriptor<Book>())
    #expect(first[0] === second[0])
    #expect(context.model(for: first[0].persistentModelID) as? Book === first[0])
  }

  @Test func rollbackPutsBackWhatWasSaved() throws {
    let dune = Book(title: "Dune", pages: 412)
    context.insert(dune)
    try context.save()
    dune.title = "Dune (changed)"
    context.insert(Book(title: "Emma"))
    #expect(context.hasChanges)
    context.rollback()
    #expect(!context.hasChanges)
    #expect(dune.title == "Dune")
    #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune"])
  }

  @Test func deleteModelWhereDeletesWhatThePredicateMatches() throws {
    for title in ["Dune", "Emma", "Dracula"] { context.insert(Book(title: title)) }
    try context.delete(model: Book.self, where: #Predicate { $0.title.starts(with: "D") })
    #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Emma"])
  }

  @Test func aUniqueValueInsertedAgainUpdatesTheSavedModel() throws {
    context.insert(Book(title: "Dune", pages: 400, isbn: "978-0441"))
    try context.save()
    context.insert(Book(title: "Dune", pages: 412, isbn: "978-0441"))
    try context.save()
    let books = try context.fetch(FetchDescriptor<Book>())
    #expect(books.map(\.pages) == [412])
    #expect(try rows("Book").count == 1)
  }

  @Test func aPredicateThatCannotBeEvaluatedSaysSo() throws {
    context.insert(Book(title: "Dune"))
    let descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.author!.name == "Herbert" })
    #expect {
      try context.fetch(descriptor)
    } throws: { error in
      "\(error)".contains("the predicate cannot be evaluated on Book Book-1")
    }
  }

  @Test func eachPropertyIsObservedAsAnObservableClasssIs() throws {
    let dune = Book(title: "Dune")
    context.insert(dune)
    let changed = Flag()
    withObservationTracking {
      _ = dune.title
    } onChange: {
      changed.isSet = true
    }
    dune.pages = 1
    #expect(!changed.isSet)
    dune.title = "Dune!"
    #expect(changed.isSet)
  }

  @Test func ourOrderIsFoundationsOrder() throws {
    let titles = ["b", "B", "a", "", "item10", "item2", "é", "Z"]
    for (offset, title) in titles.enumerated() {
      let book = Book(title: title, pages: offset % 3)
      book.rating = offset.isMultiple(of: 2) ? nil : offset
      context.insert(book)
    }
    let models = try context.fetch(FetchDescriptor<Book>())
    let orders: [[SortDescriptor<Book>]] = [
      [SortDescriptor(\.title)], [SortDescriptor(\.title, order: .reverse)],
      [SortDescriptor(\.pages), SortDescriptor(\.title)], [SortDescriptor(\.rating)],
      [SortDescriptor(\.rating, order: .reverse), SortDescriptor(\.title)],
      [SortDescriptor(\.title, comparator: .lexical)],
    ]
    for order in orders {
      let ours = try context.fetch(FetchDescriptor<Book>(sortBy: order)).map(\.title)
      #expect(ours == models.sorted(using: order).map(\.title))
    }
  }
}

/// A flag an observation's `onChange` sets.
final class Flag: @unchecked Sendable {
  var isSet = false
}
