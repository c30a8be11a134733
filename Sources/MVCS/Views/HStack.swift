import Foundation

/// Views side by side, as SwiftUI's `HStack` lays them out: `spacing` points between them (one
/// column by default), placed by `alignment` when their heights differ.
///
/// The row shares its width as a SwiftUI stack does (see ``LayoutWidths``): each view gets
/// its ideal width when they all fit; when they do not, the views of lowest
/// ``View/layoutPriority(_:)`` give way first, the widest first, down to their minimum, so a
/// long title is cut with "…" while an amount beside it stays whole; columns left over go to
/// ``Spacer``s and other views that can grow, which puts the views after a spacer against the
/// right edge. Text keeps each paragraph on one line here unless it has a ``Text/lineLimit(_:)``.
/// A ``Button`` that does not fit whole after the views before it at their narrowest starts
/// a new row below, so a row of buttons wraps rather than cutting a label; a view that gets
/// no column at all is left out, and its buttons with it.
///
/// ```swift
/// HStack {
///     Text(expense.title)
///     Spacer()
///     Text(expense.amount, format: .currency(code: "USD"))
/// }
/// ```
public struct HStack<Content: View>: View {
  /// How shorter views line up against the tallest.
  public var alignment: VerticalAlignment
  /// Blank columns between views.
  var spacing: Int
  /// The views, left first.
  public var content: Content

  /// A row of `content`, `spacing` points apart (8, one column, by default), aligned by
  /// `alignment`.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing.map(Points.columns) ?? 1
    self.content = content()
  }

  /// One view of a row and the widths it asked for.
  @MainActor
  private struct Cell {
    let element: ViewList.Element
    let widths: LayoutWidths
    var isSpacer: Bool { element.view.underlyingView is Spacer }
  }

  /// Draws the views side by side, `width` columns in all.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let spacing = max(0, spacing)
    return context.inRow(true) {
      rows(width: width, spacing: spacing, in: context).flatMap { row in
        draw(row, width: width, spacing: spacing, in: context)
      }
    }
  }

  /// The sum of the views' widths and the gaps between them; as wide as offered when a
  /// spacer or another view can grow.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    context.inRow(true) {
      let cells = context.flatViewList(of: content).map { cell(for: $0, offered: width, in: context) }
      let gaps = max(0, spacing) * max(0, cells.count - 1)
      let maximums = cells.map(\.widths.maximum)
      return LayoutWidths(
        minimum: cells.reduce(gaps) { $0 + $1.widths.minimum }, ideal: cells.reduce(gaps) { $0 + $1.widths.ideal },
        maximum: maximums.contains(nil) ? nil : maximums.reduce(gaps) { $0 + ($1 ?? 0) },
        priority: cells.map(\.widths.priority).max() ?? 0)
    }
  }

  private func cell(for element: ViewList.Element, offered width: Int, in context: RenderContext) -> Cell {
    Cell(element: element, widths: context.layoutWidths(of: element, offered: width))
  }

  /// The views in rows: a new row starts at a button that does not fit whole after the views
  /// before it in its row at their narrowest.
  private func rows(width: Int, spacing: Int, in context: RenderContext) -> [[Cell]] {
    var rows: [[Cell]] = [[]]
    var narrowest = 0
    for element in context.flatViewList(of: content) {
      let cell = cell(for: element, offered: width, in: context)
      let gap = rows[rows.count - 1].isEmpty ? 0 : spacing
      // The cell's own widths, measured through its modifiers (a disabled button is wider by
      // its mark), say how wide the button is whole.
      if element.view.underlyingView is any WrappingButton, gap > 0,
        narrowest + gap + cell.widths.ideal > width
      {
        rows.append([])
        narrowest = 0
      }
      narrowest += (rows[rows.count - 1].isEmpty ? 0 : spacing) + cell.widths.minimum
      rows[rows.count - 1].append(cell)
    }
    return rows.filter { !$0.isEmpty }
  }

  /// One row of cells, sharing `width` columns less the gaps.
  private func draw(_ row: [Cell], width: Int, spacing: Int, in context: RenderContext) -> [RenderedLine] {
    let gaps = spacing * (row.count - 1)
    let widths = RowLayout.widths(for: row.map(\.widths), in: width - gaps)
    var columns: [(lines: [RenderedLine], width: Int)] = []
    for (cell, columnWidth) in zip(row, widths) {
      if cell.isSpacer {
        columns.append(([], columnWidth))
      } else if columnWidth > 0 {
        let drawn = context.render(cell.element, width: columnWidth, height: context.height)
        columns.append((drawn.map { $0.prefix(columns: columnWidth) }, columnWidth))
      } else {
        // Given no column, it is left out of the row but keeps what it keeps.
        context.keepAlive(cell.element, width: 0)
      }
    }
    let height = max(columns.map(\.lines.count).max() ?? 0, columns.isEmpty ? 0 : 1)
    return (0..<height).map { line in
      var joined = RenderedLine()
      for (index, column) in columns.enumerated() {
        if index > 0 { joined.append(copies: spacing, of: " ") }
        let top = alignment.offset(of: column.lines.count, in: height)
        let drawn = column.lines.indices.contains(line - top) ? column.lines[line - top] : RenderedLine()
        joined.append(drawn.padded(to: column.width))
      }
      return joined.prefix(columns: width)
    }
  }
}
