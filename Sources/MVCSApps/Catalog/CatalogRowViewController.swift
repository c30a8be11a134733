import MVCS

/// One demo in the catalog's list: its title in bold and what it shows.
final class CatalogRowViewController: ViewController {
  let detail: String
  let makeDemo: @MainActor () -> ViewController

  init(title: String, detail: String, makeDemo: @escaping @MainActor () -> ViewController) {
    self.detail = detail
    self.makeDemo = makeDemo
    super.init(name: title.lowercased(), title: title)
  }

  override var body: any View {
    HStack(alignment: .top, spacing: 16) {
      Text(title ?? name, style: .bold)
      Text(detail, style: .dim)
    }
  }
}
