/// How a piece of text is drawn when colour is on; ignored when it is off.
public struct TextStyle: OptionSet, Sendable, Hashable {
  /// The styles as bits.
  public let rawValue: UInt8
  /// The styles whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold text: titles, selected rows.
  public static let bold = TextStyle(rawValue: 1 << 0)
  /// Dim text: placeholders, disabled controls.
  public static let dim = TextStyle(rawValue: 1 << 1)
  /// Underlined text.
  public static let underline = TextStyle(rawValue: 1 << 2)
  /// Foreground and background swapped: the selection.
  public static let inverse = TextStyle(rawValue: 1 << 3)
  /// Italic text.
  public static let italic = TextStyle(rawValue: 1 << 4)
  /// Text struck through.
  public static let strikethrough = TextStyle(rawValue: 1 << 5)
  /// Text no one can see, in `Color.clear`: a line holds blanks in its place.
  public static let invisible = TextStyle(rawValue: 1 << 6)

  var ansiCodes: [Int] {
    var codes: [Int] = []
    if contains(.bold) { codes.append(1) }
    if contains(.dim) { codes.append(2) }
    if contains(.italic) { codes.append(3) }
    if contains(.underline) { codes.append(4) }
    if contains(.inverse) { codes.append(7) }
    if contains(.strikethrough) { codes.append(9) }
    return codes
  }
}

/// One line of rendered output: styled runs of text that know their display width.
///
/// It never holds a control character; styles become escapes only in ``text(color:)``.
public struct RenderedLine: Sendable, Equatable {
  /// A stretch of text in one style.
  public struct Run: Sendable, Equatable {
    /// The characters of the run.
    public var text: String
    /// How the run is drawn.
    public var style: TextStyle
  }

  /// The line's runs, left to right.
  public private(set) var runs: [Run] = []
  /// The line's width in terminal columns.
  public private(set) var width = 0

  /// An empty line.
  public init() {}

  /// A line holding `text` in `style`.
  public init(_ text: String, style: TextStyle = []) {
    append(text, style: style)
  }

  /// Adds `text` in `style` at the end of the line.
  ///
  /// Control characters in it are escaped here, the one door text has into a line, so no
  /// view, label or model value can put a terminal escape on screen.
  public mutating func append(_ text: String, style: TextStyle = []) {
    guard !text.isEmpty else { return }
    let text = text.escapingControlCharacters
    // What cannot be seen takes its room in blanks, and nothing of its style shows.
    guard !style.contains(.invisible) else { return append(copies: text.displayWidth, of: " ") }
    appendEscaped(text, width: text.displayWidth, style: style)
  }

  /// A line holding `piece` written `count` times over in `style`: a divider, an indent.
  init(copies count: Int, of piece: String, style: TextStyle = []) {
    append(copies: count, of: piece, style: style)
  }

  /// Adds `piece` written `count` times over in `style`: a divider, a box's edge, padding.
  ///
  /// A piece of plain narrow characters (ASCII, Latin, box drawing) has nothing to escape and
  /// takes a column a character, so its copies are neither read for escapes nor measured:
  /// the padding and edges of every line drawn were read twice over, for escapes and for
  /// width (callgrind: 0.9% of a Todo step's instructions saved). Any other piece goes
  /// through ``append(_:style:)``.
  mutating func append(copies count: Int, of piece: String, style: TextStyle = []) {
    guard count > 0 else { return }
    guard !style.contains(.invisible), let columns = piece.plainNarrowScalarCount, columns > 0 else {
      append(String(copies: count, of: piece), style: style)
      return
    }
    appendEscaped(String(copies: count, of: piece), width: columns * count, style: style)
  }

  /// Adds `text`, escaped already and `width` columns wide, joining the last run when it has
  /// the same style.
  private mutating func appendEscaped(_ text: String, width: Int, style: TextStyle) {
    self.width += width
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].text += text
    } else {
      runs.append(Run(text: text, style: style))
    }
  }

  /// Adds the runs of `other` at the end of the line.
  public mutating func append(_ other: RenderedLine) {
    // Its runs are escaped and measured already: a box or a stack appends every line it
    // holds, and escaping them again was work for nothing.
    width += other.width
    for run in other.runs where !run.text.isEmpty {
      if let last = runs.last, last.style == run.style {
        runs[runs.count - 1].text += run.text
      } else {
        runs.append(run)
      }
    }
  }

  /// This line with spaces added up to `columns`.
  public func padded(to columns: Int) -> RenderedLine {
    guard width < columns else { return self }
    var copy = self
    copy.append(copies: columns - width, of: " ")
    return copy
  }

  /// The longest start of this line that fits in `columns` display columns, styles kept.
  ///
  /// A wide character that would straddle the edge is left out rather than split, so the
  /// result may be a column short:
  ///
  /// ```swift
  /// RenderedLine("ab日本", style: .bold).prefix(columns: 3).plainText  // "ab"
  /// ```
  public func prefix(columns: Int) -> RenderedLine {
    guard width > columns else { return self }
    var result = RenderedLine()
    for run in runs {
      let head = run.text.prefix(columns: columns - result.width)
      result.append(String(head), style: run.style)
      if head.endIndex != run.text.endIndex { break }
    }
    return result
  }

  /// The text without styles.
  public var plainText: String { runs.map(\.text).joined() }

  /// The text as a terminal shows it: styles as ANSI escapes when `color` is on, and
  /// trailing blanks removed either way so output compares cleanly.
  public func text(color: Bool) -> String {
    var lastVisible = runs.count - 1
    while lastVisible >= 0, runs[lastVisible].style.isEmpty,
      runs[lastVisible].text.allSatisfy({ $0 == " " })
    {
      lastVisible -= 1
    }
    guard lastVisible >= 0 else { return "" }
    var result = ""
    for (index, run) in runs[...lastVisible].enumerated() {
      var text = run.text
      if index == lastVisible, run.style.isEmpty {
        while text.last == " " { text.removeLast() }
      }
      if color, !run.style.isEmpty {
        let codes = run.style.ansiCodes.map(String.init).joined(separator: ";")
        result += "\u{1B}[\(codes)m\(text)\u{1B}[0m"
      } else {
        result += text
      }
    }
    return result
  }
}
