/// A tab bar over one of several view controllers, SwiftUI's `TabView` and UIKit's
/// `UITabBarController`: the bar shows every tab's title as a button, the selected one
/// marked `›`, and under it the selected tab's view controller.
///
/// ```swift
/// let tabs = TabViewController(tabs: [
///   TabPage("Expenses", NavigationController(name: "expenses", root: ExpensesViewController())),
///   TabPage("Table", ExpenseTableViewController()),
/// ])
/// tabs.select(at: 1)  // or, in the shell: tap Table
/// ```
///
/// Every tab is a child from the start, named as it was made (`/expenses`, `/table`, each
/// name unique among the tabs), so paths name tabs and reach into tabs not selected; only
/// the selected tab is on screen, appears and can be touched. Each tab keeps its own
/// state while another is selected: a navigation controller in a tab keeps its stack.
/// Tapping a tab's button selects it; tapping the selected tab's button pops its
/// navigation stack to the root, as a tab bar does.
open class TabViewController: ViewController {
  /// The tabs' view controllers, in the bar's order.
  public var tabs: [ViewController] { children }
  /// The tabs' titles, in the bar's order: what their buttons show and `tap` matches.
  public let titles: [String]

  /// The place of the selected tab among ``tabs``.
  public private(set) var selectedIndex: Int {
    didSet { setNeedsDisplay() }
  }

  /// The tab on screen.
  public var selectedTab: ViewController? {
    children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
  }

  /// A tab bar named `name` over `tabs`, the one at `selectedIndex` selected.
  public init(name: String = "tabs", tabs: [TabPage], selectedIndex: Int = 0) {
    titles = tabs.map(\.title)
    self.selectedIndex = max(0, min(selectedIndex, tabs.count - 1))
    super.init(name: name)
    // Off screen yet, so only containment runs; the selected tab appears with the bar.
    for tab in tabs {
      addChild(tab.viewController)
      tab.viewController.finishMove(toParent: self)
    }
  }

  /// Selects `tab`, as tapping its button does.
  ///
  /// The selected tab disappears and `tab` appears, each keeping its state; selecting the
  /// selected tab pops its navigation stack to the root. Does nothing for a view controller
  /// that is not a tab.
  public func select(_ tab: ViewController) {
    guard let index = children.firstIndex(where: { $0 === tab }) else { return }
    select(at: index)
  }

  /// Selects the tab at `index` (from 0); see ``select(_:)``.
  public func select(at index: Int) {
    guard children.indices.contains(index) else { return }
    guard index != selectedIndex else {
      if let navigation = children[index] as? NavigationController, let root = navigation.viewControllers.first {
        navigation.pop(to: root)
      }
      return
    }
    let old = selectedTab
    let new = children[index]
    let appears = isVisible
    if appears {
      old?.beginAppearance(false)
      new.beginAppearance(true)
    }
    selectedIndex = index
    if appears {
      old?.endAppearance(false)
      new.endAppearance(true)
    }
    onSelect?(index)
  }

  /// Told the tab a user selected: how a tab view's selection binding follows the taps.
  var onSelect: (@MainActor (Int) -> Void)?

  /// The selected tab: the only one on screen.
  open override var visibleChildren: [ViewController] { selectedTab.map { [$0] } ?? [] }

  open override var body: any View {
    VStack(alignment: .leading) {
      TabBar(tabs: zip(titles, children).map { ($0, Self.actionName(for: $1)) }, selected: selectedIndex)
      Divider()
      if let selectedTab { Embed(selectedTab) }
    }
  }

  /// One action per tab, `tab-NAME`, which its button runs.
  open override var actions: [Action] {
    children.enumerated().map { index, tab in
      Action(Self.actionName(for: tab), summary: "Shows the \"\(titles[index])\" tab") { [unowned self] _ in
        select(at: index)
      }
    }
  }

  private static func actionName(for tab: ViewController) -> String { "tab-" + tab.name }
}

/// One tab of a ``TabViewController``: its title in the bar, and its view controller; the
/// view controllers' counterpart of SwiftUI's `Tab`.
///
/// ```swift
/// TabPage("Expenses", NavigationController(name: "expenses", root: list))
/// ```
@MainActor
public struct TabPage {
  /// What the tab's button shows.
  public let title: String
  /// What the tab shows when selected.
  public let viewController: ViewController

  /// A tab titled `title` showing `viewController`.
  public init(_ title: String, _ viewController: ViewController) {
    self.title = title
    self.viewController = viewController
  }
}

/// The tabs' buttons on a line, `›` before the selected one, wrapped at whole tabs when
/// they do not fit.
private struct TabBar: View {
  let tabs: [(title: String, action: String)]
  let selected: Int

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    var lines: [RenderedLine] = []
    var line = RenderedLine()
    for (index, tab) in tabs.enumerated() {
      let button = Button(tab.title, action: tab.action)
      let marker = index == selected ? "›" : " "
      let columns = 1 + button.columns(in: context)
      if line.width > 0, line.width + 1 + columns > width {
        lines.append(line)
        line = RenderedLine()
      }
      if line.width > 0 { line.append(" ") }
      line.append(marker, style: index == selected ? .bold : [])
      for drawn in context.render(button, width: max(1, width - line.width), height: nil) { line.append(drawn) }
    }
    lines.append(line)
    return lines.map { $0.prefix(columns: width) }
  }
}

/// A view controller whose own buttons only change which of the app's views shows, or how.
///
/// A tab bar's tabs, a table's sorting headers, a navigation bar's Back: `mvcs explore`
/// weighs them below the buttons a screen draws itself, which change the app.
@MainActor
public protocol SwitchesViews: ViewController {}

extension TabViewController: SwitchesViews {}
extension TableViewController: SwitchesViews {}
extension NavigationController: SwitchesViews {}
