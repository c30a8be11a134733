extension View {
  /// This view with `id` as its identity: a different id is a different view, whose state
  /// starts afresh, as in SwiftUI.
  ///
  /// ```swift
  /// TimerView().id(round)   // a new round starts a new timer
  /// ```
  public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self> {
    IdentifiedView(content: self, id: AnyHashable(id))
  }
}

/// A view with an explicit identity; see ``View/id(_:)``.
public struct IdentifiedView<Content: View>: View {
  let content: Content
  let id: AnyHashable

  /// Draws the view one step further down, at its id.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.withComponent(.explicit(id)) { content.render(width: width, in: context) }
  }

  /// The view's widths.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    context.withComponent(.explicit(id)) { content.layoutWidths(offered: width, in: context) }
  }
}

extension IdentifiedView: ViewListContributor {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    context.appendElements(of: content, at: scope.appending(.explicit(id)), to: &list)
  }
}
