/// The rows in view and, while some are not, the status line under them.
///
/// Rows are measured on their own (through their caches) before any is drawn on the
/// screen, so only the rows that fit register their buttons and count as drawn.
struct ListViewport: View {
  let list: ListViewController

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    defer {
      context.takeOver(list.pendingRowWork)
      list.pendingRowWork = PendingViewWork()
    }
    let count = list.rowCount
    let rowWidth = max(0, width - 2)
    guard let height = context.height else {
      return (0..<count).flatMap { draw($0, width: width, isTop: false, in: context) }
    }
    var top = min(list.scrollPosition.top, max(0, count - 1))
    // All of it, when it fits from the first row: no status line. Every row takes a line at
    // least, so rows are measured only while the ones left could still fit.
    if top == 0 {
      var used = 0
      var end = 0
      while end < count, used + (count - end) <= height {
        used += list.measure(end, width: rowWidth)
        end += 1
      }
      if end == count, used <= height {
        list.record(shown: 0..<count, top: 0, width: width, height: height, in: context)
        return (0..<count).flatMap { draw($0, width: width, isTop: false, in: context) }
      }
    }
    // Some rows out of view: one line for the status, the rest for rows, the last page full.
    let available = max(1, height - 1)
    top = list.clampedTop(top, filling: available, width: rowWidth)
    var end = top
    // A top row inside a section keeps its section's header over it.
    var used = list.stickyHeaderLines(at: top)
    // The first row shows even when taller than the viewport, clipped; after it, a full
    // viewport measures no further row.
    while end < count, end == top || used < available {
      let lines = list.measure(end, width: rowWidth)
      if end > top, used + lines > available { break }
      used += lines
      end += 1
    }
    list.record(shown: top..<end, top: top, width: width, height: height, in: context)
    var lines = (top..<end).flatMap { draw($0, width: width, isTop: $0 == top, in: context) }.prefix(available)
    let status = list.scrollPosition.status(unit: list.scrollUnit)
    lines.append(RenderedLine(status, style: .dim).prefix(columns: width))
    return Array(lines)
  }

  /// Row `index`, under its section's header and over its footer when it has them.
  private func draw(_ index: Int, width: Int, isTop: Bool, in context: RenderContext) -> [RenderedLine] {
    guard let row = list.row(at: index) else { return [] }
    let decorations = list.sectionLines(at: index, isTop: isTop)
    let header = decorations.header.map { RenderedLine($0, style: .bold).prefix(columns: width) }
    let footer = decorations.footer.map { RenderedLine("  " + $0, style: .dim).prefix(columns: width) }
    return header + context.render(ListRow(row: row, isSelected: row === list.selectedRow), width: width, height: nil)
      + footer
  }
}

/// One row of a list: the row view controller drawn behind a two-column gutter that holds
/// `›` on the selected row's first line.
private struct ListRow: View {
  let row: ViewController
  let isSelected: Bool

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let drawn = Embed(row).render(width: max(0, width - 2), in: context)
    // A row whose body draws nothing still takes its line, as a cell keeps a height.
    let lines = drawn.isEmpty ? [RenderedLine()] : drawn
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

// MARK: Measuring rows for the viewport

extension ListViewController {
  /// `top`, or the last row that can be at the top when the rows from `top` to the end do
  /// not fill `height` lines `width` wide, so the last page is full.
  ///
  /// Measures from `top` first: rows that overflow from there need no clamping, so only the
  /// rows about to be shown are made, not the last page's.
  func clampedTop(_ top: Int, filling height: Int, width: Int) -> Int {
    var used = 0
    var index = top
    while index < slots.count {
      // Every row takes a line at least: more rows left than lines free overflow unmeasured.
      if used + (slots.count - index) > height { return top }
      used += measure(index, width: width)
      index += 1
    }
    return min(top, lastTop(filling: height, width: width))
  }

  /// The last row that can be at the top of `height` lines of rows `width` wide: the rows
  /// from the end back that fill it, each made if it was not yet.
  func lastTop(filling height: Int, width: Int) -> Int {
    var used = 0
    var top = slots.count
    // A full viewport takes no further row: every row takes a line at least.
    while top > 0, used < height {
      let lines = measure(top - 1, width: width)
      if used + lines > height { break }
      used += lines
      top -= 1
    }
    // A top row inside a section takes its section's header too: a row less if it overflows.
    while top < slots.count - 1, used + stickyHeaderLines(at: top) > height {
      used -= measure(top, width: width)
      top += 1
    }
    return min(top, max(0, slots.count - 1))
  }

  /// The lines a section header takes over row `index` at the top of the viewport, beyond
  /// those it takes anyway as its section's first row.
  func stickyHeaderLines(at index: Int) -> Int {
    sectionLines(at: index, isTop: true).header.count - sectionLines(at: index, isTop: false).header.count
  }

  /// How many lines row `index` takes at `width`, from its cache when it has not changed.
  ///
  /// Drawn in a context of its own, so measuring registers nothing on the screen. A line at
  /// least, as a row whose body draws nothing still shows, empty.
  func measure(_ index: Int, width: Int) -> Int {
    let decorations = sectionLines(at: index, isTop: false)
    let lines = decorations.header.count + decorations.footer.count
    guard let row = row(at: index) else { return 1 + lines }
    let context = RenderContext(owner: row)
    let count = context.render(row, width: width).count
    // The row is drawn for real here, into its cache: the work its views asked for after
    // drawing (a presentation, an `onAppear`) waits for the list's next drawing.
    let work = context.takeWorkAfterDrawing()
    pendingRowWork.work += work.work
    pendingRowWork.origins += work.origins
    return max(1, count) + lines
  }

  /// The section header over row `index` (its section's first row, or the row at the top
  /// of the viewport when `isTop`), and the footer under it (its section's last row).
  func sectionLines(at index: Int, isTop: Bool) -> (header: [String], footer: [String]) {
    guard let sections, sections.count > 0 else { return ([], []) }
    let section = sections.section(ofRow: index)
    let rows = sections.rows(of: section)
    let title = sections.header(sections.keys[section])
    // A section without a title (a list's first views before any `Section`) has no header line.
    let header = (index == rows.lowerBound || isTop) && !title.isEmpty ? [title] : []
    let footer = index == rows.upperBound - 1 ? sections.footer(section).map { [$0] } ?? [] : []
    return (header, footer)
  }
}
