import Foundation

/// A value SwiftUI interpolates between two states, as `Animatable` is: a shape or a modifier
/// that declares its `animatableData`.
///
/// Nothing moves in text: a change is drawn at its end state, as a finished animation is. A
/// view of yours that conforms compiles and draws as it is.
///
/// ```swift
/// struct Wave: Shape {
///   var phase: Double
///   var animatableData: Double {
///     get { phase }
///     set { phase = newValue }
///   }
///   func path(in rect: CGRect) -> Path { Path { $0.move(to: .zero) } }
/// }
/// ```
@MainActor
public protocol Animatable {
  /// The type of the value that is interpolated.
  associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
  /// The value that is interpolated.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to interpolate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A value that can be added, subtracted and scaled: what an animation interpolates, as
/// SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Nothing to interpolate, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable, Hashable {
  /// Nothing.
  public init() {}
  /// Nothing.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// Nothing.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// Nothing.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// Nothing to scale.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}

/// Two interpolated values as one, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// The pair of `first` and `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both zero.
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  /// Each added.
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// Each subtracted.
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Each scaled.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of the two.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}

extension Animation {
  /// This animation repeated for ever, back and forth unless `autoreverses` is false: drawn at
  /// its end state in text, as every animation is.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  /// This animation repeated `repeatCount` times: drawn at its end state.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// This animation after `delay` seconds: drawn at its end state, at once.
  public func delay(_ delay: TimeInterval) -> Animation { self }
  /// This animation `speed` times as fast: drawn at its end state.
  public func speed(_ speed: Double) -> Animation { self }
  /// A spring lasting `duration` seconds with `bounce`.
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    .spring
  }
  /// A spring of `stiffness` and `damping`.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { .spring }
  /// A spring for interactive changes.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { .spring }
  /// A bouncy spring lasting `duration` seconds.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  /// A smooth spring lasting `duration` seconds.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  /// A snappy spring lasting `duration` seconds.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
  /// A Bézier timing curve lasting `duration` seconds.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { .easeInOut }
}
