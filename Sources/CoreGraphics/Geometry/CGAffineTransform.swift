import Foundation

/// An affine transformation matrix, as CoreGraphics has it: how a point is moved, scaled and
/// rotated, `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.
///
/// ```swift
/// let grow = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
/// CGPoint(x: 1, y: 1).applying(grow)           // (4.0, 2.0)
/// grow.inverted().concatenating(grow).isIdentity // true
/// ```
///
/// Foundation on Linux has `AffineTransform` but not this; `import CoreGraphics` brings it.
public struct CGAffineTransform: Sendable, Hashable, Codable {
  /// The entry at row 1, column 1.
  public var a: CGFloat
  /// The entry at row 1, column 2.
  public var b: CGFloat
  /// The entry at row 2, column 1.
  public var c: CGFloat
  /// The entry at row 2, column 2.
  public var d: CGFloat
  /// The entry at row 3, column 1: the horizontal translation.
  public var tx: CGFloat
  /// The entry at row 3, column 2: the vertical translation.
  public var ty: CGFloat

  /// The transform whose entries are all zero, as CoreGraphics' `init()` makes it.
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  /// The transform with these entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that moves a point by `tx` and `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// The transform that scales by `sx` and `sy`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// The transform that rotates by `angle` radians.
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// This transform after `t2`'s: a point is moved by this one, then by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// This transform with a translation by `tx` and `ty` done first.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// This transform with a scaling by `sx` and `sy` done first.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// This transform with a rotation by `angle` radians done first.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one; this one itself when it cannot be undone (it flattens
  /// the plane to a line or a point), as CoreGraphics answers.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}
