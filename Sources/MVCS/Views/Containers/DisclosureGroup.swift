/// Views shown under a title only while expanded, as SwiftUI's `DisclosureGroup`: `▶ Title`
/// collapsed, `▼ Title` and the views under it expanded; `tap Title` opens and closes it.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///   Toggle("Debug logging", isOn: $debug)
/// }
/// DisclosureGroup("Details", isExpanded: $showsDetails) { … }
/// ```
public struct DisclosureGroup<Content: View>: View {
  let title: any View
  let isExpanded: Binding<Bool>?
  let content: Content

  /// Views under `title`, collapsed until tapped.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = Text(String(title))
    isExpanded = nil
    self.content = content()
  }

  /// Views under `title`, expanded as `isExpanded` says.
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.title = Text(String(title))
    self.isExpanded = isExpanded
    self.content = content()
  }

  /// Views under a label of your own.
  public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    title = label()
    isExpanded = nil
    self.content = content()
  }

  /// Views under a label of your own, expanded as `isExpanded` says.
  public init<Label: View>(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    title = label()
    self.isExpanded = isExpanded
    self.content = content()
  }

  /// Draws the title as a button that opens or closes the group, and the views when open.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let expanded: Binding<Bool>
    if let isExpanded {
      expanded = isExpanded
    } else {
      let node = context.node(for: Self.self)
      let state = node.slot(at: 0) { StateSlot(false) }
      expanded = Binding(get: { state.value }, set: { state.value = $0 })
    }
    let title = context.plainText(of: self.title)
    let isOpen = expanded.wrappedValue
    let toggle = Button(action: { expanded.wrappedValue.toggle() }, label: { Text(title) })
    var lines = context.withComponent(.index(0)) {
      HStack(alignment: .top, spacing: 8) {
        Text(isOpen ? "▼" : "▶")
        toggle
      }
      .render(width: width, in: context)
    }
    if isOpen {
      lines += context.withComponent(.index(1)) {
        VStack(alignment: .leading) { content }.padding(.leading, 16).render(width: width, in: context)
      }
    }
    return lines
  }
}
