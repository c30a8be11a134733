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
open class ListViewController: ViewController, RowPresenting {
  /// Answers selections and offers swipe actions; held weakly.
  public weak var delegate: (any ListViewControllerDelegate)?

  /// The rows, in the order shown.
  public var content: [ViewController] {
    didSet {
      // Assigning inside its own observer does not run the observer again.
      let unique = Self.withoutRepeats(content)
      if unique.count != content.count { content = unique }
      contentDidChange(from: oldValue)
    }
  }

  /// The row drawn selected, until something deselects it.
  public private(set) var selectedRow: ViewController? {
    didSet {
      guard selectedRow !== oldValue else { return }
      setNeedsDisplay()
    }
  }

  /// A list named `name` whose rows are `content`.
  public init(name: String = "list", title: String? = nil, content: [ViewController] = []) {
    self.content = Self.withoutRepeats(content)
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

  // MARK: RowPresenting

  /// The rows, in the order they are shown: the content.
  public var rows: [ViewController] { content }

  /// Selects `row` as a tap would: draws it selected, then asks the delegate what to do next.
  ///
  /// Without a delegate the row stays selected.
  public func select(_ row: ViewController) throws {
    guard content.contains(where: { $0 === row }) else { throw NotARow(row: row.name, list: path) }
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
    guard content.contains(where: { $0 === row }) else { return [] }
    return delegate?.listViewController(self, swipeActionsFor: row) ?? []
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

  open override var body: any View {
    VStack {
      for row in content {
        ListRow(row: row, isSelected: row === selectedRow)
      }
    }
  }

  // MARK: Private

  private func contentDidChange(from oldContent: [ViewController]) {
    let staying = Set(content.map(ObjectIdentifier.init))
    for row in oldContent where !staying.contains(ObjectIdentifier(row)) {
      unembedChild(row)
    }
    for row in content { embedChild(row) }
    arrangeChildren(in: content)
    if let selectedRow, !staying.contains(ObjectIdentifier(selectedRow)) { deselect() }
    // The body reads `content`, which Observation does not see.
    setNeedsDisplay()
  }

  private static func withoutRepeats(_ rows: [ViewController]) -> [ViewController] {
    var seen = Set<ObjectIdentifier>()
    return rows.filter { seen.insert(ObjectIdentifier($0)).inserted }
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
