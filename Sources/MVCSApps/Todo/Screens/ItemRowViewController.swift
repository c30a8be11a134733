import MVCS

/// A row of a list screen: "⭕️" or "✅" and the item's name, over a dim detail line — when
/// it was completed, else when it is due, else that it has no due date.
///
/// Its title is the bare name, which `select` and `swipe` match.
final class ItemRowViewController: ViewController {
  var item: TodoItem {
    didSet {
      title = item.name
      setNeedsDisplay()
    }
  }
  private let dates: RelativeDateText

  init(item: TodoItem, dates: RelativeDateText) {
    self.item = item
    self.dates = dates
    super.init(name: item.name.dashedName, title: item.name)
  }

  /// "Completed Today", "Due January 5, 2026" or "No due date".
  var detail: String {
    if let completion = item.completion { return "Completed \(dates.text(for: completion))" }
    if let due = item.due { return "Due \(dates.text(for: due))" }
    return "No due date"
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text("\(item.isCompleted ? "✅" : "⭕️") \(item.name)")
      Text("   \(detail)", style: .dim)
    }
  }
}
