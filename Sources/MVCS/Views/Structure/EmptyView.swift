/// No view at all: what an empty builder block makes.
public struct EmptyView: View {
  /// Nothing.
  public init() {}

  /// Draws nothing.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] { [] }

  /// Takes no width.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths { LayoutWidths(fixed: 0) }
}

extension EmptyView: ViewListContributor {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {}
}
