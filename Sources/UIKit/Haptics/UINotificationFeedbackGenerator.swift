/// A haptic for how a task ended, as UIKit's: a saved form, a failed login.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.success)
/// // console: haptic: notification success
/// ```
@MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// How the task ended.
  public enum FeedbackType: Int, Sendable, Hashable {
    case success
    case warning
    case error
  }

  /// A generator.
  public override init() {}

  /// Plays the haptic for `notificationType`: writes `haptic: notification <type>`.
  public func notificationOccurred(_ notificationType: FeedbackType) {
    recordInConsoleAndLog("haptic: notification \(notificationType)")
  }
}
