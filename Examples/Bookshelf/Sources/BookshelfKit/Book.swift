import Foundation
import SwiftData

/// A book on the shelf, with the notes taken while reading it.
@Model
public final class Book {
  /// The book's title.
  public var title: String
  /// Who wrote it.
  public var author: String
  /// How long it is.
  public var pages: Int
  /// Whether it has been read to the end.
  public var isFinished: Bool = false
  /// Stars out of five, once rated.
  public var rating: Int? = nil
  /// The notes taken, deleted with the book.
  @Relationship(deleteRule: .cascade, inverse: \Note.book) public var notes: [Note] = []

  /// A book not read yet.
  public init(title: String, author: String, pages: Int) {
    self.title = title
    self.author = author
    self.pages = pages
  }
}

/// A note taken while reading a book.
@Model
public final class Note {
  /// What was noted.
  public var text: String
  /// The page it is about, if any.
  public var page: Int?
  /// The book it belongs to.
  public var book: Book?

  /// A note about `page`.
  public init(text: String, page: Int? = nil) {
    self.text = text
    self.page = page
  }
}
