import Testing

@testable import MVCS

/// A line's padding and edges, appended as copies of a piece, are the line the copies written
/// out would make: the same runs, styles and width, whatever the piece.
@Suite struct RenderedLineCopiesTests {
  @Test(arguments: [
    (" ", 5), ("─", 78), ("ab", 3), ("é─", 4), ("日", 3), ("📝", 2), ("\u{1B}", 2), ("─", 0), ("─", -2),
  ])
  func copiesMakeTheLineTheWrittenOutTextMakes(piece: String, count: Int) {
    for style in [TextStyle(), .dim, .invisible] {
      var copied = RenderedLine("[", style: .bold)
      copied.append(copies: count, of: piece, style: style)
      copied.append("]", style: style)
      var written = RenderedLine("[", style: .bold)
      written.append(String(repeating: piece, count: max(0, count)), style: style)
      written.append("]", style: style)
      #expect(copied == written)
      #expect(copied.width == written.width)
      #expect(
        RenderedLine(copies: count, of: piece, style: style)
          == RenderedLine(String(copies: count, of: piece), style: style))
    }
  }
}
