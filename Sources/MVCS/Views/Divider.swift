/// A horizontal rule across the width it is given.
///
/// ```swift
/// VStack {
///     Text("Counter", style: .bold)
///     Divider()
/// }
/// ```
public struct Divider: View {
  /// A divider.
  public init() {}

  /// Draws a line of `─` across `width` columns.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    [RenderedLine(copies: max(0, width), of: "─", style: .dim)]
  }

  /// As wide as it is let be: a rule has no width of its own.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 0, ideal: 0, maximum: nil)
  }
}
