/// A piece of a text view: something that draws itself as lines for a width.
///
/// Compose the built-in views (``Text``, ``VStack``, ``HStack``, ``Spacer``, ``Divider``,
/// ``Button``, ``TextField``, ``Box``, ``NavigationBar``, ``Embed``) and their modifiers
/// (``View/frame(width:alignment:)``, ``View/padding(_:_:)``, ``View/layoutPriority(_:)``) in
/// a view controller's `body`; conform your own type when they do not suffice. The built-in
/// views never draw a line wider than the width they are given, and yours should not
/// either: stacks and boxes line their views up by those widths.
///
/// ```swift
/// struct Badge: View {
///   let count: Int
///   func render(width: Int, in context: RenderContext) -> [RenderedLine] {
///     [RenderedLine("(\(count))", style: .dim).prefix(columns: width)]
///   }
/// }
/// ```
@MainActor
public protocol View {
  /// Draws this view in at most `width` columns.
  func render(width: Int, in context: RenderContext) -> [RenderedLine]

  /// How wide this view can be drawn when `width` columns are on offer: what an ``HStack``
  /// asks each view before it shares out its width.
  ///
  /// By default, the width of what ``render(width:in:)`` draws at `width`, neither more nor
  /// less: a view of your own keeps its width in a row unless it says otherwise.
  func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths
}

extension View {
  /// The width of what the view draws at `width`, drawn apart from the screen so nothing it
  /// draws counts as shown.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(fixed: context.measuringWidth(of: self, offered: width))
  }
}

/// Builds lists of views from `if`, `for` and plain statements, like SwiftUI's builder.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// One view in a builder block.
  public static func buildExpression(_ view: any View) -> [any View] { [view] }
  /// The views of a block, in order.
  public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
  /// The views of an `if` without `else`, or none.
  public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
  /// The views of an `if` branch.
  public static func buildEither(first part: [any View]) -> [any View] { part }
  /// The views of an `else` branch.
  public static func buildEither(second part: [any View]) -> [any View] { part }
  /// The views of a `for` loop, in order.
  public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
}
