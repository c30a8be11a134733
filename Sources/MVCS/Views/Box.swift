/// A border around views, with an optional title in the top edge.
///
/// ```swift
/// Box(title: "Groceries") {
///     Text("Milk")
///     Button("Add", action: "add")
/// }
/// ```
/// draws, at width 16:
/// ```text
/// ┌─ Groceries ──┐
/// │ Milk         │
/// │ [Add]        │
/// └──────────────┘
/// ```
/// The box fills the width it is given; its content is laid out four columns narrower, with
/// a blank column inside each side. A title too long for the top edge is cut with "…".
public struct Box<Content: View>: View {
  /// The title drawn in the top border, if any.
  public var title: String?
  /// The views inside the border, top first.
  public var content: Content

  /// A box titled `title` around `content`.
  public init(title: String? = nil, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  /// A box whose title is read once its content is drawn: a modal's, whose views title it
  /// as they are drawn (a sheet's `NavigationStack`).
  init(titled title: @escaping @MainActor () -> String?, @ViewBuilder content: () -> Content) {
    self.init(title: nil, content: content)
    lateTitle = title
  }

  /// The title, read after the content is drawn; see ``init(titled:content:)``.
  private var lateTitle: (@MainActor () -> String?)?

  /// Draws the border and the content inside it, `width` columns wide.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let inner = max(0, width - 4)
    // The edges take two of the lines offered.
    let stack = VStack(alignment: .leading) { content }
    let lines = context.render(stack, width: inner, height: context.height.map { $0 - 2 })
    var result = [topEdge(lateTitle?() ?? title, width: width)]
    for line in lines {
      var side = RenderedLine("│", style: .dim)
      side.append(" ")
      side.append(line.prefix(columns: inner).padded(to: inner))
      side.append(" ")
      side.append("│", style: .dim)
      result.append(side)
    }
    var bottom = RenderedLine("└", style: .dim)
    bottom.append(copies: max(0, width - 2), of: "─", style: .dim)
    bottom.append("┘", style: .dim)
    result.append(bottom)
    return result.map { $0.prefix(columns: width) }
  }

  /// As wide as it is offered, as it is drawn: a box fills its width.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 4, ideal: max(4, width), maximum: nil)
  }

  /// `┌─ Title ───┐`: the title keeps at least one `─` after it, so it never meets the corner.
  private func topEdge(_ title: String?, width: Int) -> RenderedLine {
    var line = RenderedLine("┌─", style: .dim)
    let title = (title ?? "").escapingControlCharacters.truncated(toColumns: max(0, width - 6))
    if !title.isEmpty {
      line.append(" ")
      line.append(title, style: .bold)
      line.append(" ")
    }
    line.append(copies: max(0, width - 1 - line.width), of: "─", style: .dim)
    line.append("┐", style: .dim)
    return line
  }
}
