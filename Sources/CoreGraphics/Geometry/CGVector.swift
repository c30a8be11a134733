import Foundation

/// A two-dimensional vector, as CoreGraphics has it: a direction and magnitude (a drag's speed,
/// a shadow's offset) rather than a place.
///
/// ```swift
/// let push = CGVector(dx: 3, dy: -4)
/// push.dx                              // 3.0
/// CGVector.zero == CGVector()          // true
/// ```
public struct CGVector: Sendable, Hashable, Codable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// The vector with both components zero.
  public init() {
    self.init(dx: CGFloat(0), dy: CGFloat(0))
  }

  /// The vector with components `dx` and `dy`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The vector with components `dx` and `dy`.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector with components `dx` and `dy`.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector with both components zero.
  public static var zero: CGVector { CGVector() }
}
