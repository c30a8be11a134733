import Foundation

/// Text wrapped at word boundaries to the width it is given, optionally cut to a number of
/// lines; or a value written by one of Foundation's format styles.
///
/// ```swift
/// Text("Tap the button to create your first list")
/// Text(list.name, style: .bold)
/// Text(note.body).lineLimit(2)  // "…" ends the second line when the note is longer
/// Text(total, format: .currency(code: "USD"))  // "$1,234.50", in the app's locale
/// Text(note.edited, format: .relative(presentation: .named))  // "yesterday", by the app's clock
/// ```
/// Newlines in the string break lines; other control characters are shown escaped. Where
/// the text sits in a wider space is up to the stack around it. In an ``HStack`` a text
/// without a line limit keeps each paragraph on one line, cut with "…" when the row gives it
/// less than it needs, as a row of a terminal list is a line; give it a ``lineLimit(_:)`` to
/// let it wrap there too.
public struct Text: View {
  /// The text shown, when given as a string; empty for a formatted value, whose text
  /// depends on the app's locale and clock.
  public var content: String
  /// How the text is drawn.
  public var style: TextStyle
  /// The most lines to show, at least one; `nil` shows them all.
  public var lineLimit: Int?
  /// Writes a formatted value in an environment; nil for text given as a string.
  private var formatted: (@MainActor (FormattingEnvironment) -> String)?
  /// Set by a row: each paragraph on one line when no line limit says otherwise.
  private var isInRow = false

  /// Text showing `content` in `style`, wrapped to at most `lineLimit` lines.
  public init(_ content: String, style: TextStyle = [], lineLimit: Int? = nil) {
    self.content = content
    self.style = style
    self.lineLimit = lineLimit.map { max(1, $0) }
  }

  /// Text showing `value` as `format` writes it, in the app's locale, calendar and time
  /// zone, which a session fixes unless told otherwise (`--locale`), so a replay prints the
  /// same on every machine.
  ///
  /// ```swift
  /// Text(0.256, format: .percent)                    // "25.6%"
  /// Text(due, format: .dateTime.day().month())        // "Jan 5", in the app's time zone
  /// Text(created, format: .relative(presentation: .numeric))  // "2 days ago", by the app's clock
  /// ```
  ///
  /// A date written relative to now (`Date.RelativeFormatStyle`) is written relative to the
  /// app clock's now, not the machine's, and is written again when `clock advance` or
  /// `clock set` moves it. Other styles get the app's locale; `Date.FormatStyle` and
  /// `Date.VerbatimFormatStyle` its calendar and time zone too.
  public init<Format: FormatStyle>(_ value: Format.FormatInput, format: Format, style: TextStyle = [])
  where Format.FormatOutput == String {
    self.init("", style: style)
    formatted = { environment in FormatStyleInEnvironment.format(value, with: format, in: environment) }
  }

  /// This text shown in at most `limit` lines (at least one), the last ending in "…" when
  /// some of the text does not fit.
  public func lineLimit(_ limit: Int?) -> Text {
    var copy = self
    copy.lineLimit = limit.map { max(1, $0) }
    return copy
  }

  /// Draws the text wrapped at `width` columns.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let text = resolved(in: context)
    if isInRow, lineLimit == nil {
      return text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
        RenderedLine(String(paragraph).escapingControlCharacters.truncated(toColumns: width), style: style)
      }
    }
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      Self.wrap(String(paragraph).escapingControlCharacters, width: width)
    }
    // A character wider than the whole width cannot be wrapped; it is left out rather than
    // let a line overflow.
    return Self.limit(paragraphs, to: lineLimit, width: width).map {
      RenderedLine($0, style: style).prefix(columns: width)
    }
  }

  /// Its longest paragraph on one line at best; down to "…" when pressed.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    let widest =
      resolved(in: context).split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).escapingControlCharacters.displayWidth }.max() ?? 0
    return LayoutWidths(minimum: min(widest, 1), ideal: widest)
  }

  /// The text to show: the string, or the value as the owner's app formats it.
  private func resolved(in context: RenderContext) -> String {
    guard let formatted else { return content }
    return formatted(context.owner.formatting)
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

extension Text: RowAdapting {
  /// This text with each paragraph on one line, unless a line limit lets it wrap.
  func inRow() -> any View {
    var copy = self
    copy.isInRow = true
    return copy
  }
}
