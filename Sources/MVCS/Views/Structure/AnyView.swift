/// A view of any type, as SwiftUI's `AnyView` erases one: for a view whose type is decided at
/// run time, or a view held as `any View`.
///
/// ```swift
/// var icon: AnyView { isDone ? AnyView(Text("✅")) : AnyView(Image(systemName: "circle")) }
/// ```
///
/// A different type inside is a different view, whose state starts afresh.
public struct AnyView: View {
  let base: any View

  /// `view`, its type erased.
  public init<V: View>(_ view: V) {
    base = (view as? AnyView)?.base ?? view
  }

  /// `value` when it is a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    base = (view as? AnyView)?.base ?? view
  }

  private var step: ViewPathComponent { .type(ObjectIdentifier(type(of: base))) }

  /// Draws the view held.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.withComponent(step) { base.render(width: width, in: context) }
  }

  /// The widths of the view held.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    context.withComponent(step) { base.layoutWidths(offered: width, in: context) }
  }
}

extension AnyView: ViewListContributor {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    context.appendElements(of: base, at: scope.appending(step), to: &list)
  }
}
