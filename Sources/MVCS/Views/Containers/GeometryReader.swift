import Foundation

/// Views made knowing the room they are offered, as SwiftUI's `GeometryReader`: the proxy's
/// size is in points, the columns offered times 8 by the lines times 16 (a height of 0 where
/// the height is not bounded, as in a scroll view).
///
/// ```swift
/// GeometryReader { proxy in
///   Text(proxy.size.width > 400 ? "Wide" : "Narrow")
/// }
/// ```
///
/// It takes the whole width offered and lines its views up at the leading edge, as SwiftUI's
/// puts them at the top leading corner.
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  /// Views made from a proxy of the room offered.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// Draws the views made for `width` columns and the lines the context bounds.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let proxy = GeometryProxy(
      size: CGSize(
        width: CGFloat(width) * Points.perColumn, height: CGFloat(context.height ?? 0) * Points.perLine))
    return context.withComponent(.index(0)) {
      VStack(alignment: .leading) { content(proxy) }.render(width: width, in: context)
    }
  }

  /// As wide as it is offered.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 0, ideal: width, maximum: nil)
  }
}

/// The room a ``GeometryReader`` is offered, as SwiftUI's `GeometryProxy` gives it.
public struct GeometryProxy: Sendable {
  /// The size offered, in points.
  public let size: CGSize
  /// Insets of the safe area; text has none.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}
