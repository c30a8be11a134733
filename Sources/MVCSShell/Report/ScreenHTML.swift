import MVCS

/// A screen's lines as HTML, drawn as the terminal draws them: each styled run in a span
/// whose style is the run's (bold, dim, italic, underline, inverse), for a `<pre>`.
///
/// One drawing for `--artifacts`' `screen.html` and for the report's screen panel. The
/// report keeps screens as the terminal's text (``RenderedLine/text(color:)``, styles as
/// SGR escapes), which ``html(terminalLine:)`` draws the same way.
///
/// ```swift
/// ScreenHTML.body([RenderedLine("Lists", style: .bold)])
/// // "<span style=\"font-weight: bold\">Lists</span>\n"
/// ```
enum ScreenHTML {
  /// The lines as the inside of a `<pre>`, each ending in a line break.
  static func body(_ lines: [RenderedLine]) -> String {
    var body = ""
    for line in lines {
      for run in line.runs {
        let text = HTMLText.escape(run.text)
        let style = css(run.style)
        body += style.isEmpty ? text : #"<span style="\#(style)">\#(text)</span>"#
      }
      body += "\n"
    }
    return body
  }

  /// The CSS declarations that draw `style`, as a terminal with light text on a dark
  /// background does.
  static func css(_ style: TextStyle) -> String {
    var rules: [String] = []
    if style.contains(.bold) { rules.append("font-weight: bold") }
    if style.contains(.dim) { rules.append("opacity: 0.6") }
    if style.contains(.italic) { rules.append("font-style: italic") }
    if style.contains(.underline) { rules.append("text-decoration: underline") }
    if style.contains(.inverse) { rules.append("background: #d4d4d4; color: #1e1e1e") }
    return rules.joined(separator: "; ")
  }

  /// The styles each SGR code of ``RenderedLine/text(color:)`` turns on.
  private static let styleOfCode: [Int: TextStyle] = [
    1: .bold, 2: .dim, 3: .italic, 4: .underline, 7: .inverse,
  ]

  /// A line as a terminal prints it, `ESC[1mLists ESC[0m…`, as HTML.
  ///
  /// Drawn as ``body(_:)`` draws its runs: the inverse of ``RenderedLine/text(color:)``. An
  /// escape that is not SGR is shown as `^[`, as a line shows one.
  static func html(terminalLine text: String) -> String {
    var html = ""
    var style = TextStyle()
    func add(_ run: Substring) {
      guard !run.isEmpty else { return }
      let escaped = HTMLText.escape(String(run))
      let rules = css(style)
      html += rules.isEmpty ? escaped : #"<span style="\#(rules)">\#(escaped)</span>"#
    }
    var rest = Substring(text)
    while let escape = rest.firstIndex(of: "\u{1B}") {
      add(rest[..<escape])
      let afterEscape = rest[rest.index(after: escape)...]
      let parameters = afterEscape.dropFirst()
      guard afterEscape.first == "[", let end = parameters.firstIndex(where: { !($0.isASCIIDigit || $0 == ";") }),
        parameters[end] == "m"
      else {
        add("^[")
        rest = afterEscape
        continue
      }
      for code in parameters[..<end].split(separator: ";", omittingEmptySubsequences: false) {
        let number = Int(code) ?? 0
        if number == 0 {
          style = []
        } else if let added = styleOfCode[number] {
          style.insert(added)
        }
      }
      rest = parameters[parameters.index(after: end)...]
    }
    add(rest)
    return html
  }
}
