/// A button that opens a list of actions, as SwiftUI's `Menu`: drawn as a button, `[Sort]`;
/// `tap Sort` opens its actions in a dialog, one under another with a Cancel last, and
/// tapping one closes the menu and runs it.
///
/// ```swift
/// Menu("Sort") {
///   Button("By name") { sortedByName = true }
///   Button("By date") { sortedByName = false }
/// }
/// Menu {
///   Button("Delete", role: .destructive) { delete() }
/// } label: {
///   Label("More", systemImage: "ellipsis.circle")
/// }
/// ```
///
/// The buttons among its views are its actions, and a `Picker` among them is one action an
/// option, the chosen one marked `✓` (a sort menu: `Picker("Sort by", selection: $sort) { … }`);
/// a menu inside a menu is not opened (text has no submenus), and other views are left out.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @State private var isOpen = false

  /// A menu of `content`'s buttons, opened by a button showing `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The button, presenting its actions while open.
  public var body: some View {
    Button(action: { isOpen = true }) { label }
      .confirmationDialog(AlertButtons.title(of: label), isPresented: $isOpen, titleVisibility: .visible) {
        content
      }
  }
}

extension Menu where Label == Text {
  /// A menu titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }

  /// A menu titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension Menu where Label == MVCS.Label<Text, Image> {
  /// A menu titled `title` with a symbol; in a toolbar it shows the symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { MVCS.Label(String(title), systemImage: systemImage) }
  }
}
