import Foundation

/// Two or three columns, as SwiftUI's `NavigationSplitView`, collapsed into one stack.
///
/// Drawn as on an iPhone: the sidebar is its first screen; selecting a row of a
/// `List(selection:)` in it shows the next column, pushed, and `back` comes back.
///
/// ```swift
/// NavigationSplitView {
///   List(["apple", "pear"], id: \.self, selection: $selected) { Text($0) }
///     .navigationTitle("Words")
/// } detail: {
///   if let selected { Text(selected) } else { Text("Pick a word") }
/// }
/// // select apple: the detail is pushed; back: the sidebar again
/// ```
///
/// `columnVisibility` and `preferredCompactColumn` are accepted: a compact screen shows one
/// column at a time, whatever they say.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  @State private var shown: [SplitColumn] = []

  /// A sidebar, a content column and a detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// A sidebar, a content column and a detail; the columns' visibility is accepted.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// The columns collapsed into one stack: the sidebar first, then each column its list's
  /// selection shows.
  public var body: some View {
    NavigationStack(path: $shown) {
      sidebar
        .environment(\.showNextSplitColumn, showNext(after: nil))
        .navigationDestination(for: SplitColumn.self) { column in
          switch column {
          case .content:
            AnyView(
              (content.map { AnyView($0) } ?? AnyView(EmptyView()))
                .environment(\.showNextSplitColumn, showNext(after: .content)))
          case .detail:
            AnyView(detail.environment(\.showNextSplitColumn, nil))
          }
        }
    }
  }

  /// What a selection in the column after `column` (nil: the sidebar) shows next.
  private func showNext(after column: SplitColumn?) -> @MainActor () -> Void {
    let shown = $shown
    let next: SplitColumn = column == nil && content != nil ? .content : .detail
    return {
      var columns = shown.wrappedValue
      if let index = columns.firstIndex(of: next) { columns.removeSubrange(index...) }
      columns.append(next)
      shown.wrappedValue = columns
    }
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// A sidebar and a detail; the columns' visibility is accepted.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// A sidebar and a detail, which column a compact screen shows first accepted: the sidebar.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

/// A column of a split view pushed on its stack.
enum SplitColumn: Hashable {
  case content
  case detail
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`; a compact
/// screen shows one at a time in text.
public struct NavigationSplitViewVisibility: Sendable, Hashable {
  let name: String
  /// The platform's choice.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and the detail.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Sendable, Hashable {
  let name: String
  /// The sidebar.
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  /// The content column.
  public static let content = NavigationSplitViewColumn(name: "content")
  /// The detail.
  public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a split view lays its columns out, as SwiftUI's split view styles; one column at a
/// time in text.
public struct NavigationSplitViewStyleKind: Sendable, Hashable {
  let name: String
  /// The platform's.
  public static let automatic = NavigationSplitViewStyleKind(name: "automatic")
  /// The detail beside the others.
  public static let balanced = NavigationSplitViewStyleKind(name: "balanced")
  /// The detail under the others.
  public static let prominentDetail = NavigationSplitViewStyleKind(name: "prominentDetail")
}

extension View {
  /// This view; one column shows at a time in text.
  public func navigationSplitViewStyle(_ style: NavigationSplitViewStyleKind) -> Self { self }
  /// This view; a column's width is the screen's in text.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> Self { self }
  /// This view; a column's width is the screen's in text.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self { self }
}

extension EnvironmentValues {
  /// What a list's selection in a split view's column shows next: the next column, pushed.
  var showNextSplitColumn: (@MainActor () -> Void)? {
    get { self[ShowNextSplitColumnKey.self] }
    set { self[ShowNextSplitColumnKey.self] = newValue }
  }
}

private struct ShowNextSplitColumnKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}
