import Foundation

extension View {
  /// This view in a frame `width` points wide and `height` tall (either left out: the view's
  /// own), placed in it by `alignment`, as SwiftUI's fixed frame.
  ///
  /// ```swift
  /// Text(amount, format: .number).frame(width: 80, alignment: .trailing)   // ten columns
  /// ```
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<
    Self, FrameModifier
  > {
    let columns = width.map(Points.columns)
    let lines = height.map(Points.lines)
    return modifier(
      FrameModifier(
        minWidth: columns, maxWidth: columns, minHeight: lines, maxHeight: lines, alignment: alignment))
  }

  /// This view in a frame between the widths and heights given (in points; `.infinity` takes
  /// all it is offered), placed by `alignment`, as SwiftUI's flexible frame.
  ///
  /// ```swift
  /// Text(title).frame(maxWidth: .infinity, alignment: .leading)   // fills the row
  /// ```
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, FrameModifier> {
    let minimum = minWidth.map(Points.columns)
    let minimumLines = minHeight.map(Points.lines)
    return modifier(
      FrameModifier(
        minWidth: minimum, maxWidth: maxWidth.map { max(minimum ?? 0, Points.columns($0)) },
        minHeight: minimumLines, maxHeight: maxHeight.map { max(minimumLines ?? 0, Points.lines($0)) },
        alignment: alignment))
  }
}

/// A view in a frame of its own width and height, or between bounds; see
/// ``View/frame(width:height:alignment:)``.
///
/// The frame offers the view its width within the bounds, then places what the view draws by
/// `alignment`, as SwiftUI's frames do: a frame with a maximum width takes what it is offered
/// up to that maximum (all of it for `.infinity`), one with only a minimum is the view's width
/// or that minimum. Heights work the same way down, in lines. Text too long for the frame is
/// cut with "…" in a row, and wraps elsewhere.
public struct FrameModifier: ViewModifier, PrimitiveViewModifier {
  let minWidth: Int?
  let maxWidth: Int?
  var minHeight: Int? = nil
  var maxHeight: Int? = nil
  let alignment: Alignment

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    let offered = min(width, clamped(width))
    let heightOffered = context.height.map { min($0, maxHeight ?? $0) } ?? maxHeight
    let drawn = context.render(content, width: offered, height: heightOffered).map { $0.prefix(columns: offered) }
    // A frame with a maximum takes what it is offered up to it, as SwiftUI's flexible frames
    // do; without one, the view's width, widened to the minimum.
    let frameWidth = min(width, maxWidth ?? max(drawn.map(\.width).max() ?? 0, minWidth ?? 0))
    var lines = drawn.map { line in
      let offset = alignment.horizontal.offset(of: line.width, in: frameWidth)
      var placed = RenderedLine(copies: offset, of: " ")
      placed.append(line)
      return placed.padded(to: frameWidth)
    }
    let frameHeight = max(min(lines.count, maxHeight ?? Int.max), minHeight ?? 0)
    if lines.count > frameHeight { lines.removeLast(lines.count - frameHeight) }
    if lines.count < frameHeight, frameHeight < 10_000 {
      let top = alignment.vertical.offset(of: lines.count, in: frameHeight)
      let blank = RenderedLine(copies: frameWidth, of: " ")
      lines =
        Array(repeating: blank, count: top) + lines
        + Array(repeating: blank, count: frameHeight - lines.count - top)
    }
    return lines
  }

  func layoutWidths(content: any View, offered width: Int, in context: RenderContext) -> LayoutWidths {
    let widths = content.layoutWidths(offered: clamped(width), in: context)
    let minimum = minWidth ?? widths.minimum
    let maximum: Int? = maxWidth.map { $0 >= Int.max / 2 ? nil : $0 } ?? widths.maximum
    let ideal = min(max(widths.ideal, minimum), maximum ?? Int.max)
    return LayoutWidths(minimum: minimum, ideal: ideal, maximum: maximum, priority: widths.priority)
  }

  /// `width` within the frame's bounds.
  private func clamped(_ width: Int) -> Int {
    min(max(width, minWidth ?? 0), maxWidth ?? Int.max)
  }
}

extension View {
  /// This view in a frame exactly `columns` wide, placed by `alignment`: for views that lay
  /// out by columns, as a table does.
  func frame(columns: Int, alignment: HorizontalAlignment) -> ModifiedContent<Self, FrameModifier> {
    modifier(
      FrameModifier(
        minWidth: max(0, columns), maxWidth: max(0, columns),
        alignment: Alignment(horizontal: alignment, vertical: .top)))
  }
}
