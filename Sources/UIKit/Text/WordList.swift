import Foundation

/// The words ``UITextChecker`` knows: Debian's American English word list (package
/// `wamerican`), read once, the first time a word is checked.
///
/// It is bounded: at most ``maximumBytes`` of the file are read and at most ``maximumWords``
/// words kept, each at most ``maximumWordLength`` characters. A missing or unreadable file is an
/// empty list, never a crash: ``UITextChecker/availableLanguages`` is then empty and no word is
/// misspelled, as UIKit answers for a language it has no dictionary for.
final class WordList: Sendable {
  /// Where Debian's `wamerican` puts the list.
  static let debianPath = "/usr/share/dict/american-english"
  /// The most bytes of the file read: the list Debian ships is about 1 MB.
  static let maximumBytes = 16 << 20
  /// The most words kept.
  static let maximumWords = 1_000_000
  /// The longest word kept, in characters.
  static let maximumWordLength = 64

  /// The list at ``debianPath``, read the first time it is asked for.
  static let shared = WordList(contentsOfFile: debianPath)

  /// Every word as the list spells it ("house", "Paris", "AA's").
  private let words: Set<String>
  /// Every word in lower case, sorted and without repeats, for completions.
  private let sortedLowercased: [String]

  /// Whether the list has any word.
  var isEmpty: Bool { words.isEmpty }

  /// The words in the file at `path`, one a line; no words when it cannot be read.
  convenience init(contentsOfFile path: String) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      self.init(words: [])
      return
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: Self.maximumBytes)) ?? Data()
    var lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
    // A file cut at the limit ends in part of a word.
    if data.count == Self.maximumBytes, !lines.isEmpty { lines.removeLast() }
    self.init(words: lines.prefix(Self.maximumWords).map(String.init))
  }

  /// A list of `words`.
  init(words: [String]) {
    let kept = words.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && $0.count <= Self.maximumWordLength }
    self.words = Set(kept)
    sortedLowercased = Array(Set(kept.map { $0.lowercased() })).sorted()
  }

  /// Whether `word` is spelled right: as the list has it, in lower case when the list has it so
  /// ("House" at a sentence's start), or capitalized when the list has it so ("PARIS").
  func contains(_ spelled: String) -> Bool {
    // A typographic apostrophe (don’t) is the list's straight one.
    let word = spelled.replacingOccurrences(of: "\u{2019}", with: "'")
    if words.contains(word) { return true }
    let lower = word.lowercased()
    if words.contains(lower) { return true }
    return words.contains(lower.prefix(1).uppercased() + lower.dropFirst())
  }

  /// The words beginning with `prefix`, in lower case, in alphabetical order, at most `limit`.
  func completions(of prefix: String, limit: Int) -> [String] {
    let lower = prefix.lowercased()
    var low = 0
    var high = sortedLowercased.count
    while low < high {
      let middle = (low + high) / 2
      if sortedLowercased[middle] < lower { low = middle + 1 } else { high = middle }
    }
    var found: [String] = []
    var index = low
    while index < sortedLowercased.count, found.count < limit, sortedLowercased[index].hasPrefix(lower) {
      if sortedLowercased[index] != lower { found.append(sortedLowercased[index]) }
      index += 1
    }
    return found
  }
}
