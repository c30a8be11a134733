/// Where a view sits in a frame larger than it, across and down, as SwiftUI's `Alignment` says
/// it: `.leading`, `.center`, `.topTrailing`.
///
/// ```swift
/// Text(amount, format: .number).frame(width: 80, alignment: .trailing)
/// ```
public struct Alignment: Sendable, Hashable {
  /// Where it sits across.
  public var horizontal: HorizontalAlignment
  /// Where it sits down.
  public var vertical: VerticalAlignment

  /// An alignment across and down.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// In the middle.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Against the leading edge, in the middle down.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Against the trailing edge, in the middle down.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, in the middle across.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom, in the middle across.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
