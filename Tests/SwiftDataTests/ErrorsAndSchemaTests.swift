import Foundation
import GRDB
import MVCS
import MVCSTesting
import MVCSUI
import Testing

@testable import SwiftData

/// What goes wrong is said, by the command that caused it, and nothing is lost: a save the
/// store refuses, a predicate that cannot be evaluated, a row written by an older schema or
/// one that no longer decodes.
@MainActor
@Suite struct ErrorsAndSchemaTests {
  struct Shelf: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Book.title) private var books: [Book]

    var body: some View {
      NavigationStack {
        List { ForEach(books) { Text($0.title) } }
          .navigationTitle("Shelf")
          .toolbar { Button("Add") { modelContext.insert(Book(title: "Dune")) } }
      }
    }
  }

  @Test func aSaveTheStoreRefusesIsTheErrorOfTheCommandAndTheModelStaysPending() async throws {
    let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(allowsSave: false))
    let shell = TestShell(app: ViewApp { Shelf().modelContainer(container) }, width: 40, height: 8)
    let error = await shell.error("tap Add")
    #expect(error?.message.contains("autosave: the container's configuration does not allow saving") == true)
    // Nothing was written, and nothing was dropped: the book is still there, to be saved, and
    // each command that saves says so again until it is saved or rolled back.
    #expect(try container.environment.storage.open().records(of: "Book").isEmpty)
    #expect(try container.mainContext.fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune"])
    #expect(container.mainContext.hasChanges)
    #expect(await shell.error("show")?.message.contains("autosave") == true)
    container.mainContext.rollback()
    await shell.run("show")
  }

  @Test func aDeleteADenyRuleRefusesFailsItsSaveAndRollbackPutsItBack() throws {
    let container = try ModelContainer(
      for: Shelfmark.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    let shelf = Shelfmark(name: "Fiction")
    context.insert(shelf)
    shelf.books.append(Book(title: "Dune"))
    try context.save()
    context.delete(shelf)
    #expect {
      try context.save()
    } throws: { error in
      "\(error)".contains("Shelfmark Shelfmark-1 cannot be deleted: its books links to 1 Book (delete rule .deny)")
    }
    context.rollback()
    try context.save()
    #expect(try context.fetch(FetchDescriptor<Shelfmark>()).map(\.name) == ["Fiction"])
  }

  struct BrokenQuery: View {
    // swift-format-ignore: NeverForceUnwrap
    // The force unwrap is the point: it fails on a book without an author.
    @Query(filter: #Predicate<Book> { $0.author!.name == "Herbert" }) private var books: [Book]
    var body: some View { Text("\(books.count) books") }
  }

  @Test func aPredicateTheStoreCannotEvaluateIsTheErrorOfTheDrawingThatMetIt() async throws {
    let container = try ModelContainer(for: Book.self)
    container.mainContext.insert(Book(title: "Dune"))
    let shell = TestShell(app: ViewApp { BrokenQuery().modelContainer(container) }, width: 60, height: 8)
    let error = await shell.error("show")
    #expect(error?.message.contains("Book: cannot load: the predicate cannot be evaluated on Book Book-1") == true)
    await shell.run("expect shows '0 books'")
  }

  @Test func aRowWrittenBeforeAPropertyExistedReadsItsDefaultAndOneThatCannotBeReadIsKept() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).sqlite").path
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    do {
      // Rows as an older Book wrote them: no rating, genre or isbn; the second has no title.
      try SQLiteDatabase(path: path).close()  // the Store's tables
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        for (key, value) in [
          ("Book-1", #"{"_key":"Book-1","author":null,"pages":412,"tags":[],"title":"Dune","isbn":"1"}"#),
          ("Book-2", #"{"_key":"Book-2","pages":12}"#),
        ] {
          try db.execute(
            sql: "INSERT INTO mvcs_item (store, key, value, createdAt, updatedAt) VALUES ('Book', ?, ?, 0, 0)",
            arguments: [key, Data(value.utf8)])
        }
      }
      try queue.close()
    }
    let container = try ModelContainer(
      for: Book.self, configurations: ModelConfiguration(url: URL(fileURLWithPath: path)))
    let books = try container.mainContext.fetch(FetchDescriptor<Book>())
    #expect(books.map(\.title) == ["Dune"])
    #expect(books.first?.rating == nil)
    #expect(books.first?.genre == .fiction)
    let problems = container.environment.storage.openStores.flatMap(\.problems)
    #expect(problems.map(\.description).contains { $0.contains("item 'Book-2'") && $0.contains("kept as it was") })
    // Saving the book again writes its new properties; the unreadable row stays as it was.
    books[0].pages = 413
    try container.mainContext.save()
    let rows = try container.environment.storage.open().records(of: "Book")
    #expect(rows.map(\.key) == ["Book-1", "Book-2"])
    #expect(String(decoding: rows[1].data, as: UTF8.self) == #"{"_key":"Book-2","pages":12}"#)
    #expect(String(decoding: rows[0].data, as: UTF8.self).contains(#""genre":"fiction""#))
  }
}

/// A shelf that may not be deleted while it holds books: `@Relationship(deleteRule: .deny)`.
final class Shelfmark {
  var name: String {
    @storageRestrictions(accesses: persistentBackingData, initializes: _name)
    init(initialValue) {
      persistentBackingData._$initialize(0, initialValue)
      _name = _SwiftDataNoType()
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.name)
      return self._$read(0)
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: \.name) { self._$write(0, newValue) }
    }
  }
  private var _name: _SwiftDataNoType

  var books: [Book] = [] {
    @storageRestrictions(accesses: persistentBackingData, initializes: _books)
    init(initialValue) {
      persistentBackingData._$initialize(1, initialValue)
      _books = _SwiftDataNoType()
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.books)
      return self._$read(1)
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: \.books) { self._$write(1, newValue) }
    }
  }
  private var _books: _SwiftDataNoType

  init(name: String) { self.name = name }

  var persistentBackingData = SwiftData._ModelBacking(for: Shelfmark.self)
  let _$observationRegistrar = Observation.ObservationRegistrar()
  static let schemaMetadata: [SwiftData.Schema.PropertyMetadata] = [
    SwiftData.Schema.PropertyMetadata._property("name", \Shelfmark.name),
    SwiftData.Schema.PropertyMetadata._property(
      "books", \Shelfmark.books, relationship: SwiftData.Schema.Relationship(deleteRule: .deny), default: { [] }),
  ]
  static let _$layout = SwiftData.ModelLayout(of: Shelfmark.self)
  required init(backingData: SwiftData._ModelBacking) {
    self._name = _SwiftDataNoType()
    self._books = _SwiftDataNoType()
    self.persistentBackingData = backingData
  }
  struct _SwiftDataNoType: Sendable {}
}

extension Shelfmark: SwiftData.PersistentModel {}
extension Shelfmark: Observation.Observable {}
