import Foundation

/// Views one above the other, as SwiftUI's `VStack` lays them out: `spacing` points between
/// them (none by default; 16 points are a blank line), each placed across the stack's width by
/// `alignment`.
///
/// The stack is as wide as its widest line; `alignment` places each view, as a block, across
/// that width. To centre something on the whole width, stack it with a view that takes the
/// whole width, such as a ``Divider``.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 16) {
///   Text("Lists").bold()
///   Divider()
///   Embed(listsViewController)
/// }
/// ```
public struct VStack<Content: View>: View {
  /// How narrower views line up.
  public var alignment: HorizontalAlignment
  /// Blank lines between views.
  var spacing: Int
  /// The views, top first.
  public var content: Content

  /// A column of `content`, `spacing` points apart, aligned by `alignment`.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing.map(Points.lines) ?? 0
    self.content = content()
  }

  /// Draws the views one under the other, `width` columns wide; within a height, each view
  /// gets the lines the ones above it left, and the views below the last line are reached but
  /// not drawn, so they keep their state and none of their controls can be touched.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.inRow(false) {
      var remaining = context.height
      var blocks: [[RenderedLine]] = []
      for element in context.flatViewList(of: content) {
        if let left = remaining, left <= 0 {
          context.keepAlive(element, width: width)
          continue
        }
        let block = context.render(element, width: width, height: remaining).prefix(remaining ?? Int.max)
        blocks.append(block.map { $0.prefix(columns: width) })
        remaining = remaining.map { $0 - block.count - max(0, spacing) }
      }
      let stackWidth = blocks.joined().map(\.width).max() ?? 0
      var lines: [RenderedLine] = []
      for (index, block) in blocks.enumerated() {
        if index > 0 { lines += Array(repeating: RenderedLine(), count: max(0, spacing)) }
        let offset = alignment.offset(of: block.map(\.width).max() ?? 0, in: stackWidth)
        lines += block.map { line in
          guard offset > 0 else { return line }
          var indented = RenderedLine(copies: offset, of: " ")
          indented.append(line)
          return indented
        }
      }
      return lines
    }
  }

  /// As wide as its widest view, at least as wide as its widest view's minimum.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    context.inRow(false) {
      let widths = context.flatViewList(of: content).map { context.layoutWidths(of: $0, offered: width) }
      let maximums = widths.map(\.maximum)
      return LayoutWidths(
        minimum: widths.map(\.minimum).max() ?? 0, ideal: widths.map(\.ideal).max() ?? 0,
        maximum: maximums.contains(nil) ? nil : maximums.map { $0 ?? 0 }.max() ?? 0,
        priority: widths.map(\.priority).max() ?? 0)
    }
  }
}
