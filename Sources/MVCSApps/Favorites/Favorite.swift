/// A saved word; the word is its own identifier, so saving it twice keeps one.
public struct Favorite: Codable, Sendable, Equatable {
  public var word: String

  public init(word: String) {
    self.word = word
  }
}
