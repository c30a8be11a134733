import Foundation

/// One game: the word whose letters are played, and the words made from them.
struct Game: Identifiable, Hashable {
  let id: Int
  var rootWord: String
  var usedWords: [String] = []

  /// Points: a word's length, plus one for each word beyond the fifth.
  var score: Int {
    usedWords.reduce(0) { $0 + $1.count } + max(0, usedWords.count - 5)
  }

  /// The root words, in the order new games take them.
  static let rootWords = [
    "silkworm", "carpenter", "notebook", "shoelace", "lemonade", "triangle", "blueprint", "daydream",
  ]

  /// The root word of game `number`, from 1.
  static func rootWord(for number: Int) -> String {
    rootWords[(number - 1) % rootWords.count]
  }

  /// Why `word` cannot be played, or nil when it can.
  func problem(with word: String) -> WordProblem? {
    guard word.count >= 3 else { return .tooShort }
    guard word != rootWord else { return .isRoot }
    guard !usedWords.contains(word) else { return .used }
    var letters = Array(rootWord)
    for letter in word {
      guard let index = letters.firstIndex(of: letter) else { return .notPossible(rootWord) }
      letters.remove(at: index)
    }
    return nil
  }
}

/// Why a word was refused, as the game says it.
enum WordProblem: Equatable {
  case tooShort
  case isRoot
  case used
  case notPossible(String)

  var title: String {
    switch self {
    case .tooShort: "Too short"
    case .isRoot: "That is the word itself"
    case .used: "Word used already"
    case .notPossible: "Word not possible"
    }
  }

  var message: String {
    switch self {
    case .tooShort: "Words have three letters or more."
    case .isRoot: "Find the words hidden inside it."
    case .used: "Be more original!"
    case .notPossible(let root): "You can't spell that word from '\(root)'."
    }
  }
}
