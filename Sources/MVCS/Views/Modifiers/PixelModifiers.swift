import Foundation

// Modifiers that change only pixels: accepted so a SwiftUI view compiles unchanged, and drawn
// as nothing in text. docs/FRAMEWORK.md's table lists each with what it does here.

/// A shape a view is clipped to or filled with; every shape draws nothing in text.
public struct AnyShapeKind: Sendable, Hashable {
  /// A rectangle.
  public static let rect = AnyShapeKind()
  /// A circle.
  public static let circle = AnyShapeKind()
  /// A capsule.
  public static let capsule = AnyShapeKind()
  /// A rectangle with rounded corners.
  public static func rect(cornerRadius: CGFloat) -> AnyShapeKind { AnyShapeKind() }
}

/// A shape, as SwiftUI's `Shape`: views clip to it or fill it, and it is drawn as nothing in
/// text, where a shape has no cells to fill.
///
/// A shape of your own describes its outline in `path(in:)`, as in SwiftUI; the path is made
/// and kept (its elements, its bounding rectangle) but not drawn:
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     var path = Path()
///     path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///     path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///     path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///     path.closeSubpath()
///     return path
///   }
/// }
/// ```
@MainActor
public protocol Shape: View, Animatable {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The outline of a built-in shape: the rectangle it is given.
  public func path(in rect: CGRect) -> Path { Path(rect) }
  /// Draws nothing: a shape has no text.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] { [] }
  /// Takes no width.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths { LayoutWidths(fixed: 0) }
  /// This shape; filling draws nothing in text.
  public func fill<S: ShapeStyle>(_ content: S) -> Self { self }
  /// This shape; its outline draws nothing in text.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
  /// This shape, outlined in the foreground style: its edge is not drawn in text.
  public func stroke(lineWidth: CGFloat = 1) -> Self { self }
  /// This shape, outlined inside its edge: its edge is not drawn in text.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> Self {
    self
  }
  /// This shape, outlined inside its edge in the foreground style: not drawn in text.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> Self { self }
}

/// A rectangle.
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}
}

/// A circle.
public struct Circle: Shape {
  /// A circle.
  public init() {}
}

/// A capsule.
public struct Capsule: Shape {
  /// A capsule.
  public init() {}
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  /// A rectangle with corners of `cornerRadius`.
  public init(cornerRadius: CGFloat) {}
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with corners of `cornerRadius`.
  public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}

/// A translucent material behind a view; nothing in text.
public struct Material: ShapeStyle, Sendable, Hashable {
  /// Drawn plain.
  public var textStyle: TextStyle { [] }
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The thinnest material.
  public static let ultraThinMaterial = Material()
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// A thin material.
  public static let thinMaterial = Material()
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The regular material.
  public static let regularMaterial = Material()
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// A thick material.
  public static let thickMaterial = Material()
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { Material() }
  /// A thin material.
  public static var thinMaterial: Material { Material() }
  /// The regular material.
  public static var regularMaterial: Material { Material() }
  /// A thick material.
  public static var thickMaterial: Material { Material() }
}

/// How a view moves in or out; nothing in text.
public struct AnyTransition: Sendable, Hashable {
  /// Fades.
  public static let opacity = AnyTransition()
  /// Slides.
  public static let slide = AnyTransition()
  /// Scales.
  public static let scale = AnyTransition()
  /// Moves in from an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}

extension View {
  /// This view; a background is not drawn in text.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }
  /// This view; a background is not drawn in text.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
  /// This view; a background is not drawn in text.
  @_disfavoredOverload
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> Self { self }
  /// This view; a border is not drawn in text.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> Self { self }
  /// This view; clipping is not drawn in text.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
  /// This view; clipping is not drawn in text.
  public func clipped(antialiased: Bool = false) -> Self { self }
  /// This view; rounded corners are not drawn in text.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
  /// This view; a shadow is not drawn in text.
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  /// This view, or, at an opacity of 0, blanks in its place.
  ///
  /// A view no one can see draws nothing and cannot be touched, though it keeps its room, as
  /// in SwiftUI. Any other opacity draws the view as it is.
  public func opacity(_ opacity: Double) -> ModifiedContent<Self, OpacityModifier> {
    modifier(OpacityModifier(opacity: opacity))
  }
  /// This view; a blur is not drawn in text.
  public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
  /// This view; scaling is not drawn in text.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
  /// This view; rotation is not drawn in text.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
  /// This view; an offset is not drawn in text.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  /// This view; a tint is not drawn in text.
  public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }
  /// This view; a tint is not drawn in text.
  public func tint(_ tint: Color?) -> Self { self }
  /// This view; an accent colour is not drawn in text.
  public func accentColor(_ accentColor: Color?) -> Self { self }
  /// This view; animation does not happen in text.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
  /// This view; animation does not happen in text.
  public func animation(_ animation: Animation?) -> Self { self }
  /// This view; a transition does not happen in text.
  public func transition(_ transition: AnyTransition) -> Self { self }
  /// This view; an aspect ratio means nothing in text.
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> Self { self }
  /// This view; it fits as text does.
  public func scaledToFit() -> Self { self }
  /// This view; it fills as text does.
  public func scaledToFill() -> Self { self }
  /// This view; text is never scaled down.
  public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
  /// This view; its ideal size is what it draws.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Self { self }
  /// This view; a terminal has no safe area.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
  /// This view; a terminal has no safe area.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
  /// This view; a terminal draws in its own colours.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
  /// This view; a content shape changes where taps land, and taps land on controls here.
  public func contentShape<S: Shape>(_ shape: S) -> Self { self }
  /// This view; a text's alignment within its lines is leading in text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
  /// This view; text is cut at its end in text.
  public func truncationMode(_ mode: TruncationMode) -> Self { self }
  /// This view; a control's size is what it draws.
  public func controlSize(_ size: ControlSize) -> Self { self }
  /// This view; an image's scale is a character in text.
  public func imageScale(_ scale: ImageScale) -> Self { self }
  /// This view; a list row's background is not drawn in text.
  public func listRowBackground<V: View>(_ view: V?) -> Self { self }
  /// This view; a list row's separators are not drawn in text.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
  /// This view; a list row's insets are its gutter in text.
  public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
  /// This view; a scroll view's background is not drawn in text.
  public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
  /// This view; there is no keyboard to dismiss in text.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
  /// This view; a status bar is not drawn in text.
  public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
  /// This view; dynamic type means nothing in text.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { self }
  /// This view; the help text is shown on hover, which a terminal has not.
  public func help<S: StringProtocol>(_ text: S) -> Self { self }
  /// This view; hit testing is the controls' own in text.
  public func allowsHitTesting(_ enabled: Bool) -> Self { self }
  /// This view; a button's style is `[Label]` in text.
  public func buttonStyle(_ style: ButtonStyleKind) -> Self { self }
  /// This view; a border shape is not drawn in text.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
  /// This view; the spelling before `ButtonBorderShape`, kept compiling for a release.
  ///
  /// Disfavoured, so `.capsule`, which both types have, means SwiftUI's.
  @available(*, deprecated, message: "pass a ButtonBorderShape: `.rect` is `.roundedRectangle`")
  @_disfavoredOverload
  public func buttonBorderShape(_ shape: AnyShapeKind) -> Self { self }
  /// This view; a text field's style is `[text]` in text.
  public func textFieldStyle(_ style: TextFieldStyleKind) -> Self { self }
  /// This view; a label's style is icon and title in text.
  public func labelStyle(_ style: LabelStyleKind) -> Self { self }

  /// This view with the lines its texts take limited to `limit`, unless a text has its own.
  public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.lineLimit, limit)
  }

  /// Blanks in place of this view, which is kept, with its room, but not shown: none of its
  /// controls can be touched, as nothing hidden can.
  public func hidden() -> ModifiedContent<Self, HiddenModifier> {
    modifier(HiddenModifier())
  }

  /// This view with `content` drawn over it, placed by `alignment`.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ZStack<
    TupleView<(Self, V)>
  > {
    let overlay = content()
    return ZStack(alignment: alignment) {
      self
      overlay
    }
  }

  /// This view with `overlay` over it, as iOS 13's `overlay(_:alignment:)` puts it: a shape's
  /// outline draws nothing, text over the view shows as ``ZStack`` shows it.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ZStack<TupleView<(Self, V)>> {
    ZStack(alignment: alignment) {
      self
      overlay
    }
  }

  /// This view; a style laid over it is not drawn in text.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }
}

/// Keeps a view and its room but shows nothing of it; see ``View/hidden()``.
public struct HiddenModifier: ViewModifier, PrimitiveViewModifier {
  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    context.renderInvisibly(content, width: width)
  }
}

/// Draws a view as it is, or blanks in its place when no one can see it; see
/// ``View/opacity(_:)``.
public struct OpacityModifier: ViewModifier, PrimitiveViewModifier {
  /// From 0, transparent, to 1, opaque.
  let opacity: Double

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    guard opacity <= 0 else { return content.render(width: width, in: context) }
    return context.renderInvisibly(content, width: width)
  }
}

extension RenderContext {
  /// Blanks as wide and as tall as `view` draws, its state kept and none of its controls
  /// registered: a view that is there but cannot be seen (hidden, transparent).
  func renderInvisibly(_ view: any View, width: Int) -> [RenderedLine] {
    // Drawn apart, to know its room; reached off screen, so its state stays.
    let lines = view.render(width: width, in: measuring(height: height))
    let wasOffScreen = isOffScreen
    isOffScreen = true
    defer { isOffScreen = wasOffScreen }
    _ = view.render(width: width, in: self)
    return lines.map { RenderedLine(copies: $0.width, of: " ") }
  }
}

extension EnvironmentValues {
  /// The most lines a text here takes, unless it has a limit of its own.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

/// How a shape is filled; nothing in text.
public struct FillStyle: Sendable, Hashable {
  /// The default fill.
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// A point in a view's unit square; nothing in text.
public struct UnitPoint: Sendable, Hashable {
  /// The point at `x`, `y`.
  public init(x: CGFloat, y: CGFloat) {}
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The origin, the top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle, as SwiftUI's: what rotations and arcs are given in (rotation draws nothing in
/// text; a ``Path``'s arc is made from it).
public struct Angle: Sendable, Hashable, Comparable, AdditiveArithmetic {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// No angle.
  public static let zero = Angle()
  /// No angle.
  public init() { radians = 0 }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// The sum.
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  /// The difference.
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  /// The smaller first.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// How content fills its frame; nothing in text.
public enum ContentMode: Sendable, Hashable {
  case fit
  case fill
}

/// The safe areas a view may ignore; a terminal has none.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
  /// The regions as bits.
  public let rawValue: UInt8
  /// The regions whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Every region.
  public static let all = SafeAreaRegions(rawValue: 3)
  /// The container's.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
}

/// How a text's lines line up; leading in text.
public enum TextAlignment: Sendable, Hashable {
  case leading
  case center
  case trailing
}

/// Where text too long for its line is cut; at the end in text.
public enum TruncationMode: Sendable, Hashable {
  case head
  case middle
  case tail
}

/// A control's size; what it draws in text.
public enum ControlSize: Sendable, Hashable {
  case mini
  case small
  case regular
  case large
  case extraLarge
}

/// An image's scale; a character in text.
public enum ImageScale: Sendable, Hashable {
  case small
  case medium
  case large
}

/// Whether something shows; list separators and backgrounds never do in text.
public enum Visibility: Sendable, Hashable {
  case automatic
  case visible
  case hidden
}

/// The top or bottom edge.
public enum VerticalEdge: Sendable, Hashable {
  case top
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The edges as bits.
    public let rawValue: UInt8
    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both.
    public static let all: Set = [.top, .bottom]
  }
}

/// How scrolling dismisses a keyboard; there is none in text.
public enum ScrollDismissesKeyboardMode: Sendable, Hashable {
  case automatic
  case immediately
  case interactively
  case never
}

/// Text sizes a user chooses; text has one size in a terminal.
public enum DynamicTypeSize: Sendable, Hashable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
}

/// How SwiftUI styles a button; every style is `[Label]` in text.
public enum ButtonStyleKind: Sendable, Hashable {
  case automatic
  case plain
  case borderless
  case bordered
  case borderedProminent
  case link
}

/// How SwiftUI styles a text field; every style is `[text]` in text.
public enum TextFieldStyleKind: Sendable, Hashable {
  case automatic
  case plain
  case roundedBorder
}

/// How SwiftUI styles a label; every style draws icon and title in text.
public enum LabelStyleKind: Sendable, Hashable {
  case automatic
  case iconOnly
  case titleOnly
  case titleAndIcon
}
