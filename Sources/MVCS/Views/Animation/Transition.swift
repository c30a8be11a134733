import Foundation

extension AnyTransition {
  /// No transition: the view appears and leaves at once, as every view does in text.
  public static let identity = AnyTransition()
  /// Moves in from `edge` while the view it replaces moves out.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// Moves by `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
  /// Moves by `x` and `y` points.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  /// Scales from `scale`, about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// `insertion` as the view appears and `removal` as it leaves: in text, at once both ways.
  ///
  /// ```swift
  /// Text("Right!").transition(.asymmetric(insertion: .scale, removal: .opacity))
  /// ```
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
  /// A transition made of `active` and `identity`, two states of a modifier.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// An identifier for views whose geometry is matched across a change, as SwiftUI's
/// `Namespace`: `@Namespace private var cards`.
///
/// Each `@Namespace` gives its view one id for as long as the view stays at its place, as
/// SwiftUI does; `matchedGeometryEffect(id:in:)` accepts it and draws the view where it
/// stands, since nothing moves between two places in text.
@MainActor
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let token: ObjectIdentifier
  }

  private let location = NamespaceLocation()

  /// A namespace for the view that declares it.
  public init() {}

  /// The namespace's id: its view place's, once the view is drawn.
  public var wrappedValue: ID { ID(token: ObjectIdentifier(location.token ?? location)) }
}

extension Namespace: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int, in context: RenderContext) {
    location.token = node.slot(at: slot) { NamespaceLocation() }
    slot += 1
  }
}

/// What a namespace's id is made from: one object per view place.
@MainActor
private final class NamespaceLocation {
  var token: NamespaceLocation?
}

/// Which of a view's geometry `matchedGeometryEffect` matches, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
  /// The properties as bits.
  public let rawValue: UInt32
  /// The properties whose bits are set in `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Where it stands.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// How big it is.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// This view, its geometry matched with the views of `id` in `namespace` across a change:
  /// in text each is drawn where it stands, as at the end of the animation.
  ///
  /// ```swift
  /// @Namespace private var cards
  /// Text("Ace").matchedGeometryEffect(id: "ace", in: cards)
  /// ```
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> Self { self }

  /// This view, bouncing when `axes` scroll past their ends as `behavior` says: a terminal's
  /// scrolling does not bounce.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
}

/// When a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`; scrolling
/// never bounces in text.
public struct ScrollBounceBehavior: Sendable, Hashable {
  let name: String
  /// The platform's way.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}
