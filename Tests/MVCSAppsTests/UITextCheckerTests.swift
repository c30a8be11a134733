import Foundation
import Testing

@testable import UIKit

/// UITextChecker over Debian's word list (wamerican): what word games accept a word with.
@MainActor
@Suite struct UITextCheckerTests {
  private func misspelled(_ text: String) -> NSRange {
    UITextChecker().rangeOfMisspelledWord(
      in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false, language: "en")
  }

  @Test func aRealWordIsAccepted() {
    #expect(misspelled("house").location == NSNotFound)
    #expect(misspelled("House").location == NSNotFound)
    #expect(misspelled("don't").location == NSNotFound)
    #expect(UITextChecker.availableLanguages == ["en_US"])
  }

  @Test func aMisspelledWordIsFoundWhereItIs() {
    #expect(misspelled("hosue") == NSRange(location: 0, length: 5))
    #expect(misspelled("my hosue is red") == NSRange(location: 3, length: 5))
  }

  @Test func theSearchStartsAtTheOffsetAndWrapsWhenAsked() {
    let text = "hosue and huose"
    let all = NSRange(location: 0, length: text.utf16.count)
    let checker = UITextChecker()
    #expect(
      checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 5, wrap: false, language: "en_US")
        == NSRange(location: 10, length: 5))
    #expect(
      checker.rangeOfMisspelledWord(in: "hosue and house", range: all, startingAt: 5, wrap: false, language: "en_US")
        .location == NSNotFound)
    #expect(
      checker.rangeOfMisspelledWord(in: "hosue and house", range: all, startingAt: 5, wrap: true, language: "en_US")
        == NSRange(location: 0, length: 5))
  }

  @Test func guessesPutTheSwapFirst() throws {
    let guesses = try #require(
      UITextChecker().guesses(forWordRange: NSRange(location: 0, length: 5), in: "hosue", language: "en"))
    #expect(guesses.first == "house")
    #expect(guesses.count <= 10)
    // A capitalized word's guesses are capitalized.
    let capitalized = UITextChecker().guesses(
      forWordRange: NSRange(location: 0, length: 5), in: "Hosue", language: "en")
    #expect(capitalized?.first == "House")
  }

  @Test func completionsBeginWithThePartialWord() throws {
    let completions = try #require(
      UITextChecker().completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "hous", language: "en"))
    #expect(completions.first == "house")
    #expect(completions.allSatisfy { $0.hasPrefix("hous") })
  }

  @Test func anotherLanguageOrNoWordListMisspellsNothing() {
    let text = "hosue"
    let all = NSRange(location: 0, length: 5)
    #expect(
      UITextChecker().rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "fr")
        .location == NSNotFound)
    let missing = UITextChecker(wordList: WordList(contentsOfFile: "/nonexistent/words"))
    #expect(
      missing.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en").location
        == NSNotFound)
    #expect(missing.guesses(forWordRange: all, in: text, language: "en") == nil)
  }

  @Test func aRangeWhoseEndIsPastTheLargestIntegerIsOutsideTheTextNotACrash() {
    let checker = UITextChecker()
    let huge = NSRange(location: Int.max, length: 1)
    #expect(
      checker.rangeOfMisspelledWord(in: "hosue", range: huge, startingAt: 0, wrap: true, language: "en").location
        == NSNotFound)
    #expect(checker.guesses(forWordRange: huge, in: "hosue", language: "en") == [])
    #expect(checker.completions(forPartialWordRange: huge, in: "hous", language: "en") == [])
    let fromTheStart = NSRange(location: 0, length: Int.max)
    #expect(
      checker.rangeOfMisspelledWord(in: "a hosue", range: fromTheStart, startingAt: 0, wrap: false, language: "en")
        == NSRange(location: 2, length: 5))
  }
}
