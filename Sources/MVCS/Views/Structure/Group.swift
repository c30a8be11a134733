/// Views kept together without a container of their own, as SwiftUI's `Group` keeps them: in a
/// stack or a list they are the container's views, and a modifier on the group applies to each.
///
/// ```swift
/// Group {
///   Text("Name")
///   Text("Amount")
/// }
/// .bold()
/// ```
public struct Group<Content: View>: View {
  let content: Content

  /// The views of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Draws the views one under another.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    StackedViews(content: content).render(width: width, in: context)
  }

  /// The widths of the views one under another.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    StackedViews(content: content).layoutWidths(offered: width, in: context)
  }
}

extension Group: ViewListContributor {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    context.appendElements(of: content, at: scope, to: &list)
  }
}
