/// A view that keeps its width longer than its neighbours in a row, or gives it up sooner:
/// what ``View/layoutPriority(_:)`` makes.
///
/// ```swift
/// HStack {
///     Text(expense.title)
///     Text(expense.category).layoutPriority(1)  // cut only once the title is down to "…"
/// }
/// ```
public struct LayoutPriority: View {
  /// The view drawn.
  public let content: any View
  /// Its priority in a row: higher keeps its width longer.
  public let priority: Double

  /// Draws the view as it is.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    content.render(width: width, in: context)
  }

  /// The view's widths, at this priority.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    var widths = content.layoutWidths(offered: width, in: context)
    widths.priority = priority
    return widths
  }
}

extension LayoutPriority: RowAdapting {
  func inRow() -> any View { LayoutPriority(content: Self.adapted(content), priority: priority) }
}

extension View {
  /// This view with `value` as its priority in a row: when an ``HStack`` is too narrow, views
  /// of lower priority give way first (0 by default), as in SwiftUI.
  ///
  /// ```swift
  /// Text(note.title).layoutPriority(1)
  /// ```
  public func layoutPriority(_ value: Double) -> LayoutPriority {
    LayoutPriority(content: self, priority: value)
  }
}
