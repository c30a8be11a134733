import Foundation

extension View {
  /// This view with `length` points of room at the `edges` given (every one by default):
  /// 16 points, two columns and a line, when no length is given, as SwiftUI's default.
  ///
  /// ```swift
  /// Text("Saved").padding()                   // a line above and below, two columns each side
  /// Text("Total").padding(.horizontal, 16)     // two columns each side
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, PaddingModifier> {
    let length = length ?? 16
    return modifier(
      PaddingModifier(
        top: edges.contains(.top) ? Points.lines(length) : 0,
        leading: edges.contains(.leading) ? Points.columns(length) : 0,
        bottom: edges.contains(.bottom) ? Points.lines(length) : 0,
        trailing: edges.contains(.trailing) ? Points.columns(length) : 0))
  }

  /// This view with `length` points of room at every edge.
  public func padding(_ length: CGFloat) -> ModifiedContent<Self, PaddingModifier> {
    padding(.all, length)
  }

  /// This view with room of its own at each edge.
  public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, PaddingModifier> {
    modifier(
      PaddingModifier(
        top: Points.lines(insets.top), leading: Points.columns(insets.leading), bottom: Points.lines(insets.bottom),
        trailing: Points.columns(insets.trailing)))
  }
}

/// Blank columns beside a view and blank lines above and below it; see ``View/padding(_:_:)``.
public struct PaddingModifier: ViewModifier, PrimitiveViewModifier {
  let top: Int
  let leading: Int
  let bottom: Int
  let trailing: Int

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    let inner = max(0, width - leading - trailing)
    let drawn = context.render(content, width: inner, height: context.height.map { $0 - top - bottom })
    let margin = String(copies: min(leading, width), of: " ")
    // As wide as the view and its room, not as wide as offered: padded text in a centred
    // stack is centred, as in SwiftUI.
    let padded = min(width, leading + min(inner, drawn.map(\.width).max() ?? 0) + trailing)
    var lines = Array(repeating: RenderedLine(), count: top)
    for line in drawn {
      var row = RenderedLine(margin)
      row.append(line.prefix(columns: inner))
      lines.append(row.padded(to: padded).prefix(columns: width))
    }
    lines += Array(repeating: RenderedLine(), count: bottom)
    return lines
  }

  func layoutWidths(content: any View, offered width: Int, in context: RenderContext) -> LayoutWidths {
    let extra = leading + trailing
    let widths = content.layoutWidths(offered: max(0, width - extra), in: context)
    return LayoutWidths(
      minimum: widths.minimum + extra, ideal: widths.ideal + extra, maximum: widths.maximum.map { $0 + extra },
      priority: widths.priority)
  }
}
