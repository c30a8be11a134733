extension View {
  /// This view with `value` as its priority in a row: when an ``HStack`` is too narrow, views
  /// of lower priority give way first (0 by default), as in SwiftUI.
  ///
  /// ```swift
  /// HStack {
  ///   Text(expense.title)
  ///   Text(expense.category).layoutPriority(1)  // cut only once the title is down to "…"
  /// }
  /// ```
  public func layoutPriority(_ value: Double) -> ModifiedContent<Self, LayoutPriorityModifier> {
    modifier(LayoutPriorityModifier(priority: value))
  }
}

/// A view that keeps its width longer than its neighbours in a row, or gives it up sooner.
public struct LayoutPriorityModifier: ViewModifier, PrimitiveViewModifier {
  let priority: Double

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    content.render(width: width, in: context)
  }

  func layoutWidths(content: any View, offered width: Int, in context: RenderContext) -> LayoutWidths {
    var widths = content.layoutWidths(offered: width, in: context)
    widths.priority = priority
    return widths
  }
}
