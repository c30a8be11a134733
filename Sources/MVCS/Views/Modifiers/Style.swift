import Foundation

/// A font, as SwiftUI names them, drawn as text can draw it: titles and headlines bold,
/// captions and footnotes dim, the rest plain.
///
/// ```swift
/// Text("Total").font(.headline)        // bold
/// Text("Updated").font(.caption)       // dim
/// VStack { … }.font(.title)            // every text inside, unless it has a font of its own
/// ```
public struct Font: Sendable, Hashable {
  let style: TextStyle

  /// The largest title: bold.
  public static let largeTitle = Font(style: .bold)
  /// A title: bold.
  public static let title = Font(style: .bold)
  /// A second-level title: bold.
  public static let title2 = Font(style: .bold)
  /// A third-level title: bold.
  public static let title3 = Font(style: .bold)
  /// A headline: bold.
  public static let headline = Font(style: .bold)
  /// A subheadline: plain.
  public static let subheadline = Font(style: [])
  /// Body text: plain.
  public static let body = Font(style: [])
  /// A callout: plain.
  public static let callout = Font(style: [])
  /// A caption: dim.
  public static let caption = Font(style: .dim)
  /// A second caption: dim.
  public static let caption2 = Font(style: .dim)
  /// A footnote: dim.
  public static let footnote = Font(style: .dim)

  /// A system font of `size` points: bold from semibold up.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(style: weight?.style ?? [])
  }

  /// A system font in a text style: that style's font.
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(style: style.style.union(weight?.style ?? []))
  }

  /// A custom font: drawn plain.
  public static func custom(_ name: String, size: CGFloat) -> Font { .body }

  /// This font in bold.
  public func bold() -> Font { Font(style: style.union(.bold)) }
  /// This font in italics.
  public func italic() -> Font { Font(style: style.union(.italic)) }
  /// This font in `weight`.
  public func weight(_ weight: Weight) -> Font { Font(style: style.union(weight.style)) }
  /// This font; monospaced digits are what a terminal has.
  public func monospacedDigit() -> Font { self }
  /// This font; a terminal is monospaced.
  public func monospaced() -> Font { self }

  /// A font's weight: bold from semibold up, plain below.
  public struct Weight: Sendable, Hashable {
    let style: TextStyle
    /// Plain.
    public static let ultraLight = Weight(style: [])
    /// Plain.
    public static let thin = Weight(style: [])
    /// Plain.
    public static let light = Weight(style: [])
    /// Plain.
    public static let regular = Weight(style: [])
    /// Plain.
    public static let medium = Weight(style: [])
    /// Bold.
    public static let semibold = Weight(style: .bold)
    /// Bold.
    public static let bold = Weight(style: .bold)
    /// Bold.
    public static let heavy = Weight(style: .bold)
    /// Bold.
    public static let black = Weight(style: .bold)
  }

  /// A font's design; all look alike in a terminal.
  public enum Design: Sendable, Hashable {
    case `default`
    case serif
    case rounded
    case monospaced
  }
}

/// Something a view is filled or drawn with, as SwiftUI's `ShapeStyle` is; in text only
/// emphasis shows: secondary and tertiary styles, and gray, are dim.
@MainActor
public protocol ShapeStyle {
  /// How text drawn in this style looks.
  var textStyle: TextStyle { get }
}

/// A colour, as SwiftUI names them; in text only gray and the secondary colours show, as dim.
public struct Color: Sendable, Hashable {
  private let name: String
  /// How text in this colour looks.
  public let textStyle: TextStyle

  private init(named name: String, style textStyle: TextStyle = []) {
    self.name = name
    self.textStyle = textStyle
  }

  /// A colour from components: drawn in the terminal's own.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(named: "rgb")
  }

  /// A colour from the app's assets: drawn in the terminal's own.
  public init(_ name: String, bundle: AnyObject? = nil) {
    self.init(named: name)
  }

  /// The primary colour: drawn plain.
  public static let primary = Color(named: "primary")
  /// The secondary colour: drawn dim.
  public static let secondary = Color(named: "secondary", style: .dim)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The app's accent colour: drawn plain.
  public static let accentColor = Color(named: "accent")
  /// Black: drawn in the terminal's own colour.
  public static let black = Color(named: "black")
  /// White: drawn in the terminal's own colour.
  public static let white = Color(named: "white")
  /// Gray: drawn dim.
  public static let gray = Color(named: "gray", style: .dim)
  /// Red: drawn in the terminal's own colour.
  public static let red = Color(named: "red")
  /// Orange: drawn in the terminal's own colour.
  public static let orange = Color(named: "orange")
  /// Yellow: drawn in the terminal's own colour.
  public static let yellow = Color(named: "yellow")
  /// Green: drawn in the terminal's own colour.
  public static let green = Color(named: "green")
  /// Mint: drawn in the terminal's own colour.
  public static let mint = Color(named: "mint")
  /// Teal: drawn in the terminal's own colour.
  public static let teal = Color(named: "teal")
  /// Cyan: drawn in the terminal's own colour.
  public static let cyan = Color(named: "cyan")
  /// Blue: drawn in the terminal's own colour.
  public static let blue = Color(named: "blue")
  /// Indigo: drawn in the terminal's own colour.
  public static let indigo = Color(named: "indigo")
  /// Purple: drawn in the terminal's own colour.
  public static let purple = Color(named: "purple")
  /// Pink: drawn in the terminal's own colour.
  public static let pink = Color(named: "pink")
  /// Brown: drawn in the terminal's own colour.
  public static let brown = Color(named: "brown")
  /// No colour: text in it is drawn as blanks, as it cannot be seen.
  public static let clear = Color(named: "clear", style: .invisible)

  /// This colour; opacity means nothing in text.
  public func opacity(_ opacity: Double) -> Color { self }
}

// A style in an extension, so a colour is made anywhere, as SwiftUI's is: a conformance in the
// declaration would make every colour the main actor's (`Color(name)` in a model's property).
extension Color: ShapeStyle {}

/// The hierarchical styles SwiftUI draws text in: secondary and below are dim.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable, Hashable {
  /// How text in this style looks.
  public let textStyle: TextStyle

  /// The primary style: plain.
  public static let primary = HierarchicalShapeStyle(textStyle: [])
  /// The secondary style: dim.
  public static let secondary = HierarchicalShapeStyle(textStyle: .dim)
  /// The tertiary style: dim.
  public static let tertiary = HierarchicalShapeStyle(textStyle: .dim)
  /// The quaternary style: dim.
  public static let quaternary = HierarchicalShapeStyle(textStyle: .dim)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary style: plain.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary style: dim.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary style: dim.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary style: dim.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  /// Mint: drawn in the terminal's own colour.
  public static var mint: Color { .mint }
  /// Teal: drawn in the terminal's own colour.
  public static var teal: Color { .teal }
  /// Cyan: drawn in the terminal's own colour.
  public static var cyan: Color { .cyan }
  /// Indigo: drawn in the terminal's own colour.
  public static var indigo: Color { .indigo }
  /// Brown: drawn in the terminal's own colour.
  public static var brown: Color { .brown }
  /// No colour: text in it is drawn as blanks.
  public static var clear: Color { .clear }
  /// Red: drawn in the terminal's own colour.
  public static var red: Color { .red }
  /// Orange: drawn in the terminal's own colour.
  public static var orange: Color { .orange }
  /// Yellow: drawn in the terminal's own colour.
  public static var yellow: Color { .yellow }
  /// Green: drawn in the terminal's own colour.
  public static var green: Color { .green }
  /// Blue: drawn in the terminal's own colour.
  public static var blue: Color { .blue }
  /// Purple: drawn in the terminal's own colour.
  public static var purple: Color { .purple }
  /// Pink: drawn in the terminal's own colour.
  public static var pink: Color { .pink }
  /// Gray: drawn dim.
  public static var gray: Color { .gray }
  /// Black: drawn in the terminal's own colour.
  public static var black: Color { .black }
  /// White: drawn in the terminal's own colour.
  public static var white: Color { .white }
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The app's accent colour: drawn plain.
  public static var accentColor: Color { .accentColor }
}

extension EnvironmentValues {
  /// The font texts here are drawn in when they have none of their own.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// How texts here are drawn: the font's and foreground style's emphasis.
  var textStyle: TextStyle {
    (font?.style ?? []).union(self[ForegroundKey.self])
  }

  /// The foreground style's emphasis.
  var foregroundTextStyle: TextStyle {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundKey: EnvironmentKey { static let defaultValue: TextStyle = [] }

extension View {
  /// The texts in this view in `font`, unless they have one of their own.
  public func font(_ font: Font?) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.font, font)
  }

  /// The texts in this view in `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, EnvironmentWriter> {
    transformEnvironment(\.foregroundTextStyle) { $0.formUnion(weight?.style ?? []) }
  }

  /// The texts in this view in bold.
  public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentWriter> {
    transformEnvironment(\.foregroundTextStyle) { if isActive { $0.formUnion(.bold) } }
  }

  /// The texts in this view in italics.
  public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentWriter> {
    transformEnvironment(\.foregroundTextStyle) { if isActive { $0.formUnion(.italic) } }
  }

  /// The texts in this view drawn in `style`: dim for secondary styles and gray.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
    let textStyle = style.textStyle
    return transformEnvironment(\.foregroundTextStyle) { $0.formUnion(textStyle) }
  }

  /// The texts in this view drawn in `primary`; the other levels mean nothing in text.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<
    Self, EnvironmentWriter
  > {
    foregroundStyle(primary)
  }

  /// The texts in this view drawn in `color`: dim for gray and secondary.
  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, EnvironmentWriter> {
    let textStyle = color?.textStyle ?? []
    return transformEnvironment(\.foregroundTextStyle) { $0.formUnion(textStyle) }
  }
}
