/// What UIKit's haptic generators share, as its `UIFeedbackGenerator`: getting ready to play.
///
/// ```swift
/// let tap = UIImpactFeedbackGenerator(style: .light)
/// tap.prepare()          // nothing in the console: no haptic played
/// tap.impactOccurred()   // console: haptic: impact light
/// ```
///
/// A terminal has no motor: each generator writes what it would play as a line in the app's
/// console (`haptic: ` and what), where the app's `print` goes.
@MainActor
open class UIFeedbackGenerator {
  /// A generator.
  public init() {}

  /// Gets the motor ready; nothing to ready in a terminal, so nothing is written.
  open func prepare() {}
}
