/// A stack of view controllers of which only the top one shows, under a bar with its title,
/// a "Back" button when there is somewhere to go back to, and the top one's bar buttons.
///
/// ```swift
/// let navigation = NavigationController(root: ListsViewController())
/// navigation.push(ListViewController(name: "groceries"))  // or, from inside: show(…)
/// navigation.pop()
/// ```
///
/// Pushing and popping run the containment and appearance callbacks in UIKit's order: the
/// old top disappears while the new one appears.
open class NavigationController: ViewController {
  /// A navigation controller whose stack holds `root`.
  public init(name: String = "navigation", root: ViewController) {
    super.init(name: name)
    addChild(root)
    root.finishMove(toParent: self)
  }

  /// The stack, bottom first.
  public var viewControllers: [ViewController] { children }
  /// The view controller on top of the stack: the one on screen.
  public var topViewController: ViewController? { children.last }

  open override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

  open override var title: String? {
    get { topViewController?.title }
    set { topViewController?.title = newValue }
  }

  /// Puts `viewController` on top of the stack.
  public func push(_ viewController: ViewController) {
    let old = topViewController
    let appears = isVisible
    if appears { old?.beginAppearance(false) }
    addChild(viewController)
    if appears { viewController.beginAppearance(true) }
    if appears { old?.endAppearance(false) }
    viewController.finishMove(toParent: self)
    if appears { viewController.endAppearance(true) }
  }

  /// Removes the top view controller unless it is the only one; returns it.
  @discardableResult
  public func pop() -> ViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    let below = children[children.count - 2]
    let appears = isVisible
    // After removal the popped screen has no parent; its last events still belong here.
    top.embeddingParent = self
    defer { top.embeddingParent = nil }
    if appears {
      top.beginAppearance(false)
      below.beginAppearance(true)
    }
    top.willRemoveFromParent()
    top.removeFromParent()
    if appears {
      top.endAppearance(false)
      below.endAppearance(true)
    }
    top.unloadViewIfLoaded()
    onPop?(children.count)
    return top
  }

  /// Told the number of screens left after a pop: how a navigation stack of views keeps its
  /// path in step when the user goes back.
  var onPop: (@MainActor (Int) -> Void)?

  /// Pops until `viewController` is on top; does nothing if it is not in the stack.
  public func pop(to viewController: ViewController) {
    guard children.contains(where: { $0 === viewController }) else { return }
    while let top = topViewController, top !== viewController { pop() }
  }

  open override var body: any View {
    NavigationScreen(navigation: self)
  }

  open override var actions: [Action] {
    [Action("back", summary: "Goes back to the previous screen") { [unowned self] _ in pop() }]
  }
}

/// A navigation controller's screen: the bar, a rule, the top view controller, and the
/// top's bottom toolbar under it.
///
/// The top is drawn first, so the title and toolbar its views set as they are drawn
/// (`navigationTitle`, `toolbar`) are the ones the bar shows.
private struct NavigationScreen: View {
  let navigation: NavigationController

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    guard let top = navigation.topViewController else { return [] }
    let bottom = { top.toolbarEntries.filter { $0.placement.isBottom } }
    let content = context.render(top, width: width, height: context.height.map { $0 - 2 - bottom().count })
    let bar = NavigationBarContent(navigation: navigation).render(width: width, in: context)
    var lines = bar + Divider().render(width: width, in: context) + content
    let items = bottom()
    if !items.isEmpty {
      let row = HStack(alignment: .top) { ForEach(items.indices, id: \.self) { AnyView(items[$0].barView) } }
      lines += context.render(row, ownedBy: top, width: width)
    }
    return lines
  }
}

/// The bar of a ``NavigationController``: Back, the top's leading toolbar items, its title (or
/// its principal item), and its bar buttons and trailing toolbar items.
private struct NavigationBarContent: View {
  let navigation: NavigationController

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    guard let top = navigation.topViewController else { return [] }
    var line = RenderedLine()
    if navigation.children.count > 1, !top.hidesBackButton {
      line.append(
        context.render(Button("Back", action: "back"), ownedBy: navigation, width: width).first ?? RenderedLine())
      line.append(" ")
    }
    let entries = top.toolbarEntries.map { entry in
      ToolbarEntry(placement: entry.placement, view: entry.barView, environment: entry.environment)
    }
    for entry in entries where entry.placement.isLeading {
      line.append(context.render(entry.view, ownedBy: top, width: width).first ?? RenderedLine())
      line.append(" ")
    }
    let trailing =
      top.barButtons.flatMap { context.render($0, ownedBy: top, width: width) }
      + entries.filter(\.placement.isTrailing).flatMap { context.render($0.view, ownedBy: top, width: width).prefix(1) }
    var buttons = RenderedLine()
    for (index, button) in trailing.enumerated() {
      if index > 0 { buttons.append(" ") }
      buttons.append(button)
    }
    // A long title is cut with "…" so the bar buttons stay on screen.
    let room = width - line.width - (trailing.isEmpty ? 0 : buttons.width + 1)
    if let principal = entries.first(where: { $0.placement == .principal }) {
      line.append(context.render(principal.view, ownedBy: top, width: max(0, room)).first ?? RenderedLine())
    } else {
      // Views without a `navigationTitle` leave the bar untitled, as SwiftUI does.
      let title = (top.title ?? (top.hostsViews ? "" : top.name))
        .escapingControlCharacters.truncated(toColumns: max(0, room))
      line.append(title, style: .bold)
    }
    guard !trailing.isEmpty else { return [line] }
    let gap = max(1, width - line.width - buttons.width)
    line.append(copies: gap, of: " ")
    line.append(buttons)
    return [line.prefix(columns: width)]
  }
}

extension ViewController {
  /// The nearest navigation controller above this view controller (or this one).
  public var navigationController: NavigationController? {
    var node: ViewController? = self
    while let current = node {
      if let navigation = current as? NavigationController { return navigation }
      node = current.pathParent
    }
    return nil
  }

  /// Shows `viewController` the way UIKit's `show(_:sender:)` does: pushed on the nearest
  /// navigation controller, or presented modally when there is none.
  public func show(_ viewController: ViewController) {
    if let navigation = navigationController {
      navigation.push(viewController)
    } else {
      present(viewController)
    }
  }
}

extension ToolbarEntry {
  /// The item as a bar draws it: in the environment of the view that declared it, its labels
  /// showing their icons alone and its links drawn as bar buttons, as SwiftUI draws them.
  var barView: any View {
    let declared = environment
    return AnyView(view).modifier(
      EnvironmentWriter { environment in
        environment = declared
        environment.labelsShowIconOnly = true
        environment.isInToolbar = true
      })
  }
}
