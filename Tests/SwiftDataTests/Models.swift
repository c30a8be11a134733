import SwiftData

// The models of these tests, written as `@Model` expands them: the main package builds without
// the trait Macros (Examples/Bookshelf uses the macro itself), so this is what
// `@Model final class Author { var name: String; @Relationship(deleteRule: .cascade,
// inverse: \Book.author) var books: [Book] = [] }` and the others become.

enum Genre: String, Codable, Comparable {
  case fiction, history, science
  static func < (lhs: Genre, rhs: Genre) -> Bool { lhs.rawValue < rhs.rawValue }
}

final class Author {
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

  var persistentBackingData = SwiftData._ModelBacking(for: Author.self)
  let _$observationRegistrar = Observation.ObservationRegistrar()
  static let schemaMetadata: [SwiftData.Schema.PropertyMetadata] = [
    SwiftData.Schema.PropertyMetadata._property("name", \Author.name),
    SwiftData.Schema.PropertyMetadata._property(
      "books", \Author.books,
      relationship: SwiftData.Schema.Relationship(deleteRule: .cascade, inverse: \Book.author), default: { [] }),
  ]
  static let _$layout = SwiftData.ModelLayout(of: Author.self)
  required init(backingData: SwiftData._ModelBacking) {
    self._name = _SwiftDataNoType()
    self._books = _SwiftDataNoType()
    self.persistentBackingData = backingData
  }
  struct _SwiftDataNoType: Sendable {}
}

extension Author: SwiftData.PersistentModel {}
extension Author: Observation.Observable {}

final class Book {
  var title: String {
    @storageRestrictions(accesses: persistentBackingData, initializes: _title)
    init(initialValue) {
      persistentBackingData._$initialize(0, initialValue)
      _title = _SwiftDataNoType()
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.title)
      return self._$read(0)
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: \.title) { self._$write(0, newValue) }
    }
  }
  private var _title: _SwiftDataNoType

  var pages: Int = 0 {
    @storageRestrictions(accesses: persistentBackingData, initializes: _pages)
    init(initialValue) {
      persistentBackingData._$initialize(1, initialValue)
      _pages = _SwiftDataNoType()
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.pages)
      return self._$read(1)
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: \.pages) { self._$write(1, newValue) }
    }
  }
  private var _pages: _SwiftDataNoType

  var rating: Int? = nil {
    @storageRestrictions(accesses: persistentBackingData, initializes: _rating)
    init(initialValue) {
      persistentBackingData._$initialize(2, initialValue)
      _rating = _SwiftDataNoType()
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.rating)
      return self._$read(2)
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: \.rating) { self._$write(2, newValue) }
    }
  }
  private var _rating: _SwiftDataNoType

  var genre: Genre = .fiction {
    @storageRestrictions(accesses: persistentBackingData, initializes: _genre)
    init(initialValue) {
      persistentBackingData._$initialize(3, initialValue)
      _genre = _SwiftDataNoType()
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.genre)
      return self._$read(3)
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: \.genre) { self._$write(3, newValue) }
    }
  }
  private var _genre: _SwiftDataNoType

  var isbn: String {
    @storageRestrictions(accesses: persistentBackingData, initializes: _isbn)
    init(initialValue) {
      persistentBackingData._$initialize(4, initialValue)
      _isbn = _SwiftDataNoType()
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.isbn)
      return self._$read(4)
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: \.isbn) { self._$write(4, newValue) }
    }
  }
  private var _isbn: _SwiftDataNoType

  var author: Author? {
    @storageRestrictions(accesses: persistentBackingData, initializes: _author)
    init(initialValue) {
      persistentBackingData._$initialize(5, initialValue)
      _author = _SwiftDataNoType()
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.author)
      return self._$read(5)
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: \.author) { self._$write(5, newValue) }
    }
  }
  private var _author: _SwiftDataNoType

  var tags: [Tag] = [] {
    @storageRestrictions(accesses: persistentBackingData, initializes: _tags)
    init(initialValue) {
      persistentBackingData._$initialize(6, initialValue)
      _tags = _SwiftDataNoType()
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.tags)
      return self._$read(6)
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: \.tags) { self._$write(6, newValue) }
    }
  }
  private var _tags: _SwiftDataNoType

  /// Not kept: `@Transient var isExpanded = false`.
  var isExpanded = false

  init(title: String, pages: Int = 0, isbn: String? = nil, author: Author? = nil) {
    self.title = title
    self.pages = pages
    self.isbn = isbn ?? "isbn-\(title)"
    self.author = author
  }

  var persistentBackingData = SwiftData._ModelBacking(for: Book.self)
  let _$observationRegistrar = Observation.ObservationRegistrar()
  static let schemaMetadata: [SwiftData.Schema.PropertyMetadata] = [
    SwiftData.Schema.PropertyMetadata._property("title", \Book.title),
    SwiftData.Schema.PropertyMetadata._property("pages", \Book.pages, default: { 0 }),
    SwiftData.Schema.PropertyMetadata._property("rating", \Book.rating, default: { nil }),
    SwiftData.Schema.PropertyMetadata._property("genre", \Book.genre, default: { .fiction }),
    SwiftData.Schema.PropertyMetadata._property(
      "isbn", \Book.isbn, attribute: SwiftData.Schema.Attribute(options: [.unique], originalName: nil)),
    SwiftData.Schema.PropertyMetadata._property("author", \Book.author),
    SwiftData.Schema.PropertyMetadata._property("tags", \Book.tags, default: { [] }),
  ]
  static let _$layout = SwiftData.ModelLayout(of: Book.self)
  required init(backingData: SwiftData._ModelBacking) {
    self._title = _SwiftDataNoType()
    self._pages = _SwiftDataNoType()
    self._rating = _SwiftDataNoType()
    self._genre = _SwiftDataNoType()
    self._isbn = _SwiftDataNoType()
    self._author = _SwiftDataNoType()
    self._tags = _SwiftDataNoType()
    self.persistentBackingData = backingData
  }
  struct _SwiftDataNoType: Sendable {}
}

extension Book: SwiftData.PersistentModel {}
extension Book: Observation.Observable {}

final class Tag {
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

  var persistentBackingData = SwiftData._ModelBacking(for: Tag.self)
  let _$observationRegistrar = Observation.ObservationRegistrar()
  static let schemaMetadata: [SwiftData.Schema.PropertyMetadata] = [
    SwiftData.Schema.PropertyMetadata._property("name", \Tag.name),
    SwiftData.Schema.PropertyMetadata._property(
      "books", \Tag.books, relationship: SwiftData.Schema.Relationship(inverse: \Book.tags), default: { [] }),
  ]
  static let _$layout = SwiftData.ModelLayout(of: Tag.self)
  required init(backingData: SwiftData._ModelBacking) {
    self._name = _SwiftDataNoType()
    self._books = _SwiftDataNoType()
    self.persistentBackingData = backingData
  }
  struct _SwiftDataNoType: Sendable {}
}

extension Tag: SwiftData.PersistentModel {}
extension Tag: Observation.Observable {}
