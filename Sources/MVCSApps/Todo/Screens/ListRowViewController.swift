import MVCS

/// A row of the overview: the list's emoji and name, and how many items it holds.
///
/// The count sits at the right; a name too long for the line is cut with "…", so the count
/// always shows. Its title is the bare name, which `select` and `swipe` match.
final class ListRowViewController: ViewController {
  var list: TodoList {
    didSet {
      title = list.name
      setNeedsDisplay()
    }
  }
  /// Where the count comes from: observable, so the row follows its list's count.
  private let counts: TodoItemCounts

  init(list: TodoList, counts: TodoItemCounts) {
    self.list = list
    self.counts = counts
    super.init(name: list.name.dashedName, title: list.name)
  }

  /// The count the row shows: the storage's running count, which the overview's invariant
  /// checks against the stored items.
  var itemCount: Int { counts.count(ofList: list.id) }

  override var body: any View {
    NameAndCount(name: "\(list.emoji) \(list.name)", count: "\(itemCount)")
  }
}

/// One line: a name at the left, cut with "…" when it is too long, and a count against the
/// right edge, which always stays on screen.
private struct NameAndCount: View {
  let name: String
  let count: String

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let count = count.truncated(toColumns: width)
    let room = max(0, width - count.displayWidth - 1)
    let name = name.escapingControlCharacters.truncated(toColumns: room)
    var line = RenderedLine(name)
    line.append(String(repeating: " ", count: max(0, width - name.displayWidth - count.displayWidth)))
    line.append(count)
    return [line]
  }
}
