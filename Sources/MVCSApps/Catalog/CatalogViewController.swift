import MVCS

/// The catalog's screen: a container that shows the list of demos, or, once every demo is
/// hidden, a message offering to show them all again — MVCTodo's way with empty states:
/// swap the content, never hide views.
final class CatalogViewController: ViewController, ListViewControllerDelegate {
  private let list = ListViewController(name: "demos")
  private lazy var empty = MessageViewController(
    name: "empty", message: "Every demo is hidden.",
    button: .init("Show all") { [unowned self] in showAll() })
  private lazy var container = ContainerViewController(content: list)

  init() {
    super.init(name: "catalog", title: "Catalog")
  }

  override func viewDidLoad() {
    list.delegate = self
    list.content = Self.makeRows()
    embedChild(container)
  }

  override var body: any View { Embed(container) }

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    guard let row = row as? CatalogRowViewController else { return .deselect }
    show(row.makeDemo())
    return .deselect
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    [SwipeAction("Hide") { [unowned self] in hide(row) }]
  }

  private func hide(_ row: ViewController) {
    list.content.removeAll { $0 === row }
    if list.content.isEmpty { container.content = empty }
  }

  private func showAll() {
    list.content = Self.makeRows()
    container.content = list
  }

  private static func makeRows() -> [ViewController] {
    [
      CatalogRowViewController(title: "Message", detail: "a message with a button") { ReplyDemoViewController() },
      CatalogRowViewController(title: "Scrolling", detail: "a viewport over long content") {
        ScrollingContentViewController(
          title: "Scrolling", content: NumberedLinesViewController(count: 30), height: 5)
      },
      CatalogRowViewController(title: "Colors", detail: "MVCTodo's Red/Green debug screen") {
        TestViewController(title: "Colors")
      },
    ]
  }
}

/// Thirty numbered lines: content taller than any viewport.
final class NumberedLinesViewController: ViewController {
  let count: Int

  init(count: Int) {
    self.count = count
    super.init(name: "lines")
  }

  override var body: any View {
    VStack(alignment: .leading) { for number in 1...count { Text("Line \(number)") } }
  }
}
