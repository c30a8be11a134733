/// How labels look, as SwiftUI's `LabelStyle`: a style of your own makes each label's view from
/// its title and icon.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.title
///       configuration.icon
///     }
///   }
/// }
///
/// Label("Favorites", systemImage: "star.fill").labelStyle(TrailingIcon())   // Favorites ★
/// ```
///
/// A label keeps its title as its name wherever it is drawn (a button's, a picker option's).
@MainActor
public protocol LabelStyle {
  /// The view a label of this style is.
  associatedtype Body: View
  /// What a label of this style is made of.
  typealias Configuration = LabelStyleConfiguration
  /// The view of a label whose title and icon are `configuration`'s.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` makes a label from: its title and its icon, as views.
@MainActor
public struct LabelStyleConfiguration {
  /// A label's title, as a view the style places.
  public struct Title: View {
    let content: any View

    /// Draws the title.
    public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
      content.render(width: width, in: context)
    }

    /// The title's widths.
    public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
      content.layoutWidths(offered: width, in: context)
    }
  }

  /// A label's icon, as a view the style places.
  public struct Icon: View {
    let content: any View

    /// Draws the icon.
    public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
      content.render(width: width, in: context)
    }

    /// The icon's widths.
    public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
      content.layoutWidths(offered: width, in: context)
    }
  }

  /// The label's title.
  public var title: Title
  /// The label's icon.
  public var icon: Icon
}

/// A label drawn as its icon alone, as SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label drawn as its title alone, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label drawn as its icon then its title, as SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension View {
  /// The labels in this view made by `style`, as SwiftUI's `labelStyle(_:)`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.labelStyleBody) { configuration in style.makeBody(configuration: configuration) }
  }
}

extension EnvironmentValues {
  /// What makes the labels here, from a ``LabelStyle``; nil for the icon then the title.
  var labelStyleBody: (@MainActor (LabelStyleConfiguration) -> any View)? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: (@MainActor (LabelStyleConfiguration) -> any View)? { nil }
}
