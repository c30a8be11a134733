/// Rows of items shown as columns under a header of their titles, sorted by the column
/// whose header was tapped last, as SwiftUI's `Table`: a ``ListViewController`` whose rows
/// are items.
///
/// ```swift
/// let table = TableViewController(name: "table", columns: [
///   TableColumn("Title", value: \Expense.title),
///   TableColumn("Category", value: \Expense.category),
///   TableColumn("Amount", value: \Expense.amount, format: .currency(code: "USD")),
/// ])
/// table.follow(expenses)      // the rows follow the store
/// table.sort(by: 2)            // or, in the shell: tap Amount
/// ```
///
/// Each header is a button: tapping it sorts the rows by that column, ascending, and
/// tapping it again reverses the order; the sorted column's header carries `▲` or `▼`.
/// Columns share the width as ``TableColumn`` says, numbers right-aligned, text too long
/// for its column cut with "…", wide characters counted by display columns. The rows are a
/// list's: a viewport that draws only the rows in view (`rows 1–37 of 100,000`), made as
/// they come into view, selected by their first column's text. Sorting 100,000 rows costs a
/// sort; drawing them costs what is in view.
open class TableViewController<Item: Sendable>: ListViewController {
  /// The columns, left first.
  public let columns: [TableColumn<Item>]
  /// The column the rows are sorted by, if any, and whether ascending.
  public private(set) var sortOrder: (column: Int, ascending: Bool)? {
    didSet {
      follower?.rearrange()
      setNeedsDisplay()
    }
  }

  /// A table named `name` with `columns`, its rows in the data's order until sorted.
  public init(name: String = "table", title: String? = nil, columns: [TableColumn<Item>]) {
    self.columns = columns
    super.init(name: name, title: title)
  }

  /// Sorts the rows by the column at `index` (from 0): ascending, or reversed when it is
  /// the column sorted by already; what tapping its header does.
  public func sort(by index: Int) {
    guard columns.indices.contains(index) else { return }
    if let sortOrder, sortOrder.column == index {
      self.sortOrder = (index, !sortOrder.ascending)
    } else {
      sortOrder = (index, true)
    }
  }

  /// Whether `first` comes before `second` in the current order; false for all when unsorted,
  /// so the data's order stays.
  public func precedes(_ first: Item, _ second: Item) -> Bool {
    guard let sortOrder else { return false }
    let column = columns[sortOrder.column]
    return sortOrder.ascending
      ? column.areInIncreasingOrder(first, second) : column.areInIncreasingOrder(second, first)
  }

  open override var body: any View {
    VStack(alignment: .leading) {
      TableHeader(table: self)
      AnyView(super.body)
    }
  }

  open override var actions: [Action] {
    columns.enumerated().map { index, column in
      Action(Self.sortAction(for: column), summary: "Sorts the rows by \(column.title)") { [unowned self] _ in
        sort(by: index)
      }
    }
  }

  /// The action a column's header runs: `sort-` and its title, dashed.
  static func sortAction(for column: TableColumn<Item>) -> String { "sort-" + column.title.dashedName }
}

extension TableViewController where Item: Codable {
  /// Shows a row for each item of `store` that `isIncluded`, in the order of the column
  /// sorted by (the store's until one is), following the store as
  /// ``ListViewController/follow(_:where:sortedBy:title:name:update:row:)`` does.
  public func follow(_ store: Store<Item>, where isIncluded: ((Item) -> Bool)? = nil) {
    let columns = columns
    follow(
      store, where: isIncluded, sortedBy: { [unowned self] in precedes($0, $1) },
      title: { item in columns.first?.text(item) },
      update: { (row: TableRowViewController<Item>, item) in row.item = item },
      row: { item in TableRowViewController(item: item, columns: columns) })
  }
}

/// One row of a table: an item's cells in the columns' widths.
public final class TableRowViewController<Item>: ViewController {
  /// The item shown.
  public var item: Item {
    didSet {
      title = columns.first?.text(item)
      setNeedsDisplay()
    }
  }
  private let columns: [TableColumn<Item>]

  /// A row showing `item` in `columns`, named and titled by its first column.
  public init(item: Item, columns: [TableColumn<Item>]) {
    self.item = item
    self.columns = columns
    let title = columns.first?.text(item)
    super.init(name: title?.dashedName ?? "row", title: title)
  }

  public override var body: any View {
    TableCells(columns: columns.map { ($0.widths, $0.alignment) }, cells: columns.map { $0.cell(item) })
  }
}

/// Cells side by side in the widths the columns share out of the width given: a table's
/// row, or its header.
private struct TableCells: View {
  let columns: [(widths: LayoutWidths, alignment: HorizontalAlignment)]
  let cells: [any View]

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let widths = RowLayout.widths(for: columns.map(\.widths), in: width - max(0, columns.count - 1))
    let row = HStack(alignment: .top, spacing: Points.perColumn) {
      for (index, cell) in cells.enumerated() where widths[index] > 0 {
        AnyView(cell).frame(columns: widths[index], alignment: columns[index].alignment)
      }
    }
    return row.render(width: width, in: context)
  }
}

/// The header: each column's title as a button that sorts by it, the sorted one marked, in
/// the widths the rows use, behind the rows' gutter.
private struct TableHeader<Item: Sendable>: View {
  let table: TableViewController<Item>

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let titles = table.columns.enumerated().map { index, column in
      ColumnTitle(
        button: Button(column.title, action: TableViewController<Item>.sortAction(for: column)),
        mark: table.sortOrder.flatMap { $0.column == index ? ($0.ascending ? "▲" : "▼") : nil })
    }
    var line = RenderedLine("  ")
    let cells = TableCells(columns: table.columns.map { ($0.widths, $0.alignment) }, cells: titles)
    for drawn in cells.render(width: max(0, width - 2), in: context).prefix(1) { line.append(drawn) }
    return [line]
  }
}

/// A column's title in its header: the button, on one line, cut to the column, and the
/// sort mark after it.
private struct ColumnTitle: View {
  let button: Button<Text>
  let mark: String?

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    // Registered whole, so `tap` finds it by its title however narrow the column.
    var line = context.render(button, width: Int.max, height: 1).first ?? RenderedLine()
    if let mark { line.append(mark, style: .bold) }
    guard line.width > width else { return [line] }
    return [RenderedLine(line.plainText.truncated(toColumns: width), style: .bold)]
  }

  func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(fixed: button.columns(in: context) + (mark == nil ? 0 : 1))
  }
}
