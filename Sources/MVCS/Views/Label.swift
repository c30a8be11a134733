/// A title with an icon before it, as SwiftUI's `Label` is: `📶 Wi-Fi`.
///
/// The icon is text, an emoji or a symbol; the title wraps as ``Text`` does, under itself.
/// In a ``Picker`` a label tagged with a value is an option, titled by its title.
///
/// ```swift
/// Label("Wi-Fi", icon: "📶")
/// Label("Low Power Mode", icon: "🔋").tag(PowerMode.low)
/// ```
public struct Label: View {
  /// The text.
  public var title: String
  /// What stands before it: an emoji or a symbol.
  public var icon: String

  /// A label showing `icon` then `title`.
  public init(_ title: String, icon: String) {
    self.title = title
    self.icon = icon
  }

  /// Draws the icon, a space, and the title wrapped in what is left.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let icon = self.icon.escapingControlCharacters
    let indent = icon.isEmpty ? 0 : icon.displayWidth + 1
    let lines = Text.wrap(title.escapingControlCharacters, width: max(1, width - indent))
    return lines.enumerated().map { index, line in
      let lead = index == 0 && !icon.isEmpty ? icon + " " : String(copies: indent, of: " ")
      return RenderedLine(lead + line).prefix(columns: width)
    }
  }
}
