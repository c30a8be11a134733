/// Views one above the other, with `spacing` blank lines between them.
///
/// The stack is as wide as its widest line; `alignment` places each view, as a block, across
/// that width. To centre something on the whole width, stack it with a view that takes the
/// whole width, such as a ``Divider``.
///
/// ```swift
/// VStack(alignment: .center, spacing: 1) {
///     Text("Lists", style: .bold)
///     Divider()
///     Embed(listsViewController)
/// }
/// ```
public struct VStack: View {
  /// How narrower views line up.
  public var alignment: HorizontalAlignment
  /// Blank lines between views.
  public var spacing: Int
  /// The views, top first.
  public var content: [any View]

  /// A column of `content`, `spacing` lines apart, aligned by `alignment`.
  public init(alignment: HorizontalAlignment = .leading, spacing: Int = 0, @ViewBuilder content: () -> [any View]) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Draws the views one under the other, `width` columns wide; within a height, each view
  /// gets the lines the ones above it left, and views below the last line are not drawn.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    var remaining = context.height
    var blocks: [[RenderedLine]] = []
    for view in content {
      if let left = remaining, left <= 0 { break }
      let block = context.render(view, width: width, height: remaining).prefix(remaining ?? Int.max)
      blocks.append(block.map { $0.prefix(columns: width) })
      remaining = remaining.map { $0 - block.count - max(0, spacing) }
    }
    let stackWidth = blocks.joined().map(\.width).max() ?? 0
    var lines: [RenderedLine] = []
    for (index, block) in blocks.enumerated() {
      if index > 0 { lines += Array(repeating: RenderedLine(), count: max(0, spacing)) }
      let offset = alignment.offset(of: block.map(\.width).max() ?? 0, in: stackWidth)
      lines += block.map { line in
        guard offset > 0 else { return line }
        var indented = RenderedLine(String(copies: offset, of: " "))
        indented.append(line)
        return indented
      }
    }
    return lines
  }

  /// As wide as its widest view, at least as wide as its widest view's minimum.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    let widths = content.map { $0.layoutWidths(offered: width, in: context) }
    let maximums = widths.map(\.maximum)
    return LayoutWidths(
      minimum: widths.map(\.minimum).max() ?? 0, ideal: widths.map(\.ideal).max() ?? 0,
      maximum: maximums.contains(nil) ? nil : maximums.map { $0 ?? 0 }.max() ?? 0,
      priority: widths.map(\.priority).max() ?? 0)
  }
}
