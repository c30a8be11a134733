/// Text wrapped at word boundaries to the width it is given, optionally cut to a number of
/// lines.
///
/// ```swift
/// Text("Tap the button to create your first list")
/// Text(list.name, style: .bold)
/// Text(note.body).lineLimit(2)  // "…" ends the second line when the note is longer
/// ```
/// Newlines in the string break lines; other control characters are shown escaped. Where
/// the text sits in a wider space is up to the stack around it.
public struct Text: View {
  /// The text shown.
  public var content: String
  /// How the text is drawn.
  public var style: TextStyle
  /// The most lines to show, at least one; `nil` shows them all.
  public var lineLimit: Int?

  /// Text showing `content` in `style`, wrapped to at most `lineLimit` lines.
  public init(_ content: String, style: TextStyle = [], lineLimit: Int? = nil) {
    self.content = content
    self.style = style
    self.lineLimit = lineLimit.map { max(1, $0) }
  }

  /// This text shown in at most `limit` lines (at least one), the last ending in "…" when
  /// some of the text does not fit.
  public func lineLimit(_ limit: Int?) -> Text {
    Text(content, style: style, lineLimit: limit)
  }

  /// Draws the text wrapped at `width` columns.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let paragraphs = content.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      Self.wrap(String(paragraph).escapingControlCharacters, width: width)
    }
    // A character wider than the whole width cannot be wrapped; it is left out rather than
    // let a line overflow.
    return Self.limit(paragraphs, to: lineLimit, width: width).map {
      RenderedLine($0, style: style).prefix(columns: width)
    }
  }

  /// Greedy word wrap; a word wider than the line is broken by columns.
  ///
  /// Linear in the text: each word's width is measured once, and a long word is cut by
  /// moving an index, so a 100,000-character word costs what its lines cost.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard text.displayWidth > width else { return [text] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = String(word).displayWidth
      let separator = current.isEmpty ? 0 : 1
      if currentWidth + separator + wordWidth <= width {
        current += (separator == 0 ? "" : " ") + word
        currentWidth += separator + wordWidth
        continue
      }
      if !current.isEmpty { lines.append(current) }
      var rest = word[...]
      var restWidth = wordWidth
      while restWidth > width {
        var end = rest.startIndex
        var used = 0
        while end < rest.endIndex, used + rest[end].displayWidth <= width {
          used += rest[end].displayWidth
          end = rest.index(after: end)
        }
        guard end > rest.startIndex else { break }
        lines.append(String(rest[..<end]))
        rest = rest[end...]
        restWidth -= used
      }
      current = String(rest)
      currentWidth = restWidth
    }
    lines.append(current)
    return lines
  }

  /// The wrapped lines of `paragraphs`, at most `limit` of them.
  ///
  /// When some are left out, the last line shown carries on with as much of its paragraph as fits
  /// and ends in "…".
  static func limit(_ paragraphs: [[String]], to limit: Int?, width: Int) -> [String] {
    let lines = Array(paragraphs.joined())
    guard let limit, lines.count > limit else { return lines }
    var kept: [String] = []
    for paragraph in paragraphs {
      if kept.count + paragraph.count < limit {
        kept += paragraph
        continue
      }
      let room = limit - kept.count
      kept += paragraph.prefix(room - 1)
      let rest = paragraph.dropFirst(room - 1)
      // The rest of the paragraph is wider than the line, so truncation adds the "…"; a
      // paragraph that ends right there needs one added for the paragraphs left out.
      let last = rest.count > 1 ? rest.joined(separator: " ") : (rest.first ?? "") + "…"
      kept.append(last.truncated(toColumns: width))
      break
    }
    return kept
  }
}
