import Foundation

/// A column or a row of a lazy grid, as SwiftUI's `GridItem` describes it; text lays a grid's
/// views out one under another, so its size only says what SwiftUI would.
public struct GridItem: Sendable, Hashable {
  /// How wide a column (or tall a row) is.
  public enum Size: Sendable, Hashable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// As much as is left, within these bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many as fit, each at least `minimum` points.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size.
  public var size: Size
  /// The room between it and the next, in points.
  public var spacing: CGFloat?
  /// Where a view sits in it.
  public var alignment: Alignment?

  /// A column or row of `size`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Views in a grid that grows down, as SwiftUI's `LazyVGrid`: one under another in text, where
/// a row is a line and views side by side would cut each other's text.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
///   ForEach(missions) { mission in NavigationLink(value: mission) { MissionCell(mission: mission) } }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
  let content: Content
  let alignment: HorizontalAlignment

  /// A grid of `columns` showing `content`'s views.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
  }

  /// Draws the views one under another.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    VStack(alignment: alignment) { content }.render(width: width, in: context)
  }
}

/// Views in a grid that grows across, as SwiftUI's `LazyHGrid`: side by side in text, as an
/// ``HStack`` lays them.
public struct LazyHGrid<Content: View>: View {
  let content: Content

  /// A grid of `rows` showing `content`'s views.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// Draws the views side by side.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    HStack { content }.render(width: width, in: context)
  }
}

/// The headers and footers a lazy stack or grid keeps in view, as SwiftUI's
/// `PinnedScrollableViews`; text keeps a list's section header on top and nothing else.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
  /// The kinds as bits.
  public let rawValue: UInt8
  /// The kinds whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
