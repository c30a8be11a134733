import Foundation

/// Views in rows and columns, as SwiftUI's `Grid`: each ``GridRow``'s views side by side, a
/// column as wide as its widest view, so the columns line up from row to row; a view that is
/// no row takes the grid's width.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow {
///     Text("Player")
///     Text("Score")
///   }
///   Divider()
///   ForEach(players) { player in
///     GridRow {
///       Text(player.name)
///       Text("\(player.score)")
///     }
///   }
/// }
/// ```
///
/// ```text
/// Player Score
/// ────────────
/// Ada    12
/// Grace  9
/// ```
///
/// Columns too wide for the width give way, the widest first, and their text is cut with
/// "…". Cells spanning columns (`gridCellColumns`) are drawn in their first column.
public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: Int
  let verticalSpacing: Int
  let content: Content

  /// A grid of `content`'s rows, its cells placed by `alignment`, `horizontalSpacing` points
  /// between columns (one column by default) and `verticalSpacing` between rows (none).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing.map(Points.columns) ?? 1
    self.verticalSpacing = verticalSpacing.map(Points.lines) ?? 0
    self.content = content()
  }

  /// One row: its cells, or a view across the grid.
  @MainActor
  private enum Row {
    case cells([ViewList.Element], alignment: VerticalAlignment)
    case across(ViewList.Element)
  }

  private func rows(in context: RenderContext) -> [Row] {
    context.flatViewList(of: content).map { element in
      guard let row = element.view.underlyingView as? any GridRowView else { return .across(element) }
      let cells = context.withPlace(node: element.node, path: element.path) { context.flatViewList(of: row.cells) }
      return .cells(cells, alignment: row.rowAlignment ?? alignment.vertical)
    }
  }

  /// Each column's width: its widest cell's, given way to fit `width`.
  private func columnWidths(_ rows: [Row], width: Int, in context: RenderContext) -> [Int] {
    var widths: [Int] = []
    for case .cells(let cells, _) in rows {
      for (column, cell) in cells.enumerated() {
        let ideal = context.layoutWidths(of: cell, offered: width).ideal
        if column < widths.count { widths[column] = max(widths[column], ideal) } else { widths.append(ideal) }
      }
    }
    let gaps = horizontalSpacing * max(0, widths.count - 1)
    var excess = widths.reduce(gaps, +) - width
    while excess > 0, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 1 {
      widths[widest] -= 1
      excess -= 1
    }
    return widths
  }

  /// Draws the rows one under another, the cells of each in their columns.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.inRow(false) {
      let rows = rows(in: context)
      let columns = columnWidths(rows, width: width, in: context)
      let gridWidth = min(width, columns.reduce(horizontalSpacing * max(0, columns.count - 1), +))
      var lines: [RenderedLine] = []
      for (index, row) in rows.enumerated() {
        if index > 0 { lines += Array(repeating: RenderedLine(), count: verticalSpacing) }
        switch row {
        case .across(let element):
          lines += context.render(element, width: max(gridWidth, 1), height: nil).map { $0.prefix(columns: width) }
        case .cells(let cells, let rowAlignment):
          lines += draw(cells, columns: columns, alignment: rowAlignment, in: context).map { $0.prefix(columns: width) }
        }
      }
      return lines
    }
  }

  private func draw(
    _ cells: [ViewList.Element], columns: [Int], alignment rowAlignment: VerticalAlignment, in context: RenderContext
  ) -> [RenderedLine] {
    let drawn = context.inRow(true) {
      zip(cells, columns).map { cell, width in context.render(cell, width: width, height: nil) }
    }
    let height = drawn.map(\.count).max() ?? 0
    var lines = Array(repeating: RenderedLine(), count: height)
    var column = 0
    for (block, width) in zip(drawn, columns) {
      let top = rowAlignment.offset(of: block.count, in: height)
      let blockWidth = block.map(\.width).max() ?? 0
      let left = column + alignment.horizontal.offset(of: blockWidth, in: width)
      for (index, line) in block.enumerated() {
        lines[top + index] = lines[top + index].padded(to: left).overlaid(with: line, atColumn: left)
      }
      column += width + horizontalSpacing
    }
    return lines
  }

  /// As wide as its columns, or as offered when a view across it fills its width.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    context.inRow(false) {
      let rows = rows(in: context)
      let columns = columnWidths(rows, width: width, in: context)
      let total = columns.reduce(horizontalSpacing * max(0, columns.count - 1), +)
      let fills = rows.contains { row in
        if case .across(let element) = row { return context.layoutWidths(of: element, offered: width).maximum == nil }
        return false
      }
      return LayoutWidths(minimum: min(total, 1), ideal: total, maximum: fills ? nil : total)
    }
  }
}

/// One row of a ``Grid``: its views side by side, each in a column of the grid.
///
/// Outside a grid, its views are drawn as an ``HStack`` draws them.
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of `content`'s views, placed by `alignment` (the grid's by default).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Its views side by side, outside a grid.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    HStack(alignment: alignment ?? .center) { content }.render(width: width, in: context)
  }

  /// Its views' widths side by side.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    HStack(alignment: alignment ?? .center) { content }.layoutWidths(offered: width, in: context)
  }
}

/// A grid row as its grid sees it: its cells and its alignment.
@MainActor
protocol GridRowView {
  var cells: any View { get }
  var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: GridRowView {
  var cells: any View { content }
  var rowAlignment: VerticalAlignment? { alignment }
}

extension View {
  /// This view across `count` of its grid's columns: drawn in its first column in text.
  public func gridCellColumns(_ count: Int) -> Self { self }
  /// This view's column placed by `guide`: the grid's alignment places every cell in text.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> Self { self }
  /// This view placed in its cell by `anchor`: the grid's alignment places it in text.
  public func gridCellAnchor(_ anchor: UnitPoint) -> Self { self }
  /// This view taking no room along `axes` in its grid: it takes what it draws in text.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> Self { self }
}
