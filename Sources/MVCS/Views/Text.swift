/// Text wrapped at word boundaries to the width it is given.
///
/// ```swift
/// Text("Tap the button to create your first list")
/// Text(list.name, style: .bold)
/// ```
/// Newlines in the string break lines; other control characters are shown escaped.
public struct Text: View {
  public var content: String
  public var style: TextStyle

  public init(_ content: String, style: TextStyle = []) {
    self.content = content
    self.style = style
  }

  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    content.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      Self.wrap(String(paragraph).escapingControlCharacters, width: width)
        .map { RenderedLine($0, style: style) }
    }
  }

  /// Greedy word wrap; a word wider than the line is broken by columns.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard text.displayWidth > width else { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = String(word)
      let separator = current.isEmpty ? "" : " "
      if current.displayWidth + separator.count + word.displayWidth <= width {
        current += separator + word
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      while word.displayWidth > width {
        let head = word.prefix(columns: width)
        guard !head.isEmpty else { break }
        lines.append(String(head))
        word.removeFirst(head.count)
      }
      current = word
    }
    lines.append(current)
    return lines
  }
}
