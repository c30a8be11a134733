/// Views under a header and over a footer, as SwiftUI's `Section` groups them: in a ``List``
/// or a ``Form`` its views are rows of the list under a header line; elsewhere the header,
/// the views and the footer are drawn one under another.
///
/// ```swift
/// Form {
///   Section("Amount") {
///     TextField("Amount", value: $amount, format: .currency(code: "USD"))
///   }
///   Section {
///     Picker("Tip", selection: $tip) { … }
///   } header: {
///     Text("How much tip?")
///   } footer: {
///     Text("Shared by everyone at the table")
///   }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section of `content` with a header and a footer of your own.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
  {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// Draws the header, the views and the footer one under another.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    VStack(alignment: .leading) {
      header.bold()
      content
      footer.foregroundStyle(.secondary)
    }
    .render(width: width, in: context)
  }
}

extension Section where Footer == EmptyView {
  /// A section of `content` under a header of your own.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section of `content` over a footer of your own.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of `content` with no header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section of `content` under the header `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(String(title)) })
  }

  /// A section of `content` under a localized header.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }
}

extension Section {
  /// A section of `content` under the view `header` and over `footer`, as iOS 13 wrote it.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// A section of `content` under the view `header`, as iOS 13 wrote it.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section of `content` over the view `footer`, as iOS 13 wrote it.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

/// A section as a list sees it: its header, footer and content views, apart.
@MainActor
protocol SectionView {
  var headerView: any View { get }
  var contentView: any View { get }
  var footerView: any View { get }
}

extension Section: SectionView {
  var headerView: any View { header }
  var contentView: any View { content }
  var footerView: any View { footer }
}
