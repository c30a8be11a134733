import Foundation

/// A spelling checker, as UIKit's: finds misspelled words, guesses what was meant, and
/// completes a word begun; what word games check a player's word with.
///
/// ```swift
/// let checker = UITextChecker()
/// let word = "house"
/// let range = NSRange(location: 0, length: word.utf16.count)
/// let wrong = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
/// wrong.location == NSNotFound                              // true: a real word
/// checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "hosue", language: "en")
/// // ["house", …]
/// ```
///
/// Its words are Debian's American English list, `/usr/share/dict/american-english` (package
/// `wamerican`), read once, the first time one is checked. English is its one language: any
/// `language` that starts with `en` (`"en"`, `"en_US"`, `"en_GB"`). For another language, or
/// when the list is not installed, ``availableLanguages`` says so and nothing is misspelled, as
/// UIKit answers for a language it has no dictionary for.
///
/// A word is a run of letters, with apostrophes inside (`don't`); one with a digit is not
/// checked. A word is spelled right as the list has it, in lower case, or capitalized
/// ("House", "PARIS"). Ranges count UTF-16 code units, as `NSRange` does.
@MainActor
public final class UITextChecker {
  /// The most guesses ``guesses(forWordRange:in:language:)`` gives.
  static let maximumGuesses = 10
  /// The most completions ``completions(forPartialWordRange:in:language:)`` gives.
  static let maximumCompletions = 50

  private let wordList: WordList

  /// A checker over Debian's word list.
  public convenience init() {
    self.init(wordList: .shared)
  }

  /// A checker over `wordList`.
  init(wordList: WordList) {
    self.wordList = wordList
  }

  /// The languages a checker knows: `["en_US"]`, or none when the word list is not installed.
  public static var availableLanguages: [String] {
    WordList.shared.isEmpty ? [] : ["en_US"]
  }

  /// The first misspelled word in `range` of `stringToCheck` from `startingOffset`, going on
  /// from the start of `range` when `wrapFlag` is true and none is found before its end; a
  /// range at `NSNotFound` when there is none.
  public func rangeOfMisspelledWord(
    in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
  ) -> NSRange {
    let notFound = NSRange(location: NSNotFound, length: 0)
    guard knows(language) else { return notFound }
    let words = Self.words(in: stringToCheck, range: range)
    let start = max(startingOffset, range.location)
    let after = words.filter { $0.range.location >= start }
    let before = wrapFlag ? words.filter { $0.range.location < start } : []
    for word in after + before where !wordList.contains(word.text) {
      return word.range
    }
    return notFound
  }

  /// What the word at `range` of `string` may have been meant to be.
  ///
  /// Known words one change away (two letters swapped, one replaced, left out or added), or two
  /// when none is one away and the word has at most 8 letters; at most 10, swaps first, then in
  /// alphabetical order, capitalized when the word is. Nil when `language` is not known.
  public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
    guard knows(language) else { return nil }
    guard let word = Self.text(of: range, in: string), !word.isEmpty else { return [] }
    let lower = word.lowercased()
    guard lower.count <= WordList.maximumWordLength else { return [] }
    var guesses = Self.known(Self.edits(of: lower), in: wordList, excluding: lower)
    if guesses.isEmpty, lower.count <= 8 {
      let twoAway = Self.edits(of: lower).flatMap { Self.edits(of: $0.word) }
      guesses = Self.known(twoAway.map { (word: $0.word, kind: 4) }, in: wordList, excluding: lower)
    }
    let capitalized = word.first?.isUppercase == true
    return guesses.prefix(Self.maximumGuesses).map { capitalized ? $0.prefix(1).uppercased() + $0.dropFirst() : $0 }
  }

  /// The known words that begin with the partial word at `range` of `string`.
  ///
  /// In lower case and alphabetical order, at most 50. Nil when `language` is not known.
  public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
    guard knows(language) else { return nil }
    guard let partial = Self.text(of: range, in: string), !partial.isEmpty else { return [] }
    return wordList.completions(of: partial, limit: Self.maximumCompletions)
  }

  private func knows(_ language: String) -> Bool {
    !wordList.isEmpty && language.lowercased().hasPrefix("en")
  }

  /// The text at `range` of `string`, nil when the range is outside it.
  private static func text(of range: NSRange, in string: String) -> String? {
    // Foundation adds the location and length, which traps past `Int.max`: such a range is
    // outside any string.
    guard range.location >= 0, range.length >= 0, range.location <= Int.max - range.length,
      let bounds = Range(range, in: string)
    else { return nil }
    return String(string[bounds])
  }

  /// The words in `range` of `string`, with their ranges; words with a digit are left out.
  private static func words(in string: String, range: NSRange) -> [(text: String, range: NSRange)] {
    let utf16 = Array(string.utf16)
    let lower = max(0, min(range.location, utf16.count))
    // Added with overflow seen: a range whose end is past `Int.max` runs to the string's end.
    let (end, overflow) = range.location.addingReportingOverflow(range.length)
    let upper = max(lower, min(overflow ? utf16.count : end, utf16.count))
    var found: [(text: String, range: NSRange)] = []
    var index = lower
    while index < upper {
      guard isWordUnit(utf16[index]) else {
        index += 1
        continue
      }
      var end = index
      while end < upper, isWordUnit(utf16[end]) || isInnerApostrophe(at: end, in: utf16, before: upper) {
        end += 1
      }
      let text = String(decoding: utf16[index..<end], as: UTF16.self)
      if !text.contains(where: \.isNumber) {
        found.append((text, NSRange(location: index, length: end - index)))
      }
      index = end
    }
    return found
  }

  /// Whether a UTF-16 unit is part of a word: a letter or digit, or half of one outside the
  /// basic plane.
  private static func isWordUnit(_ unit: UTF16.CodeUnit) -> Bool {
    if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return true }
    guard let scalar = Unicode.Scalar(unit) else { return false }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// Whether the unit at `index` is an apostrophe with a word's unit after it (`don't`).
  private static func isInnerApostrophe(at index: Int, in utf16: [UTF16.CodeUnit], before upper: Int) -> Bool {
    (utf16[index] == 0x27 || utf16[index] == 0x2019) && index + 1 < upper && isWordUnit(utf16[index + 1])
  }

  private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")

  /// The words one change from `word`, each with its kind: 0 a swap, 1 a replacement, 2 a
  /// letter left out, 3 a letter added.
  private static func edits(of word: String) -> [(word: String, kind: Int)] {
    let letters = Array(word)
    var edits: [(word: String, kind: Int)] = []
    for index in letters.indices.dropLast() where letters[index] != letters[index + 1] {
      var swapped = letters
      swapped.swapAt(index, index + 1)
      edits.append((String(swapped), 0))
    }
    for index in letters.indices {
      for letter in alphabet where letter != letters[index] {
        var replaced = letters
        replaced[index] = letter
        edits.append((String(replaced), 1))
      }
    }
    for index in letters.indices where letters.count > 1 {
      var shorter = letters
      shorter.remove(at: index)
      edits.append((String(shorter), 2))
    }
    for index in 0...letters.count {
      for letter in alphabet {
        var longer = letters
        longer.insert(letter, at: index)
        edits.append((String(longer), 3))
      }
    }
    return edits
  }

  /// The known words among `edits`, without repeats or `word` itself, by kind then
  /// alphabetically.
  private static func known(_ edits: [(word: String, kind: Int)], in list: WordList, excluding word: String)
    -> [String]
  {
    var best: [String: Int] = [:]
    for edit in edits where edit.word != word && list.contains(edit.word) {
      best[edit.word] = min(best[edit.word] ?? edit.kind, edit.kind)
    }
    return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
  }
}
