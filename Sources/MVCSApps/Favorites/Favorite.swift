/// A saved word; the word is its own identifier, so saving it twice keeps one.
struct Favorite: Codable, Sendable, Equatable {
  var word: String
}
