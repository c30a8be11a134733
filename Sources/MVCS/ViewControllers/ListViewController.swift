/// A view controller whose rows are child view controllers, drawn one under another, that a
/// user selects and swipes: MVCTodo's list, where every cell is a view controller.
///
/// ```swift
/// let list = ListViewController(content: [groceriesRow, workRow])  // view controllers, one per row
/// list.delegate = coordinator  // answers selections and offers swipe actions
/// list.content = updatedRows   // rows that stay keep their identity; the others come and go
/// try list.select(list.rows[0])
/// ```
///
/// Rows keep the order of ``content``, and so do ``ViewController/children``. Assigning new
/// content removes the rows no longer in it (in their old order, with
/// ``ViewController/unembedChild(_:)``), then embeds the new ones (in their new order, with
/// ``ViewController/embedChild(_:)``); rows in both stay as they are, without a callback.
/// A row listed twice is shown once, at its first place.
///
/// Each row is drawn two columns in, behind a gutter where the selected row has its `›`; the
/// selected row is drawn inverse too, while colour is on.
///
/// The list is a scrolling viewport (``Scrollable``): within the height its screen offers, it
/// lays out and draws only the rows in view, from ``scrollPosition``'s top, and under them a
/// status line such as `rows 1–36 of 100,000` while some rows are out of view. Drawing costs
/// what the rows in view cost, however long the list; the rows out of view register no
/// buttons, so a user cannot touch them. Without a height (`show --full`) every row is drawn.
open class ListViewController: ViewController, RowPresenting, Scrollable {
  /// Answers selections and offers swipe actions; held weakly.
  public weak var delegate: (any ListViewControllerDelegate)?

  /// The rows, in the order shown.
  public var content: [ViewController] {
    get { rowList }
    set {
      let oldContent = rowList
      (rowList, rowIndices) = Self.withoutRepeats(newValue)
      contentDidChange(from: oldContent)
    }
  }

  /// What ``content`` reads: kept apart so ``insertRow(_:at:)`` changes it in place, where an
  /// observed property would copy every row to keep its old value.
  private var rowList: [ViewController]

  /// The row drawn selected, until something deselects it.
  public private(set) var selectedRow: ViewController? {
    didSet {
      guard selectedRow !== oldValue else { return }
      setNeedsDisplay()
    }
  }

  /// Each row's place in ``content``, so finding a row costs O(1).
  private var rowIndices: [ObjectIdentifier: Int]

  /// The row at the top, as asked; drawing clamps it to the rows there are.
  private var requestedTop = 0

  /// What the last bounded drawing showed, and the width and height it had to do it.
  private var lastViewport: (shown: Range<Int>, width: Int, height: Int)?

  /// The rows on screen: those the last bounded drawing showed, once there was one; until
  /// then every row, as a list without a height shows them all.
  private var appearedRows: [ViewController]?

  /// A list named `name` whose rows are `content`.
  public init(name: String = "list", title: String? = nil, content: [ViewController] = []) {
    (rowList, rowIndices) = Self.withoutRepeats(content)
    super.init(name: name, title: title)
    // Off screen yet, so only containment runs; rows load when they are first shown.
    for row in self.content {
      addChild(row)
      row.finishMove(toParent: self)
    }
  }

  /// A row that is not in this list, given to ``select(_:)``.
  public struct NotARow: Error, Sendable, CustomStringConvertible {
    /// The row as it was named.
    public let row: String
    /// The list's path.
    public let list: String

    /// The error as the shell prints it.
    public var description: String { "'\(row)' is not a row of \(list)" }
  }

  /// Inserts `row` at `index` (clamped to the rows there are), as a table view inserts one row.
  ///
  /// It joins as a row of new ``content`` does, and of the other rows only those after it
  /// are looked at, to move down one place; so adding a row at the end of 100,000 costs what
  /// adding it to ten does. A row already in the list stays where it is.
  public func insertRow(_ row: ViewController, at index: Int) {
    guard rowIndices[ObjectIdentifier(row)] == nil else { return }
    let index = min(max(0, index), rowList.count)
    rowList.insert(row, at: index)
    for place in index..<rowList.count { rowIndices[ObjectIdentifier(rowList[place])] = place }
    if appearedRows == nil {
      embedChild(row)
    } else {
      // It appears when it comes into view, as the others do.
      addChild(row)
      row.finishMove(toParent: self)
    }
    // It joined last; the children keep the rows' order.
    if children.last === row, index < children.count - 1 {
      children.removeLast()
      children.insert(row, at: index)
    }
    setNeedsDisplay()
  }

  // MARK: RowPresenting

  /// The rows, in the order they are shown: the content.
  public var rows: [ViewController] { content }

  /// Selects `row` as a tap would: draws it selected, then asks the delegate what to do next.
  ///
  /// Without a delegate the row stays selected.
  public func select(_ row: ViewController) throws {
    guard index(of: row) != nil else { throw NotARow(row: row.name, list: path) }
    selectedRow = row
    switch delegate?.listViewController(self, didSelect: row) ?? .none {
    case .none:
      break
    case .deselect:
      deselect()
    case .reload:
      deselect()
      reloadRows()
    }
  }

  /// The delegate's swipe actions for `row`; none for a row that is not in this list.
  public func swipeActions(for row: ViewController) -> [SwipeAction] {
    guard index(of: row) != nil else { return [] }
    return delegate?.listViewController(self, swipeActionsFor: row) ?? []
  }

  /// The place of `row` in ``content``, from 0, in O(1).
  ///
  /// Nil when it is not a row of this list.
  public func index(of row: ViewController) -> Int? {
    rowIndices[ObjectIdentifier(row)]
  }

  // MARK: Scrolling

  /// Counts in rows.
  public var scrollUnit: String { "row" }

  /// The row at the top, the rows the last drawing showed, and how many rows there are.
  public var scrollPosition: ScrollPosition {
    ScrollPosition(
      top: min(requestedTop, max(0, content.count - 1)), shown: lastViewport?.shown ?? 0..<0, count: content.count)
  }

  /// Moves the viewport by rows, clamped so the last page is full, as a swipe does.
  public func scroll(_ move: ScrollMove) {
    let top = scrollPosition.target(of: move, lastTop: lastTopRow())
    guard top != requestedTop else { return }
    requestedTop = top
    setNeedsDisplay()
  }

  /// Scrolls as little as needed for `row` to be in view, as a list does when asked to show
  /// a row; does nothing for a row that is not in the list or already in view.
  public func scrollToVisible(_ row: ViewController) {
    guard let index = index(of: row), !scrollPosition.shown.contains(index) else { return }
    scroll(.to(index + 1))
  }

  /// The last row that can be at the top with the last drawing's height.
  ///
  /// The rows from the end back that fill it; costs what a screen of rows costs.
  private func lastTopRow() -> Int {
    guard let viewport = lastViewport else { return max(0, content.count - 1) }
    return Self.lastTop(of: content, filling: max(1, viewport.height - 1)) {
      Self.measure($0, width: max(0, viewport.width - 2))
    }
  }

  fileprivate static func lastTop(of rows: [ViewController], filling height: Int, measure: (ViewController) -> Int)
    -> Int
  {
    var used = 0
    var top = rows.count
    while top > 0 {
      used += measure(rows[top - 1])
      if used > height { break }
      top -= 1
    }
    return min(top, max(0, rows.count - 1))
  }

  /// How many lines `row` takes at `width`, from its cache when it has not changed; drawn in
  /// a context of its own so measuring registers nothing on the screen.
  fileprivate static func measure(_ row: ViewController, width: Int) -> Int {
    let context = RenderContext(owner: row)
    return context.render(row, width: width).count
  }

  fileprivate func record(shown: Range<Int>, top: Int, width: Int, height: Int, in context: RenderContext) {
    // Drawing clamps the top; keeping it clamped without asking for another drawing.
    requestedTop = top
    lastViewport = (shown, width, height)
    let rows = Array(content[shown])
    context.whenDrawn { [weak self] in self?.rowsCameIntoView(rows) }
  }

  /// The rows on screen, as cells are in a window: those in view once the list was drawn
  /// within a height, so appearance costs what is visible, not what the list holds.
  open override var visibleChildren: [ViewController] {
    guard let appearedRows else { return children }
    return appearedRows.filter { $0.parent === self }
  }

  /// Makes the rows that left the view disappear and those that came into it appear, as a
  /// table view's cells leave and join the window while it scrolls.
  private func rowsCameIntoView(_ rows: [ViewController]) {
    let shown = Set(rows.map(ObjectIdentifier.init))
    let before = visibleChildren
    let wasShown = Set(before.map(ObjectIdentifier.init))
    appearedRows = rows
    guard isVisible else { return }
    let leaving = before.filter { !shown.contains(ObjectIdentifier($0)) && $0.isVisible }
    let arriving = rows.filter { !wasShown.contains(ObjectIdentifier($0)) && !$0.isVisible && $0.parent === self }
    for row in leaving { row.beginAppearance(false) }
    for row in leaving { row.endAppearance(false) }
    for row in arriving { row.beginAppearance(true) }
    for row in arriving { row.endAppearance(true) }
  }

  // MARK: Selection and drawing

  /// Clears the selection, if any.
  public func deselect() {
    selectedRow = nil
  }

  /// Redraws every row at the next render, for changes their bodies cannot observe.
  public func reloadRows() {
    for row in content { row.setNeedsDisplay() }
  }

  open override var body: any View { ListViewport(list: self) }

  // MARK: Private

  private func contentDidChange(from oldContent: [ViewController]) {
    let staying = Set(content.map(ObjectIdentifier.init))
    unembedChildren(oldContent.filter { !staying.contains(ObjectIdentifier($0)) })
    for row in content where row.parent !== self {
      // Rows join the screen when they come into view; until then only containment runs.
      if appearedRows == nil {
        embedChild(row)
      } else {
        addChild(row)
        row.finishMove(toParent: self)
      }
    }
    arrangeChildren(in: content)
    requestedTop = min(requestedTop, max(0, content.count - 1))
    if let selectedRow, !staying.contains(ObjectIdentifier(selectedRow)) { deselect() }
    // The body reads `content`, which Observation does not see.
    setNeedsDisplay()
  }

  private static func withoutRepeats(_ rows: [ViewController]) -> ([ViewController], [ObjectIdentifier: Int]) {
    var indices: [ObjectIdentifier: Int] = [:]
    indices.reserveCapacity(rows.count)
    var unique: [ViewController] = []
    unique.reserveCapacity(rows.count)
    for row in rows where indices[ObjectIdentifier(row)] == nil {
      indices[ObjectIdentifier(row)] = unique.count
      unique.append(row)
    }
    return (unique, indices)
  }
}

/// The rows in view and, while some are not, the status line under them.
///
/// Rows are measured on their own (through their caches) before any is drawn on the
/// screen, so only the rows that fit register their buttons and count as drawn.
private struct ListViewport: View {
  let list: ListViewController

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let rows = list.content
    let rowWidth = max(0, width - 2)
    guard let height = context.height else {
      return rows.flatMap { draw($0, width: width, in: context) }
    }
    let measure = { (row: ViewController) in ListViewController.measure(row, width: rowWidth) }
    var top = min(list.scrollPosition.top, max(0, rows.count - 1))
    // All of it, when it fits from the first row: no status line.
    if top == 0 {
      var used = 0
      var end = 0
      while end < rows.count, used <= height {
        used += measure(rows[end])
        end += 1
      }
      if end == rows.count, used <= height {
        list.record(shown: 0..<rows.count, top: 0, width: width, height: height, in: context)
        return rows.flatMap { draw($0, width: width, in: context) }
      }
    }
    // Some rows out of view: one line for the status, the rest for rows, the last page full.
    let available = max(1, height - 1)
    top = min(top, ListViewController.lastTop(of: rows, filling: available, measure: measure))
    var end = top
    var used = 0
    while end < rows.count {
      let lines = measure(rows[end])
      // The first row shows even when taller than the viewport, clipped.
      if end > top, used + lines > available { break }
      used += lines
      end += 1
    }
    list.record(shown: top..<end, top: top, width: width, height: height, in: context)
    var lines = rows[top..<end].flatMap { draw($0, width: width, in: context) }.prefix(available)
    let status = list.scrollPosition.status(unit: list.scrollUnit)
    lines.append(RenderedLine(status, style: .dim).prefix(columns: width))
    return Array(lines)
  }

  private func draw(_ row: ViewController, width: Int, in context: RenderContext) -> [RenderedLine] {
    context.render(ListRow(row: row, isSelected: row === list.selectedRow), width: width, height: nil)
  }
}

/// One row of a list: the row view controller drawn behind a two-column gutter that holds
/// `›` on the selected row's first line.
private struct ListRow: View {
  let row: ViewController
  let isSelected: Bool

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let lines = Embed(row).render(width: max(0, width - 2), in: context)
    return lines.enumerated().map { index, line in
      let marker = isSelected && index == 0
      var marked = RenderedLine(marker ? "› " : "  ", style: marker ? .bold : [])
      guard isSelected else {
        marked.append(line)
        return marked
      }
      // Trailing padding stays plain, so it is still trimmed when printed without colour.
      for run in line.withoutTrailingBlanks.runs {
        marked.append(run.text, style: run.style.union(.inverse))
      }
      return marked
    }
  }
}

extension RenderedLine {
  /// This line without the unstyled blanks at its end.
  fileprivate var withoutTrailingBlanks: RenderedLine {
    var runs = runs
    while let last = runs.last, last.style.isEmpty {
      let text = String(last.text.reversed().drop { $0 == " " }.reversed())
      if text.isEmpty {
        runs.removeLast()
        continue
      }
      runs[runs.count - 1].text = text
      break
    }
    var line = RenderedLine()
    for run in runs { line.append(run.text, style: run.style) }
    return line
  }
}
