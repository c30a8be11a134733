/// Builds a tab view's tabs from `Tab`s, as SwiftUI's `TabContentBuilder` does: each tab's
/// value is read as the tab view's selection type, so `value: .settings` names one of its
/// cases.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Orders", systemImage: "cart", value: .orders) { OrdersView() }
///   Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
///
/// Tabs written with `.tabItem` and `.tag` are views, built by `@ViewBuilder` instead.
@resultBuilder
@MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
  /// Tabs, in order.
  public typealias Component = [any View]

  /// A tab selected by a value of the tab view's selection type.
  public static func buildExpression<Content: View>(_ tab: Tab<SelectionValue, Content>) -> Component { [tab] }

  /// A tab without a value, selected by its place.
  public static func buildExpression<Content: View>(_ tab: Tab<Never, Content>) -> Component { [tab] }

  /// The tabs one after another.
  public static func buildBlock(_ components: Component...) -> Component { components.flatMap { $0 } }

  /// The tabs of an `if` without an `else`, or none.
  public static func buildOptional(_ component: Component?) -> Component { component ?? [] }

  /// The tabs of an `if`'s first branch.
  public static func buildEither(first component: Component) -> Component { component }

  /// The tabs of an `else`.
  public static func buildEither(second component: Component) -> Component { component }

  /// The tabs of a `for` loop.
  public static func buildArray(_ components: [Component]) -> Component { components.flatMap { $0 } }

  /// The tabs of an `if #available`.
  public static func buildLimitedAvailability(_ component: Component) -> Component { component }

  /// The tabs as the tab view's content.
  public static func buildFinalResult(_ component: Component) -> TabContentGroup<SelectionValue> {
    TabContentGroup(tabs: component)
  }
}

/// Tabs a ``TabContentBuilder`` built: each a view of the tab view's list, in order.
public struct TabContentGroup<SelectionValue: Hashable>: View {
  let tabs: [any View]

  /// Draws the tabs' content one under another, where a tab view does not show them.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    StackedViews(content: self).render(width: width, in: context)
  }
}

extension TabContentGroup: ViewListContributor {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    for (index, tab) in tabs.enumerated() {
      context.appendElements(of: tab, at: scope.appending(.index(index)), to: &list)
    }
  }
}

extension TabView {
  /// Tabs built from `Tab`s whose values are of the selection's type, the selected one
  /// following `selection`, as iOS 18's `TabView(selection:content:)`.
  public init(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> TabContentGroup<SelectionValue>
  ) where Content == TabContentGroup<SelectionValue> {
    self.selection = selection
    self.content = content()
  }
}
