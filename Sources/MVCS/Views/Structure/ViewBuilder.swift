/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does: several
/// views become a ``TupleView``, `if` an optional view, `if`/`else` and `switch` a
/// `_ConditionalContent`, so each view keeps its place, and with it its state, whichever
/// branch is taken.
///
/// ```swift
/// @ViewBuilder var status: some View {
///   if isLoading {
///     ProgressView()
///   } else {
///     Text("\(count) items")
///   }
/// }
/// ```
///
/// A `for` loop is accepted too (SwiftUI has none): its views are told apart by their place in
/// the loop, as `ForEach(0..<n, id: \.self)` would; use ``ForEach`` over identified data so a
/// view keeps its state when the data moves.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// No view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, one after another.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var elements: [any View] = []
    for view in repeat each content { elements.append(view) }
    return TupleView(value: (repeat each content), elements: elements)
  }

  /// A view, as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// The view of an `if` without `else`, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The view of an `if` branch.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The view of an `else` branch.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// A view behind an availability check.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

  /// The views of a `for` loop, told apart by their place in it.
  public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<[Content], Int, Content> {
    ForEach(components, offsets: ())
  }
}
