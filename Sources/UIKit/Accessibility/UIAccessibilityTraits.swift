/// What VoiceOver says a UIKit element is, as UIKit's `UIAccessibilityTraits`: code that
/// returns or combines them builds as it does on iOS; the shell reads what is drawn.
///
/// ```swift
/// func traits(isTaken: Bool) -> UIAccessibilityTraits {
///   isTaken ? [.button, .notEnabled] : .button
/// }
/// traits(isTaken: true).contains(.notEnabled)  // true
/// ```
///
/// The bits are mvcs's own: nothing on Linux reads UIKit's numbers.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The traits as bits.
  public let rawValue: UInt64
  /// The traits whose bits are set in `rawValue`.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No trait.
  public static let none: UIAccessibilityTraits = []
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// A key of a keyboard.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A summary of the screen, read when the app starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled: it does not respond.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Its value changes often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Adjusted through a range of values, as a slider or a picker.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes direct touches, as a musical instrument's keys.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A header of a section of content.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 15)
  /// A tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
  /// Zooms.
  public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
  /// A toggle button.
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
}
