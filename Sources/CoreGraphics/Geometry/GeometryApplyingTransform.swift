// CoreGraphics' `applying(_:)` on Foundation's geometry: Foundation on Linux has the types but
// not CGAffineTransform, so not these.

import Foundation

extension CGPoint {
  /// This point moved by `t`.
  ///
  /// ```swift
  /// CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 0))   // (11.0, 2.0)
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// This size transformed by `t`, its translation left out.
  ///
  /// ```swift
  /// CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2))   // (4.0, 6.0)
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding this one's corners moved by `t`.
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 3))
  /// // (0.0, 0.0, 6.0, 3.0)
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull || isInfinite { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let left = xs.min() ?? 0
    let top = ys.min() ?? 0
    return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
  }
}
