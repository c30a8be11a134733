/// A view placed in a frame of its own width, or of a width between bounds: what
/// ``View/frame(width:alignment:)`` and ``View/frame(minWidth:maxWidth:alignment:)-(_,Int?,_)`` make.
///
/// The frame offers the view its width within the bounds, then places what the view draws
/// by `alignment`, as SwiftUI's frames do: a frame with a maximum width takes what it is
/// offered up to that maximum (all of it for `.infinity`), one with only a minimum is the
/// view's width or that minimum. Text too long for the frame is cut with "…" in a row, and
/// wraps elsewhere.
///
/// ```swift
/// HStack {
///     Text(expense.date, format: .dateTime.day().month()).frame(width: 6)
///     Text(expense.title).frame(maxWidth: .infinity, alignment: .leading)
///     Text(expense.amount, format: .number).frame(width: 10, alignment: .trailing)
/// }
/// ```
public struct Frame: View {
  /// The view framed.
  public let content: any View
  /// The fewest columns the frame takes; nil for the view's own minimum.
  public let minWidth: Int?
  /// The most columns the frame takes; nil for the view's own maximum, `Int.max` for all it is offered.
  public let maxWidth: Int?
  /// Where the view sits in a frame wider than it.
  public let alignment: HorizontalAlignment

  /// Draws the view within `width` columns and places it in the frame's width.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let offered = min(width, clamped(width))
    let drawn = content.render(width: offered, in: context).map { $0.prefix(columns: offered) }
    // A frame with a maximum takes what it is offered up to it, as SwiftUI's flexible frames
    // do; without one, the view's width, widened to the minimum.
    let frameWidth = min(width, maxWidth ?? max(drawn.map(\.width).max() ?? 0, minWidth ?? 0))
    return drawn.map { line in
      let offset = alignment.offset(of: line.width, in: frameWidth)
      var placed = RenderedLine(String(copies: offset, of: " "))
      placed.append(line)
      return placed.padded(to: frameWidth)
    }
  }

  /// The view's widths within the frame's bounds.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    let widths = content.layoutWidths(offered: clamped(width), in: context)
    let minimum = minWidth ?? widths.minimum
    let maximum: Int? = maxWidth.map { $0 == Int.max ? nil : $0 } ?? widths.maximum
    let ideal = min(max(widths.ideal, minimum), maximum ?? Int.max)
    return LayoutWidths(minimum: minimum, ideal: ideal, maximum: maximum, priority: widths.priority)
  }

  /// `width` within the frame's bounds.
  private func clamped(_ width: Int) -> Int {
    min(max(width, minWidth ?? 0), maxWidth ?? Int.max)
  }
}

extension Frame: RowAdapting {
  func inRow() -> any View {
    Frame(content: Self.adapted(content), minWidth: minWidth, maxWidth: maxWidth, alignment: alignment)
  }
}

extension View {
  /// This view in a frame `width` columns wide (or its own width, when nil), placed by
  /// `alignment`.
  ///
  /// ```swift
  /// Text(amount, format: .number).frame(width: 10, alignment: .trailing)
  /// ```
  public func frame(width: Int?, alignment: HorizontalAlignment = .center) -> Frame {
    Frame(content: self, minWidth: width.map { max(0, $0) }, maxWidth: width.map { max(0, $0) }, alignment: alignment)
  }

  /// This view in a frame at least `minWidth` and at most `maxWidth` columns wide (either
  /// left out: the view's own), placed by `alignment`.
  ///
  /// ```swift
  /// Text(title).frame(minWidth: 10, maxWidth: 30, alignment: .leading)
  /// ```
  public func frame(minWidth: Int? = nil, maxWidth: Int? = nil, alignment: HorizontalAlignment = .center) -> Frame {
    let minimum = minWidth.map { max(0, $0) }
    return Frame(
      content: self, minWidth: minimum, maxWidth: maxWidth.map { max(minimum ?? 0, $0) }, alignment: alignment)
  }

  /// This view in a frame at least `minWidth` columns wide that takes as many as it is
  /// offered when `maxWidth` is `.infinity`, as in SwiftUI.
  ///
  /// ```swift
  /// Text(title).frame(maxWidth: .infinity, alignment: .leading)  // fills the row
  /// ```
  public func frame(minWidth: Int? = nil, maxWidth: Double, alignment: HorizontalAlignment = .center) -> Frame {
    let maximum = maxWidth >= Double(Int.max) ? Int.max : Int(max(0, maxWidth.rounded(.down)))
    return frame(minWidth: minWidth, maxWidth: maximum, alignment: alignment)
  }
}
