import Testing

@testable import MVCS

/// A text's paragraphs are what splitting it at each "\n" character gives, whether or not it
/// has a line feed at all: the look at its bytes first changes no text's lines.
@Suite struct TextParagraphsTests {
  @Test(arguments: [
    "", "Milk", "Milk\nBread", "\n", "a\n", "\na", "a\n\nb", "📝 Groceries\n2", "a\r\nb", "é\u{301}\nx",
    "\u{85}a\u{2028}b",
  ])
  func paragraphsAreTheSplitAtEachLineFeed(text: String) {
    let split = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(Text.paragraphs(of: text) == split)
  }

  @MainActor @Test func aTextOfSeveralParagraphsDrawsOneLineEach() {
    let stub = StubViewController("stub") { Text("Milk\nBread\n\nEggs") }
    #expect(Renderer(width: 20).render(stub).text(color: false) == ["Milk", "Bread", "", "Eggs"])
  }
}
