import Testing

@testable import MVCS

/// The part of a line from a column on, as a modal box drawn over a screen keeps what lies
/// right of it: the same cells, in the same styles, however the line's runs are made, with
/// a wide character cut by the column left as a blank.
@Suite struct RenderedLineSuffixTests {
  /// Lines of plain runs (cut by counting scalars, or read from the end), wide and combined
  /// characters (cut by walking characters), and both in one line.
  static let lines: [RenderedLine] = {
    var mixed = RenderedLine("ab─┐", style: .bold)
    mixed.append("日本", style: [])
    mixed.append("é ü", style: .dim)
    mixed.append("📝x", style: .inverse)
    var plain = RenderedLine("│ Groceries", style: [])
    plain.append("  3 ", style: .dim)
    plain.append("──", style: [])
    let combined = RenderedLine("e\u{301}a\u{301}", style: .underline)
    // A row as a list draws it: the emoji keeps the run from being cut by counting, but its
    // last columns are read from the end; a prepended mark joins the letter after it.
    let row = RenderedLine("  📝 Groceries              0 ", style: [])
    var prepended = RenderedLine("ab\u{D4E}c", style: .bold)
    prepended.append("de", style: [])
    return [mixed, plain, combined, row, prepended, RenderedLine(), RenderedLine("x", style: .invisible)]
  }()

  @Test(arguments: lines)
  func theSuffixHoldsTheCellsFromTheColumnOn(line: RenderedLine) {
    for column in 0...(line.width + 2) {
      let suffix = line.suffix(fromColumn: column)
      #expect(suffix == Self.cutCharacterByCharacter(line, from: column), "from column \(column)")
      #expect(suffix.width == max(0, line.width - column), "from column \(column)")
    }
  }

  /// What the suffix must be: each character measured on its own, the ones right of the
  /// column kept, one cut by it replaced by blanks for its columns past it.
  private static func cutCharacterByCharacter(_ line: RenderedLine, from column: Int) -> RenderedLine {
    var result = RenderedLine()
    var position = 0
    for run in line.runs {
      var kept = ""
      for character in run.text {
        let width = character.displayWidth
        if position >= column {
          kept.append(character)
        } else if position + width > column {
          kept += String(repeating: " ", count: position + width - column)
        }
        position += width
      }
      result.append(kept, style: run.style)
    }
    return result
  }
}
