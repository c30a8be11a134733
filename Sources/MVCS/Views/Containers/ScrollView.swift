/// Views a user scrolls through, as SwiftUI's `ScrollView`: within the lines the screen
/// leaves it, its content shows a page at a time under a status line (`lines 1–20 of 64`),
/// and `scroll` moves it.
///
/// ```swift
/// ScrollView {
///   VStack(alignment: .leading) { … }
/// }
/// ```
///
/// It is a ``ScrollingContentViewController`` in the hierarchy, its content a view controller
/// of its own, so only the controls in view can be touched. Its content is drawn whole and
/// sliced: for thousands of rows, a ``List`` draws only what is in view.
public struct ScrollView<Content: View>: View {
  let content: Content

  /// `content`, scrolled along `axes` (only down, in text).
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Draws the viewport onto the content.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let node = context.node(for: Self.self)
    let viewport = node.kept {
      let owner = context.owner
      let host = HostingController(rootView: AnyView(content), name: "content")
      let viewport = ScrollingContentViewController(name: "scroll", content: host, height: 10_000)
      owner.addChild(viewport)
      viewport.finishMove(toParent: owner)
      node.teardown.append { [weak viewport, weak owner] in
        guard let viewport, viewport.parent === owner else { return }
        owner?.unembedChild(viewport)
      }
      return viewport
    }
    if let host = viewport.content as? HostingController<AnyView> {
      host.inherit(context.environment)
      if !context.isMeasuring { host.takeRootView(AnyView(content), in: context) }
    }
    return context.render(viewport, width: width)
  }

  /// As wide as it is offered.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 1, ideal: max(1, width), maximum: nil)
  }
}

/// Views one above the other, as SwiftUI's `LazyVStack`; drawn as a ``VStack`` is (a ``List``
/// is what makes only the rows in view).
public typealias LazyVStack = VStack

/// Views side by side, as SwiftUI's `LazyHStack`; drawn as an ``HStack`` is.
public typealias LazyHStack = HStack

/// Views one over another, as SwiftUI's `ZStack`: in text, the first drawn, and each next
/// one over it, line by line, where it has something to show.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///   Text("Card")
///   Text("✕")
/// }
/// ```
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// `content`'s views one over another, placed by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Draws each view over the ones before it: a view covers the cells it draws, its text,
  /// and leaves the blanks a layout put around it (padding, a frame, a spacer) to show what
  /// lies beneath, as a transparent view does in SwiftUI.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let elements = context.flatViewList(of: content)
    let layers = elements.map { context.render($0, width: width, height: context.height) }
    // A layer that fills its width (a list, a spaced row) makes the stack as wide as offered,
    // so what is placed over it is placed on the whole width, as SwiftUI places an overlay.
    let filling = elements.map { context.layoutWidths(of: $0, offered: width).maximum == nil }
    let layerWidth = max(layers.joined().map(\.width).max() ?? 0, filling.contains(true) ? width : 0)
    let height = layers.map(\.count).max() ?? 0
    var lines = Array(repeating: RenderedLine(), count: height)
    for (layer, fills) in zip(layers, filling) {
      let top = alignment.vertical.offset(of: layer.count, in: height)
      let widest = layer.map(\.width).max() ?? 0
      // A layer that fills the width is as wide as the stack, whatever its lines' widths.
      let left = fills ? 0 : alignment.horizontal.offset(of: widest, in: layerWidth)
      for (index, line) in layer.enumerated() where line.width > 0 {
        lines[top + index] = lines[top + index].covered(by: line, atColumn: left)
      }
    }
    return lines
  }
}
