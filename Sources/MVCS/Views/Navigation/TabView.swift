/// Tabs, each a screen of its own under a bar of their titles, as SwiftUI's `TabView`: a
/// ``TabViewController`` in the hierarchy, each tab a ``HostingController``, so `tap Orders`
/// selects a tab and paths name tabs (`/tabs/orders`).
///
/// ```swift
/// TabView(selection: $tab) {
///   OrdersView().tabItem { Label("Orders", systemImage: "cart") }.tag(AppTab.orders)
///   Tab("Settings", systemImage: "gear", value: AppTab.settings) { SettingsView() }
/// }
/// ```
///
/// Tabs that are all `Tab`s name their values as cases, `value: .settings`, as in SwiftUI
/// (``TabContentBuilder``).
///
/// Each tab keeps its state (and its navigation stack) while another is selected; with a
/// `selection`, selecting a tab sets it and setting it selects the tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs of `content`'s views, the selected one following `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Draws the tab bar and the selected tab.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let pages = context.flatViewList(of: content).enumerated().map { index, element in
      TabViewPage(element: element, index: index, context: context)
    }
    let titles = pages.map(\.title)
    let node = context.node(for: Self.self)
    let kept = node.kept { LifecycleBox<(controller: TabViewController, titles: [String])?>(nil) }
    if kept.value?.titles != titles, !context.isMeasuring {
      if let old = kept.value?.controller, old.parent === context.owner { context.owner.unembedChild(old) }
      let controller = TabViewController(
        name: "tabs",
        tabs: pages.map { page in
          let host = HostingController(rootView: AnyView(page.content), name: page.title.dashedName)
          host.title = page.title
          return TabPage(page.title, host)
        })
      context.owner.addChild(controller)
      controller.finishMove(toParent: context.owner)
      if context.owner.untrackedIsVisible {
        context.whenDrawn {
          controller.beginAppearance(true)
          controller.endAppearance(true)
        }
      }
      kept.value = (controller, titles)
      if node.teardown.isEmpty {
        node.teardown.append { [weak owner = context.owner] in
          guard let controller = kept.value?.controller, controller.parent === owner else { return }
          owner?.unembedChild(controller)
        }
      }
    }
    guard let controller = kept.value?.controller else { return [] }
    let values = pages.map { $0.value }
    for (page, host) in zip(pages, controller.tabs) {
      host.inherit(context.environment)
      if !context.isMeasuring {
        (host as? HostingController<AnyView>)?.takeRootView(AnyView(page.content), in: context)
      }
    }
    if let selection {
      controller.onSelect = { index in
        if let value = values[index]?.base as? SelectionValue { selection.wrappedValue = value }
      }
      if let wanted = values.firstIndex(where: { $0 == AnyHashable(selection.wrappedValue) }),
        wanted != controller.selectedIndex, !context.isMeasuring
      {
        context.runViewWorkWhenDrawn { [weak controller] in
          let onSelect = controller?.onSelect
          controller?.onSelect = nil
          controller?.select(at: wanted)
          controller?.onSelect = onSelect
        }
      }
    }
    return context.render(controller, width: width)
  }

  /// As wide as it is offered.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 1, ideal: max(1, width), maximum: nil)
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs of `content`'s views, the first selected.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// One tab as a tab view sees it: its title, the value selecting it, and its content.
@MainActor
private struct TabViewPage {
  let title: String
  let value: AnyHashable?
  let content: any View

  init(element: ViewList.Element, index: Int, context: RenderContext) {
    if let tab = element.view.underlyingView as? any TabContentView {
      title = tab.tabTitle(in: context)
      value = tab.tabValue ?? element.traits.tag ?? AnyHashable(index)
      content = tab.tabContent
    } else {
      // A tab is titled by its label's title, as the tab bar names it to VoiceOver.
      let label = element.traits.tabItem.map(context.titleText(of:)) ?? ""
      title = label.isEmpty ? "Tab \(index + 1)" : label
      value = element.traits.tag ?? AnyHashable(index)
      content = element.view
    }
  }
}

/// A tab of a ``TabView``, as iOS 18's `Tab` declares it: a title, an image, the value that
/// selects it, and its content.
///
/// ```swift
/// Tab("Received", systemImage: "tray.and.arrow.down.fill", value: AppTab.received) { ReceivedView() }
/// ```
public struct Tab<Value: Hashable, Content: View>: View {
  let title: String
  let systemImage: String?
  let value: Value?
  let content: Content

  /// A tab titled `title` with an SF Symbol, selected by `value`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.title = String(title)
    self.systemImage = systemImage
    self.value = value
    self.content = content()
  }

  /// Draws the content, where a tab view does not show it.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    content.render(width: width, in: context)
  }
}

extension Tab where Value == Never {
  /// A tab titled `title` with an SF Symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.systemImage = systemImage
    value = nil
    self.content = content()
  }

  /// A tab titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    systemImage = nil
    value = nil
    self.content = content()
  }
}

/// A tab as a tab view reads it.
@MainActor
protocol TabContentView {
  func tabTitle(in context: RenderContext) -> String
  var tabValue: AnyHashable? { get }
  var tabContent: any View { get }
}

extension Tab: TabContentView {
  func tabTitle(in context: RenderContext) -> String { title }
  var tabValue: AnyHashable? { value.map { AnyHashable($0) } }
  var tabContent: any View { content }
}

extension View {
  /// This view as a tab of a ``TabView``, titled by `label`'s text.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, TabItemModifier> {
    modifier(TabItemModifier(label: label()))
  }

  /// This view; a tab view's style is a bar of titles in text.
  public func tabViewStyle(_ style: TabViewStyleKind) -> Self { self }

  /// This view; a badge is not drawn in text.
  public func badge(_ count: Int) -> Self { self }
}

/// How SwiftUI styles a tab view; every style is a bar of titles in text.
public enum TabViewStyleKind: Sendable, Hashable {
  case automatic
  case page
  case sidebarAdaptable
  case tabBarOnly
}

/// Gives a view its tab's title; see ``View/tabItem(_:)``.
public struct TabItemModifier: ViewModifier, TraitModifier {
  let label: any View

  func apply(to traits: inout ViewTraits) {
    traits.tabItem = label
  }
}
