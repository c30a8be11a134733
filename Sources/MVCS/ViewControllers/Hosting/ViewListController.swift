import Foundation

/// The view controller a ``List`` or a ``Form`` is in the hierarchy: a ``ListViewController``
/// whose rows are the list's views, each in a ``HostedRowController`` made when it comes into
/// view, under its section's header.
///
/// A row that is a ``Button`` is pressed when selected; one whose ``ForEach`` has `onDelete`
/// offers "Delete" when swiped, unless it has `swipeActions` of its own, whose buttons it
/// offers instead.
final class ViewListController: ListViewController, ListViewControllerDelegate {
  /// The environment the rows' views read: the list's.
  private var environment = EnvironmentValues(host: nil)
  let style: ViewListStyle
  /// How selecting a row sets the list's selection, when it has one.
  var selection: ListSelection?

  init(name: String, style: ViewListStyle) {
    self.style = style
    super.init(name: name)
    delegate = self
  }

  /// The list kept by `node`, made and contained in the view controller being drawn the
  /// first time; it leaves that view controller when the node does.
  static func kept(at node: ViewNode, in context: RenderContext, style: ViewListStyle) -> ViewListController {
    node.kept {
      let owner = context.owner
      let controller = ViewListController(name: style == .form ? "form" : "list", style: style)
      owner.addChild(controller)
      controller.finishMove(toParent: owner)
      node.teardown.append { [weak controller, weak owner] in
        guard let controller, controller.parent === owner else { return }
        owner?.unembedChild(controller)
      }
      return controller
    }
  }

  /// Shows `content`'s views as the rows, in sections; rows made before whose id stays are
  /// kept, with their state, and given their new view.
  func show(_ content: any View, in context: RenderContext) {
    inherit(context.environment)
    environment = context.environment
    var sections: [RowSection] = []
    var loose = ViewList()
    let list = context.viewList(of: content)
    func flushLoose() {
      if loose.count > 0 {
        sections.append(RowSection(header: "", footer: nil, rows: loose))
        loose = ViewList()
      }
    }
    func section(_ section: any SectionView, at element: ViewList.Element) -> RowSection {
      context.withPlace(node: element.node, path: element.path) {
        RowSection(
          header: context.plainText(of: section.headerView), footer: context.plainText(of: section.footerView),
          rows: context.viewList(of: section.contentView))
      }
    }
    for segment in list.segments {
      switch segment {
      case .one(let element):
        guard let found = element.view.underlyingView as? any SectionView else {
          loose.append(segment)
          continue
        }
        flushLoose()
        sections.append(section(found, at: element))
      case .many(let count, let element):
        // A `ForEach` of sections, or of views of yours whose body is a section, groups its
        // rows as SwiftUI does; told by its first element, so a `ForEach` of rows costs one.
        guard Self.openedSection(element(0), in: context) != nil else {
          loose.append(segment)
          continue
        }
        flushLoose()
        for index in 0..<count {
          let made = element(index)
          if let (found, opened) = Self.openedSection(made, in: context) {
            sections.append(section(found, at: opened))
          } else {
            var single = ViewList()
            single.append(.one(made))
            sections.append(RowSection(header: "", footer: nil, rows: single))
          }
        }
      }
    }
    if loose.count > 0 || sections.isEmpty { sections.append(RowSection(header: "", footer: nil, rows: loose)) }
    let storage = ViewListRows(sections: sections, list: self)
    if sections.count > 1 || sections.contains(where: { !$0.header.isEmpty || $0.footer?.isEmpty == false }) {
      var grouped = ListSections(keys: sections.indices.map(String.init), counts: sections.map(\.rows.count))
      let headers = sections.map(\.header)
      let footers = sections.map { $0.footer?.isEmpty == false ? $0.footer : nil }
      grouped.header = { key in Int(key).map { headers.indices.contains($0) ? headers[$0] : "" } ?? "" }
      grouped.footer = { footers.indices.contains($0) ? footers[$0] : nil }
      let names = headers.map(\.dashedName)
      grouped.nameSuffix = { names.indices.contains($0) ? names[$0] : "" }
      self.sections = grouped
    } else {
      self.sections = nil
    }
    replaceRows(ListRows(storage: storage))
  }

  /// The section `element` stands for, itself or through the views of yours whose body it
  /// is, with the element that holds it; nil when it stands for something else.
  static func openedSection(_ element: ViewList.Element, in context: RenderContext) -> (
    any SectionView, ViewList.Element
  )? {
    if let section = element.view.underlyingView as? any SectionView { return (section, element) }
    guard element.view.hasBody else { return nil }
    var inner = ViewList()
    context.appendElements(
      of: element.view, at: ViewListScope(node: element.node, path: element.path, traits: element.traits), to: &inner)
    guard inner.count == 1, case .one(let opened) = inner.segments[0],
      let section = opened.view.underlyingView as? any SectionView
    else { return nil }
    return (section, opened)
  }

  /// Makes the row for `element`.
  func makeRow(for element: ViewList.Element, title: String) -> HostedRowController {
    let row = HostedRowController(element: element, title: title)
    row.inherit(environment)
    return row
  }

  /// Gives a kept row its new view; its title follows from its next drawing.
  func update(_ row: HostedRowController, with element: ViewList.Element) {
    row.inherit(environment)
    row.show(element)
  }

  /// `element` seen through to the one view it stands for.
  ///
  /// What a `ForEach`'s row says of itself reaches the list so: its `swipeActions`,
  /// `deleteDisabled`, a tag, behind an `if` or inside a view of your own. A row of several
  /// views, or of none, stays as it is.
  func opened(_ element: ViewList.Element) -> ViewList.Element {
    let context = RenderContext(owner: self, environment: environment, isMeasuring: true)
    var inner = ViewList()
    context.appendElements(
      of: element.view, at: ViewListScope(node: element.node, path: element.path, traits: element.traits), to: &inner)
    return inner.count == 1 ? inner[0] : element
  }

  /// What `element` is called: its first control's name (its label, less what changes in it:
  /// a stepper's value, what a link's row shows beside its title), or the first words of its
  /// first line of text.
  func title(of element: ViewList.Element) -> String {
    let context = RenderContext(owner: self, environment: environment, isMeasuring: true)
    let lines = context.render(element, width: 10_000, height: nil)
    return Self.rowTitle(firstControl: context.controls.first?.control, lines: lines)
  }

  /// A row's title from what it drew: its first control's name, or the first words of its
  /// first line of text.
  static func rowTitle(firstControl: Control?, lines: [RenderedLine]) -> String {
    if let name = firstControl?.name, !name.isEmpty { return name }
    // A row's first words: a row laid out as a title and a value (`Food      $12.00`) is named
    // by its title, which stays while the value changes.
    return lines.lazy.compactMap(\.plainText.leadingWords).first ?? ""
  }

  // MARK: ListViewControllerDelegate

  /// A row that is a button is pressed.
  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    guard let row = row as? HostedRowController else { return .deselect }
    if let selection, selection.select(row.element) { return .deselect }
    row.select()
    return .deselect
  }

  /// The row's own swipe actions, or Delete when its `ForEach` deletes.
  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    guard let row = row as? HostedRowController else { return [] }
    return row.swipeActions(in: RenderContext(owner: row, environment: environment, isMeasuring: true))
  }
}

/// One section of a list of views: its header and footer as text, and its rows.
@MainActor
struct RowSection {
  let header: String
  let footer: String?
  let rows: ViewList
}

/// The rows of a list of views, for ``ListRows``: each a view of a section, identified by
/// where it stands, made into a ``HostedRowController`` when needed.
@MainActor
final class ViewListRows: ListRowsStorage {
  private let sections: [RowSection]
  /// Where each section's rows start.
  private let starts: [Int]
  private let total: Int
  private unowned let list: ViewListController
  /// The titles worked out so far, by row.
  private var titles: [Int: String] = [:]

  init(sections: [RowSection], list: ViewListController) {
    self.sections = sections
    var starts: [Int] = []
    var total = 0
    for section in sections {
      starts.append(total)
      total += section.rows.count
    }
    self.starts = starts
    self.total = total
    self.list = list
  }

  /// The rows seen through so far, by row.
  private var opened: [Int: ViewList.Element] = [:]

  /// The view of row `index`, seen through to the one view it stands for.
  func element(_ index: Int) -> ViewList.Element {
    if let element = opened[index] { return element }
    var section = 0
    while section + 1 < starts.count, starts[section + 1] <= index { section += 1 }
    let element = list.opened(sections[section].rows[index - starts[section]])
    opened[index] = element
    return element
  }

  override var count: Int { total }
  override var keepsRowsByIDAlone: Bool { true }

  /// Where the row's view stands: its `ForEach` id, or its place.
  override func id(_ index: Int) -> String {
    element(index).path.map { component in
      switch component {
      case .index(let place): "#\(place)"
      case .branch(let branch): branch ? "T" : "F"
      case .id(let id), .explicit(let id): "=" + String(reflecting: id.base)
      case .type(let type): "@\(type.hashValue)"
      case .modified: "~"
      }
    }.joined(separator: "/")
  }

  override func name(_ index: Int) -> String {
    let title = title(index) ?? ""
    return title.isEmpty ? "row" : title.dashedName
  }

  override func title(_ index: Int) -> String? {
    if let title = titles[index] { return title }
    let title = list.title(of: element(index))
    titles[index] = title
    return title
  }

  /// The stored item the row shows, when its `ForEach` id names one (a SwiftData model's).
  override func storedItem(_ index: Int) -> (store: String, key: String)? {
    guard let id = element(index).traits.id?.base as? any StoredItemIdentifier, let key = id.storeKey else {
      return nil
    }
    return (id.storeName, key)
  }

  override func make(_ index: Int) -> ViewController {
    list.makeRow(for: element(index), title: title(index) ?? "")
  }

  override func update(_ row: ViewController, _ index: Int) {
    if let row = row as? HostedRowController { list.update(row, with: element(index)) }
  }
}
