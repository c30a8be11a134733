/// The bar at the top of a screen: buttons at the left, the title centred, buttons at the
/// right, and a rule under them.
///
/// ```swift
/// NavigationBar(
///     title: "Groceries",
///     leading: [Button("< Lists", action: "back")],
///     trailing: [Button("Edit", action: "edit")])
/// ```
/// draws, at width 30:
/// ```text
/// [< Lists] Groceries     [Edit]
/// ──────────────────────────────
/// ```
/// The title is centred on the whole width when the buttons leave room, else in the space
/// between them; when it does not fit there it is cut with "…". When even the buttons do
/// not fit, the innermost are left out, trailing ones first, and cannot be tapped.
public struct NavigationBar: View {
  /// The title, centred.
  public var title: String
  /// The buttons on the left: the back button.
  public var leading: [Button<Text>]
  /// The buttons on the right.
  public var trailing: [Button<Text>]

  /// A bar titled `title` with these buttons.
  public init(title: String, leading: [Button<Text>] = [], trailing: [Button<Text>] = []) {
    self.title = title
    self.leading = leading
    self.trailing = trailing
  }

  /// Draws the bar `width` columns wide.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    var leading = self.leading
    var trailing = self.trailing
    while Self.columns(of: leading, in: context) + Self.columns(of: trailing, in: context)
      + (leading.isEmpty || trailing.isEmpty ? 0 : 1)
      > width
    {
      if !trailing.isEmpty { trailing.removeFirst() } else { leading.removeLast() }
    }
    let left = Self.row(of: leading, width: width, in: context)
    let right = Self.row(of: trailing, width: width, in: context)
    let rightStart = width - right.width
    let freeStart = left.width + (left.width > 0 ? 1 : 0)
    let freeEnd = rightStart - (right.width > 0 ? 1 : 0)
    let title = title.escapingControlCharacters.truncated(toColumns: max(0, freeEnd - freeStart))
    let titleWidth = title.displayWidth
    let titleStart = max(freeStart, min((width - titleWidth) / 2, freeEnd - titleWidth))

    var line = left
    line.append(copies: max(0, titleStart - left.width), of: " ")
    line.append(title, style: .bold)
    line.append(copies: max(0, rightStart - line.width), of: " ")
    line.append(right)
    return [line.prefix(columns: width)] + Divider().render(width: width, in: context)
  }

  /// The columns `buttons` take side by side, one apart.
  private static func columns(of buttons: [Button<Text>], in context: RenderContext) -> Int {
    buttons.map { $0.columns(in: context) }.reduce(0, +) + max(0, buttons.count - 1)
  }

  /// `buttons` drawn side by side, one apart; drawing them registers them.
  private static func row(of buttons: [Button<Text>], width: Int, in context: RenderContext) -> RenderedLine {
    var line = RenderedLine()
    for (index, button) in buttons.enumerated() {
      if index > 0 { line.append(" ") }
      for drawn in button.render(width: width, in: context) { line.append(drawn) }
    }
    return line
  }
}
