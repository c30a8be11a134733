import CoreGraphics

/// A haptic for things colliding, as UIKit's: a button press, a snap into place.
///
/// ```swift
/// let thud = UIImpactFeedbackGenerator(style: .heavy)
/// thud.impactOccurred()                  // console: haptic: impact heavy
/// thud.impactOccurred(intensity: 0.5)    // console: haptic: impact heavy, intensity 0.5
/// ```
///
/// Each impact is the console line `haptic: impact <style>`, with `, intensity <value>` when
/// one is given (kept between 0 and 1).
@MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the colliding things are.
  public enum FeedbackStyle: Int, Sendable, Hashable {
    case light
    case medium
    case heavy
    case soft
    case rigid
  }

  private let style: FeedbackStyle

  /// A generator of impacts in `style`.
  public init(style: FeedbackStyle) {
    self.style = style
  }

  /// A generator of medium impacts.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Plays an impact: writes `haptic: impact <style>`.
  public func impactOccurred() {
    recordInConsoleAndLog("haptic: impact \(style)")
  }

  /// Plays an impact at `intensity`, from 0 to 1: writes `haptic: impact <style>, intensity
  /// <intensity>`.
  public func impactOccurred(intensity: CGFloat) {
    let kept = Double(min(max(intensity, 0), 1))
    recordInConsoleAndLog("haptic: impact \(style), intensity \(kept)")
  }
}
