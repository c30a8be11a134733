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
    [RenderedLine(String(copies: max(0, width), of: "─"), style: .dim)]
  }
}
