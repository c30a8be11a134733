import MVCS

/// A row of the overview: the list's emoji and name, and how many items it holds at the
/// right. Its title is the bare name, which `select` and `swipe` match.
final class ListRowViewController: ViewController {
  var list: TodoList {
    didSet {
      title = list.name
      setNeedsDisplay()
    }
  }
  var itemCount: Int {
    didSet { setNeedsDisplay() }
  }

  init(list: TodoList, itemCount: Int) {
    self.list = list
    self.itemCount = itemCount
    super.init(name: list.name.dashedName, title: list.name)
  }

  override var body: any View {
    HStack {
      Text("\(list.emoji) \(list.name)")
      Spacer()
      Text("\(itemCount)")
    }
  }
}
