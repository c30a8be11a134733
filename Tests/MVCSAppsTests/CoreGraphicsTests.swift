import CoreGraphics
import Testing

/// The geometry mvcs's CoreGraphics adds to Foundation's on Linux: CGVector and
/// CGAffineTransform, with `applying(_:)` on points, sizes and rectangles.
@Suite struct CoreGraphicsTests {
  @Test func aTransformMovesPointsAndRectanglesAndIsUndone() {
    let grow = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(grow) == CGPoint(x: 4, y: 2))
    #expect(grow.inverted().concatenating(grow).isIdentity)
    #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(grow) == CGRect(x: 2, y: 0, width: 4, height: 2))
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
  }

  @Test func aRotationByAQuarterTurnSendsXToY() {
    let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.x) < 1e-12)
    #expect(turned.y == 1)
    #expect(
      CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 5, y: 5)) == CGSize(width: 2, height: 3))
  }
}
