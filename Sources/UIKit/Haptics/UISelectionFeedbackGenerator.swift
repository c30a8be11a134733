/// A haptic for a selection changing, as UIKit's: a picker's wheel ticking past a value.
///
/// ```swift
/// UISelectionFeedbackGenerator().selectionChanged()   // console: haptic: selection
/// ```
@MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// A generator.
  public override init() {}

  /// Plays the tick of a changed selection: writes `haptic: selection`.
  public func selectionChanged() {
    recordInConsoleAndLog("haptic: selection")
  }
}
