/// Several views one after another: what a builder block of more than one view makes.
///
/// A container lays them out as its own views; alone, they are drawn one under another.
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T
  /// The views, in order.
  let elements: [any View]

  /// The views of `value`, a tuple of views.
  public init(_ value: T) {
    self.value = value
    elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, elements: [any View]) {
    self.value = value
    self.elements = elements
  }

  /// Draws the views one under another.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    StackedViews(content: self).render(width: width, in: context)
  }

  /// The widths of the views one under another.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    StackedViews(content: self).layoutWidths(offered: width, in: context)
  }
}

extension TupleView: ViewListContributor {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    for (index, element) in elements.enumerated() {
      context.appendElements(of: element, at: scope.appending(.index(index)), to: &list)
    }
  }
}

/// The views a view stands for drawn one under another, as a stack with no spacing would:
/// how a ``TupleView``, a ``Group`` or a ``ForEach`` is drawn outside a container.
struct StackedViews<Content: View>: View {
  let content: Content

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    VStack(alignment: .leading, spacing: 0) { content }.render(width: width, in: context)
  }

  func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    VStack(alignment: .leading, spacing: 0) { content }.layoutWidths(offered: width, in: context)
  }
}
