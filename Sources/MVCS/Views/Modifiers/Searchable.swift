extension View {
  /// This view under a search field bound to `text`, as SwiftUI's `searchable` puts one in the
  /// navigation bar: `Search: [‹Search›]` over the view, filled with `fill Search milk`.
  ///
  /// ```swift
  /// List(habitNames.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
  ///   .searchable(text: $query, prompt: "Find a habit")
  /// ```
  ///
  /// The view filters what it shows itself, as in SwiftUI; `placement` says where SwiftUI
  /// draws the field, and text has one place for it.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> SearchableView<Self> {
    SearchableView(content: self, text: text, prompt: prompt)
  }

  /// This view under a search field whose prompt is `prompt`.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> SearchableView<Self> {
    SearchableView(content: self, text: text, prompt: Text(String(prompt)))
  }

  /// This view under a search field whose prompt is a localized key.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> SearchableView<Self> {
    SearchableView(content: self, text: text, prompt: Text(prompt))
  }
}

/// A view under a search field: what `searchable(text:placement:prompt:)` makes.
public struct SearchableView<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let prompt: Text?

  /// The field, then the view.
  public var body: some View {
    VStack(alignment: .leading) {
      TextField("Search", text: text, prompt: prompt ?? Text("Search"))
      content
    }
  }
}

/// Where SwiftUI draws a search field, as its `SearchFieldPlacement` says; text draws it over
/// the view it searches whatever the placement.
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String

  /// Where the system puts it.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")

  /// In the navigation bar's drawer, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    navigationBarDrawer
  }

  /// When a navigation bar's drawer shows its search field.
  public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
    /// As the system decides.
    case automatic
    /// Always.
    case always
  }
}
