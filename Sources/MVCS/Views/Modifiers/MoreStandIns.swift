import Foundation

// More of SwiftUI's API that app code writes and text has little or nothing to show for,
// accepted as SwiftUI declares it.

extension View {
  /// This view; a rotation in three dimensions is not drawn in text.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> Self { self }

  /// This view with `traits` for VoiceOver; the shell reads what is drawn.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }

  /// This view as one element for VoiceOver; the shell reads what is drawn.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }

  /// This view without `traits` for VoiceOver; the shell reads what is drawn.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
}

/// What VoiceOver says a view is, as SwiftUI's `AccessibilityTraits`; accepted, and the shell
/// reads what is drawn.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The traits as bits.
  public let rawValue: UInt32
  /// The traits whose bits are set in `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
  /// A summary of the screen.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 8)
  /// A modal.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 9)
  /// Updated often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
}

/// How VoiceOver treats a view's children, as SwiftUI's `AccessibilityChildBehavior`;
/// accepted, and the shell reads what is drawn.
public struct AccessibilityChildBehavior: Sendable, Hashable {
  let name: String
  /// Children are left out.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// Children are elements of their own.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Children are read as one.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The shape of a button's border, as SwiftUI's `ButtonBorderShape`; a clip or a border draws
/// nothing in text.
public struct ButtonBorderShape: Shape, Sendable, Hashable {
  let name: String
  /// The system's.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { roundedRectangle }
}

extension Shape where Self == ButtonBorderShape {
  /// The shape of a button's border, as iOS 17 lets a view clip to it.
  public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// When an animation counts as done, for `withAnimation`'s completion; animations take no time
/// in text.
public struct AnimationCompletionCriteria: Sendable, Hashable {
  let name: String
  /// When it looks done.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When it is removed.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` and then `completion`, as iOS 17's `withAnimation` does once the animation ends:
/// at once, since nothing animates in text.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}
