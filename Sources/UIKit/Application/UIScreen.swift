import CoreGraphics

/// The device's screen, as UIKit's `UIScreen.main`: its size in points, which layouts written
/// for iOS read.
///
/// ```swift
/// let side = UIScreen.main.bounds.width / 3     // 131.0
/// ```
///
/// mvcs draws in a terminal, whose width is columns, not points, so the screen is a phone's: an
/// iPhone 15's 393 × 852 points at a scale of 3.
@MainActor
public final class UIScreen {
  /// The screen the app is shown on.
  public static let main = UIScreen()

  private init() {}

  /// The screen's rectangle in points: 393 × 852, at the origin.
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }

  /// The screen's rectangle in pixels: ``bounds`` times ``scale``.
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 393 * scale, height: 852 * scale) }

  /// Pixels per point: 3.
  public var scale: CGFloat { 3 }
}
