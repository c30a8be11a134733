/// Views side by side, with `spacing` columns between them, placed by `alignment` when
/// their heights differ.
///
/// Each view gets the width the views before it left over; a view that gets none is left
/// out, and its buttons with it. A ``Button`` that does not fit whole in what is left starts
/// a new row below, so a row of buttons wraps rather than cutting a label. ``Spacer``s take
/// what is left over at the end of their row, which puts the views after them against the
/// right edge.
///
/// ```swift
/// HStack(alignment: .center) {
///     Text("Groceries\n3 items")
///     Spacer()
///     Button("Open", action: "open")
/// }
/// ```
public struct HStack: View {
  /// How shorter views line up against the tallest.
  public var alignment: VerticalAlignment
  /// Blank columns between views.
  public var spacing: Int
  /// The views, left first.
  public var content: [any View]

  /// A row of `content`, `spacing` columns apart, aligned by `alignment`.
  public init(alignment: VerticalAlignment = .top, spacing: Int = 1, @ViewBuilder content: () -> [any View]) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  private enum Slot {
    case view(lines: [RenderedLine], width: Int)
    case spacer

    var isSpacer: Bool {
      if case .spacer = self { return true }
      return false
    }
  }

  /// Draws the views side by side, `width` columns in all.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let spacing = max(0, spacing)
    var lines: [RenderedLine] = []
    var slots: [Slot] = []
    var used = 0
    for view in content {
      var gap = slots.isEmpty ? 0 : spacing
      if view is Spacer {
        slots.append(.spacer)
        used += gap
        continue
      }
      // A button that does not fit whole goes to the next row, never cut mid-label.
      if let button = view as? Button, !slots.isEmpty, button.columns > width - used - gap {
        lines += Self.draw(slots, width: width, used: used, spacing: spacing, alignment: alignment)
        slots = []
        used = 0
        gap = 0
      }
      let available = width - used - gap
      guard available > 0 else { continue }
      let drawn = view.render(width: available, in: context).map { $0.prefix(columns: available) }
      let columns = drawn.map(\.width).max() ?? 0
      slots.append(.view(lines: drawn, width: columns))
      used += gap + columns
    }
    return lines + Self.draw(slots, width: width, used: used, spacing: spacing, alignment: alignment)
  }

  /// One row of `slots`, `used` columns of `width` taken by views and gaps; spacers share
  /// the rest.
  private static func draw(
    _ slots: [Slot], width: Int, used: Int, spacing: Int, alignment: VerticalAlignment
  ) -> [RenderedLine] {
    var spacerWidths = Spacer.share(width - used, among: slots.count(where: \.isSpacer))
    let height =
      slots.map { slot in
        if case .view(let lines, _) = slot { lines.count } else { 1 }
      }.max() ?? 0
    let rows = slots.map { slot -> [RenderedLine] in
      switch slot {
      case .view(let lines, let columns):
        let top = alignment.offset(of: lines.count, in: height)
        return (0..<height).map { row in
          let line = lines.indices.contains(row - top) ? lines[row - top] : RenderedLine()
          return line.padded(to: columns)
        }
      case .spacer:
        let columns = spacerWidths.removeFirst()
        return Array(repeating: RenderedLine(String(copies: columns, of: " ")), count: height)
      }
    }
    return (0..<height).map { row in
      var line = RenderedLine()
      for (index, column) in rows.enumerated() {
        if index > 0 { line.append(String(copies: spacing, of: " ")) }
        line.append(column[row])
      }
      return line.prefix(columns: width)
    }
  }
}
