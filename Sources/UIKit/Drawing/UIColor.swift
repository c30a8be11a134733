import CoreGraphics
import MVCS

/// A colour, as UIKit's: from components or one of the system's, and turned into SwiftUI's
/// with `Color(uiColor:)`.
///
/// ```swift
/// let brand = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
/// Text("Hello").foregroundStyle(Color(uiColor: brand))     // drawn plain
/// Text("Later").foregroundStyle(Color(.secondaryLabel))    // drawn dim
/// ```
///
/// In text a colour shows as SwiftUI's does: the label colours below the primary one and the
/// grays are dim, everything else is drawn in the terminal's own colour.
public final class UIColor: Sendable, Hashable {
  /// The SwiftUI colour this one draws as.
  let color: Color
  /// The components, for comparing colours; nil for a system colour, which is compared by name.
  private let components: [CGFloat]?
  private let name: String?

  private init(name: String, color: Color) {
    self.name = name
    self.color = color
    components = nil
  }

  /// A colour from red, green, blue and opacity, each from 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    components = [red, green, blue, alpha]
    name = nil
  }

  /// A gray from `white` (0 black, 1 white) and opacity.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation, brightness and opacity, each from 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = Self.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
  }

  /// The UIKit colour for SwiftUI's `color`.
  public init(_ color: Color) {
    self.color = color
    components = nil
    name = "\(color)"
  }

  /// This colour at opacity `alpha`; opacity means nothing in text.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    guard let components else { return self }
    return UIColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  /// Two colours are equal when made from the same components or the same system colour.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.components == rhs.components && lhs.name == rhs.name && lhs.color == rhs.color
  }

  /// Hashes the components or the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
    hasher.combine(name)
  }

  private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    let sector = (hue - hue.rounded(.down)) * 6
    let chroma = brightness * saturation
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let base = brightness - chroma
    let (red, green, blue): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, second, 0)
      case 1: (second, chroma, 0)
      case 2: (0, chroma, second)
      case 3: (0, second, chroma)
      case 4: (second, 0, chroma)
      default: (chroma, 0, second)
      }
    return (red + base, green + base, blue + base)
  }

  private static func system(_ name: String, _ color: Color) -> UIColor {
    UIColor(name: name, color: color)
  }

  // Fixed colours.
  /// Black.
  public static let black = system("black", .black)
  /// White.
  public static let white = system("white", .white)
  /// Gray: dim.
  public static let gray = system("gray", .gray)
  /// Dark gray: dim.
  public static let darkGray = system("darkGray", .gray)
  /// Light gray: dim.
  public static let lightGray = system("lightGray", .gray)
  /// Red.
  public static let red = system("red", .red)
  /// Green.
  public static let green = system("green", .green)
  /// Blue.
  public static let blue = system("blue", .blue)
  /// Cyan.
  public static let cyan = system("cyan", .cyan)
  /// Yellow.
  public static let yellow = system("yellow", .yellow)
  /// Magenta.
  public static let magenta = system("magenta", Color("magenta"))
  /// Orange.
  public static let orange = system("orange", .orange)
  /// Purple.
  public static let purple = system("purple", .purple)
  /// Brown.
  public static let brown = system("brown", .brown)
  /// No colour: text in it is drawn as blanks.
  public static let clear = system("clear", .clear)

  // System colours.
  /// The system's red.
  public static let systemRed = system("systemRed", .red)
  /// The system's orange.
  public static let systemOrange = system("systemOrange", .orange)
  /// The system's yellow.
  public static let systemYellow = system("systemYellow", .yellow)
  /// The system's green.
  public static let systemGreen = system("systemGreen", .green)
  /// The system's mint.
  public static let systemMint = system("systemMint", .mint)
  /// The system's teal.
  public static let systemTeal = system("systemTeal", .teal)
  /// The system's cyan.
  public static let systemCyan = system("systemCyan", .cyan)
  /// The system's blue.
  public static let systemBlue = system("systemBlue", .blue)
  /// The system's indigo.
  public static let systemIndigo = system("systemIndigo", .indigo)
  /// The system's purple.
  public static let systemPurple = system("systemPurple", .purple)
  /// The system's pink.
  public static let systemPink = system("systemPink", .pink)
  /// The system's brown.
  public static let systemBrown = system("systemBrown", .brown)
  /// The system's gray: dim.
  public static let systemGray = system("systemGray", .gray)
  /// The system's second gray: dim.
  public static let systemGray2 = system("systemGray2", .gray)
  /// The system's third gray: dim.
  public static let systemGray3 = system("systemGray3", .gray)
  /// The system's fourth gray: dim.
  public static let systemGray4 = system("systemGray4", .gray)
  /// The system's fifth gray: dim.
  public static let systemGray5 = system("systemGray5", .gray)
  /// The system's sixth gray: dim.
  public static let systemGray6 = system("systemGray6", .gray)
  /// The app's tint.
  public static let tintColor = system("tintColor", .accentColor)

  // Label colours.
  /// Text: plain.
  public static let label = system("label", .primary)
  /// Secondary text: dim.
  public static let secondaryLabel = system("secondaryLabel", .secondary)
  /// Tertiary text: dim.
  public static let tertiaryLabel = system("tertiaryLabel", .secondary)
  /// Quaternary text: dim.
  public static let quaternaryLabel = system("quaternaryLabel", .secondary)
  /// A text field's placeholder: dim.
  public static let placeholderText = system("placeholderText", .secondary)
  /// A link.
  public static let link = system("link", .blue)
  /// A separator line: dim.
  public static let separator = system("separator", .gray)
  /// An opaque separator line: dim.
  public static let opaqueSeparator = system("opaqueSeparator", .gray)

  // Backgrounds: the terminal's own.
  /// The background of a screen.
  public static let systemBackground = system("systemBackground", Color("systemBackground"))
  /// The background of what sits on a screen.
  public static let secondarySystemBackground = system(
    "secondarySystemBackground", Color("secondarySystemBackground"))
  /// The background of what sits on that.
  public static let tertiarySystemBackground = system("tertiarySystemBackground", Color("tertiarySystemBackground"))
  /// The background of a grouped list.
  public static let systemGroupedBackground = system("systemGroupedBackground", Color("systemGroupedBackground"))
  /// The background of a grouped list's rows.
  public static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground", Color("secondarySystemGroupedBackground"))
  /// The background of what sits on a grouped list's rows.
  public static let tertiarySystemGroupedBackground = system(
    "tertiarySystemGroupedBackground", Color("tertiarySystemGroupedBackground"))
  /// A thin fill.
  public static let systemFill = system("systemFill", .gray)
  /// A thinner fill.
  public static let secondarySystemFill = system("secondarySystemFill", .gray)
  /// A thinner fill still.
  public static let tertiarySystemFill = system("tertiarySystemFill", .gray)
  /// The thinnest fill.
  public static let quaternarySystemFill = system("quaternarySystemFill", .gray)
}

extension Color {
  /// SwiftUI's colour for UIKit's `color`, drawn as the table on ``UIColor`` says.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }

  /// SwiftUI's colour for UIKit's `color`, drawn as the table on ``UIColor`` says.
  public init(_ color: UIColor) {
    self = color.color
  }
}
