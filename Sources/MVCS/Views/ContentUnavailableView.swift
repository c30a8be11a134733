/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`:
/// its symbol, a title, a description and actions, each line centred on the width.
///
/// ```swift
/// ContentUnavailableView("No rounds yet", systemImage: "list.number",
///                        description: Text("Play a round and its answers appear here."))
/// ContentUnavailableView {
///   Label("No Mail", systemImage: "tray.fill")
/// } description: {
///   Text("New mails you receive will appear here.")
/// } actions: {
///   Button("Refresh") { refresh() }
/// }
/// ContentUnavailableView.search(text: query)   // No Results for “milk”
/// ```
///
/// Drawn as:
///
/// ```text
///                                  ☰
///                            No rounds yet
///               Play a round and its answers appear here.
/// ```
///
/// Its actions are buttons as any others: `tap Refresh`.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// The view of `label`, `description` and `actions`, as SwiftUI's.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The symbol over the title, the description and the actions, each line centred.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    var lines: [RenderedLine] = []
    if let titled = label as? any IconAndTitle {
      let icon = context.plainText(of: titled.iconPart)
      if !icon.isEmpty { lines.append(RenderedLine(icon)) }
      lines += context.render(Self.bold(titled.titlePart), width: width, height: nil)
    } else {
      lines += context.render(label.bold(), width: width, height: nil)
    }
    lines += context.render(description.foregroundStyle(.secondary), width: width, height: nil)
    lines += context.render(actions, width: width, height: nil)
    return lines.map { line in
      let indent = max(0, (width - line.width) / 2)
      guard indent > 0 else { return line }
      var centred = RenderedLine(copies: indent, of: " ")
      centred.append(line)
      return centred
    }
  }

  /// `view` in bold.
  private static func bold(_ view: some View) -> any View { view.bold() }

  /// As wide as it is offered: its lines are centred on the whole width.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 1, ideal: max(1, width), maximum: nil)
  }
}

extension ContentUnavailableView where Label == MVCS.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view titled `title` under the SF Symbol `systemImage`, with a description.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { MVCS.Label(title, systemImage: name) }, description: { description })
  }

  /// A view titled by a localized key under the SF Symbol `systemImage`, with a description.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { MVCS.Label(titleKey, systemImage: name) }, description: { description })
  }

  /// A view titled `title` under the image `name` from the app's assets, with a description.
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { MVCS.Label(title, image: name) }, description: { description })
  }

  /// What a search that found nothing shows: "No Results".
  public static var search: ContentUnavailableView<MVCS.Label<Text, Image>, Text?, EmptyView> {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }

  /// What a search for `text` that found nothing shows: "No Results for “text”".
  public static func search(text: String) -> ContentUnavailableView<MVCS.Label<Text, Image>, Text?, EmptyView> {
    guard !text.isEmpty else { return search }
    return ContentUnavailableView(
      "No Results for “\(text)”", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

/// A label whose icon and title a view draws apart: a ``Label``.
@MainActor
protocol IconAndTitle {
  var iconPart: any View { get }
  var titlePart: any View { get }
}

extension MVCS.Label: IconAndTitle {
  var iconPart: any View { iconView }
  var titlePart: any View { titleView }
}
