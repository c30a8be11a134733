/// The text fields an app's screens drew with focus, so code outside its views can end editing,
/// as UIKit's `UIView.endEditing(_:)` does for a SwiftUI app's fields.
///
/// ```swift
/// environment.runtime.focusedFields.resign()   // true: the focused field's `@FocusState` is false now
/// ```
///
/// A field is noted each time it is drawn focused (`focused(_:)`, `focused(_:equals:)`): the
/// last ``kept`` such drawings, enough for the one field a screen has focused. Resigning sets
/// each one's focus state back (false, or nil for an optional one) and forgets them all.
@MainActor
package final class FocusedFields {
  /// The focus targets of the fields drawn focused lately, oldest first.
  private var targets: [FocusTarget] = []
  /// How many drawings are kept at most.
  static let kept = 32

  nonisolated init() {}

  /// Notes that a field bound to `target` was drawn with focus.
  func drawn(_ target: FocusTarget) {
    if targets.count == Self.kept { targets.removeFirst() }
    targets.append(target)
  }

  /// Takes focus from every field noted that still has it; whether one had.
  @discardableResult
  package func resign() -> Bool {
    let focused = targets.filter { $0.isFocused() }
    targets.removeAll()
    for target in focused { target.unfocus() }
    return !focused.isEmpty
  }
}
