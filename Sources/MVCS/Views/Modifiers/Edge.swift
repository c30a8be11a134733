import Foundation

/// Edges of a view, for ``View/padding(_:_:)``, as SwiftUI names them.
public enum Edge: Sendable, Hashable {
  case top, leading, bottom, trailing

  /// A set of edges: `.horizontal`, `.vertical`, `.all`, or any of them together.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The edges as bits.
    public let rawValue: UInt8
    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge: blank lines above.
    public static let top = Set(rawValue: 1 << 0)
    /// The leading edge: blank columns before.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge: blank lines below.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The trailing edge: blank columns after.
    public static let trailing = Set(rawValue: 1 << 3)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// A view with blank columns beside it and blank lines above and below it: what
/// ``View/padding(_:_:)`` makes.

/// Lengths at each edge, in points, as SwiftUI's `EdgeInsets` gives them to `padding(_:)`.
public struct EdgeInsets: Sendable, Hashable {
  /// Above.
  public var top: CGFloat
  /// Before.
  public var leading: CGFloat
  /// Below.
  public var bottom: CGFloat
  /// After.
  public var trailing: CGFloat

  /// Insets of these lengths.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// The horizontal or vertical axis, as SwiftUI names them.
public enum Axis: Sendable, Hashable {
  case horizontal
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The axes as bits.
    public let rawValue: UInt8
    /// The axes whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Across.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// Down.
    public static let vertical = Set(rawValue: 1 << 1)
  }
}
