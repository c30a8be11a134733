import Foundation

/// Text wrapped at word boundaries to the width it is given, optionally cut to a number of
/// lines; or a value written by one of Foundation's format styles.
///
/// ```swift
/// Text("Tap the button to create your first list")
/// Text(list.name).bold()
/// Text("Total").font(.headline)   // bold: see Font for how fonts are drawn
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
  /// One run of the text: a string or a formatted value, in a style.
  struct Segment {
    var content: String
    /// Writes a formatted value in an environment; nil for text given as a string.
    var formatted: (@MainActor (FormattingEnvironment) -> String)?
    var style: TextStyle
  }

  /// The runs, in order: one, unless texts were joined with `+`.
  var segments: [Segment]
  /// The most lines to show, at least one; `nil` shows them all.
  public var lineLimit: Int?
  /// Whether a font or `bold()` was given to this text itself, over the environment's.
  private var hasOwnFont = false

  /// The text shown, when given as strings; empty for a formatted value, whose text depends
  /// on the app's locale and clock.
  public var content: String {
    segments.map(\.content).joined()
  }

  /// How the text is drawn: the first run's style.
  public var style: TextStyle {
    get { segments.first?.style ?? [] }
    set { segments = segments.map { Segment(content: $0.content, formatted: $0.formatted, style: newValue) } }
  }

  /// Text showing `content` in `style`, wrapped to at most `lineLimit` lines.
  ///
  /// A string literal alone (`Text("Total: \(total, format: .number)")`) is a localized key,
  /// as in SwiftUI, so its interpolations are written in the app's locale.
  @_disfavoredOverload
  public init(_ content: String, style: TextStyle = [], lineLimit: Int? = nil) {
    segments = [Segment(content: content, style: style)]
    self.lineLimit = lineLimit.map { max(1, $0) }
    hasOwnFont = !style.isEmpty
  }

  /// Text showing `content`, as SwiftUI's initializer for strings.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(String(content))
  }

  /// Text showing `content` as it is, never looked up as a localized key.
  public init(verbatim content: String) {
    self.init(content)
  }

  /// Text showing a localized key's text; mvcs shows the key itself, interpolations written in.
  public init(_ key: LocalizedStringKey) {
    self.init("", style: [])
    segments = key.pieces.map { Segment(content: $0.content, formatted: $0.formatted, style: []) }
    if segments.isEmpty { segments = [Segment(content: "", style: [])] }
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
    segments[0].formatted = { environment in FormatStyleInEnvironment.format(value, with: format, in: environment) }
  }

  /// A date as SwiftUI's `Text(_:style:)` writes it: `.date`, `.time`, or relative to now.
  public init(_ date: Date, style: DateStyle) {
    switch style.kind {
    case .date: self.init(date, format: .dateTime.year().month(.wide).day())
    case .time: self.init(date, format: .dateTime.hour().minute())
    case .relative: self.init(date, format: .relative(presentation: .numeric))
    }
  }

  /// How `Text(_:style:)` writes a date.
  public struct DateStyle: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      case date
      case time
      case relative
    }

    let kind: Kind

    /// The date: `June 3, 2026`.
    public static let date = DateStyle(kind: .date)
    /// The time: `9:41 AM`.
    public static let time = DateStyle(kind: .time)
    /// Relative to now: `in 2 hours`.
    public static let relative = DateStyle(kind: .relative)
    /// Relative to now, as a timer would count.
    public static let timer = DateStyle(kind: .relative)
    /// Relative to now, an offset.
    public static let offset = DateStyle(kind: .relative)
  }

  /// This text shown in at most `limit` lines (at least one), the last ending in "…" when
  /// some of the text does not fit.
  public func lineLimit(_ limit: Int?) -> Text {
    var copy = self
    copy.lineLimit = limit.map { max(1, $0) }
    return copy
  }

  /// This text with `style` added to every run.
  func adding(_ style: TextStyle) -> Text {
    var copy = self
    copy.segments = segments.map { Segment(content: $0.content, formatted: $0.formatted, style: $0.style.union(style)) }
    copy.hasOwnFont = true
    return copy
  }

  /// This text in bold.
  public func bold() -> Text { adding(.bold) }
  /// This text in bold, or as it is.
  public func bold(_ isActive: Bool) -> Text { isActive ? adding(.bold) : self }
  /// This text in italics.
  public func italic() -> Text { adding(.italic) }
  /// This text in italics, or as it is.
  public func italic(_ isActive: Bool) -> Text { isActive ? adding(.italic) : self }
  /// This text underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? adding(.underline) : self }
  /// This text struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? adding(.strikethrough) : self
  }
  /// This text in `font`: bold for titles and headlines, dim for captions and footnotes.
  public func font(_ font: Font?) -> Text { font.map { adding($0.style) } ?? self }
  /// This text in `weight`: bold from semibold up.
  public func fontWeight(_ weight: Font.Weight?) -> Text { weight.map { adding($0.style) } ?? self }
  /// This text in `style`: dim for secondary and tertiary colours.
  public func foregroundStyle(_ style: some ShapeStyle) -> Text { adding(style.textStyle) }
  /// This text in `color`: dim for gray and secondary.
  public func foregroundColor(_ color: Color?) -> Text { color.map { adding($0.textStyle) } ?? self }
  /// This text; a tracking means nothing in text.
  public func tracking(_ tracking: CGFloat) -> Text { self }
  /// This text; kerning means nothing in text.
  public func kerning(_ kerning: CGFloat) -> Text { self }
  /// This text; a baseline offset means nothing in text.
  public func baselineOffset(_ offset: CGFloat) -> Text { self }
  /// This text; a monospaced digit is what every digit of a terminal is.
  public func monospacedDigit() -> Text { self }
  /// This text; every character of a terminal is monospaced.
  public func monospaced(_ isActive: Bool = true) -> Text { self }

  /// Two texts as one, each in its own style, as SwiftUI joins them.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.segments += rhs.segments
    joined.hasOwnFont = lhs.hasOwnFont || rhs.hasOwnFont
    return joined
  }

  /// Draws the text wrapped at `width` columns.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    guard !context.isOffScreen else { return [] }
    let runs = resolvedRuns(in: context)
    let text = Self.joined(runs)
    if context.isInRow, (lineLimit ?? context.environment.lineLimit) == nil {
      return styled(Self.paragraphs(of: text), runs: runs) {
        $0.escapingControlCharacters.truncated(toColumns: width)
      }
    }
    let paragraphs = Self.paragraphs(of: text).map { paragraph in
      Self.wrap(paragraph.escapingControlCharacters, width: width)
    }
    // A character wider than the whole width cannot be wrapped; it is left out rather than
    // let a line overflow.
    let lines = Self.limit(paragraphs, to: lineLimit ?? context.environment.lineLimit, width: width)
    guard runs.count > 1 else {
      let style = runs.first?.style ?? []
      return lines.map { RenderedLine($0, style: style).prefix(columns: width) }
    }
    return styledLines(lines, runs: runs).map { $0.prefix(columns: width) }
  }

  /// Its longest paragraph on one line at best; down to "…" when pressed.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    let widest = Self.paragraphs(of: plainText(in: context)).map(\.escapingControlCharacters.displayWidth).max() ?? 0
    return LayoutWidths(minimum: min(widest, 1), ideal: widest)
  }

  /// `text` split at each line feed, empty paragraphs kept.
  ///
  /// Most texts have none, and splitting walks a string character by character, about 500
  /// instructions a character: a text without the byte is its own one paragraph (#35).
  nonisolated static func paragraphs(of text: String) -> [String] {
    guard text.utf8.contains(0x0A) else { return [text] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The text as shown, without styles: what a button or a picker option is named by.
  func plainText(in context: RenderContext) -> String {
    // Most texts are one segment: its text, without the runs' styles or an array to join.
    guard segments.count == 1 else { return Self.joined(resolvedRuns(in: context)) }
    return resolvedText(of: segments[0], textCase: context.environment.textCase, in: context)
  }

  /// The runs' text and style in `context`: values formatted in its environment, the
  /// environment's font and colour under the text's own.
  private func resolvedRuns(in context: RenderContext) -> [(text: String, style: TextStyle)] {
    let inherited = context.environment.textStyle
    let textCase = context.environment.textCase
    return segments.map { segment in
      (resolvedText(of: segment, textCase: textCase, in: context), segment.style.union(inherited))
    }
  }

  /// `segment`'s text in `context`: its value formatted in the environment, in `textCase`.
  private func resolvedText(of segment: Segment, textCase: Text.Case?, in context: RenderContext) -> String {
    let text = segment.formatted.map { $0(context.formatting) } ?? segment.content
    return textCase.map { $0.applied(to: text) } ?? text
  }

  /// The runs' text as one string; a single run's as it is.
  private static func joined(_ runs: [(text: String, style: TextStyle)]) -> String {
    runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
  }

  /// Lines made from `lines` (each paragraph, whole), each run in its own style.
  private func styled(_ lines: [String], runs: [(text: String, style: TextStyle)], cut: (String) -> String)
    -> [RenderedLine]
  {
    guard runs.count > 1 else {
      let style = runs.first?.style ?? []
      return lines.map { RenderedLine(cut($0), style: style) }
    }
    return styledLines(lines.map(cut), runs: runs)
  }

  /// `lines`, cut from the runs' text by wrapping, given back their runs' styles: each line
  /// takes its characters from the text in order, and a break at a space drops that space.
  private func styledLines(_ lines: [String], runs: [(text: String, style: TextStyle)]) -> [RenderedLine] {
    var styles: [TextStyle] = []
    for run in runs {
      styles += Array(repeating: run.style, count: run.text.escapingControlCharacters.count)
    }
    let text = Array(runs.map(\.text).joined().escapingControlCharacters)
    var cursor = 0
    return lines.map { line in
      var rendered = RenderedLine()
      for character in line {
        while cursor < text.count, text[cursor] != character, text[cursor] == " " || text[cursor] == "\n" {
          cursor += 1
        }
        let style = cursor < styles.count ? styles[cursor] : (styles.last ?? [])
        rendered.append(String(character), style: style)
        if cursor < text.count, text[cursor] == character { cursor += 1 }
      }
      return rendered
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
