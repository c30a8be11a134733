import Foundation

// What SwiftUI draws in pixels and a terminal has no cells for: a colour as a view, gradients,
// a frame relative to the container. Each is accepted as SwiftUI declares it and draws nothing,
// so a view that lays out a background of colour or gradient keeps its text.

extension Color: View {
  /// A colour is a primitive view.
  public typealias Body = Never

  /// Draws nothing: a colour fills pixels, and text has none.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] { [] }

  /// Takes no width.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths { LayoutWidths(fixed: 0) }
}

/// Colours along a line, as SwiftUI's `Gradient`: the stops of a ``LinearGradient`` and the
/// others.
public struct Gradient: Sendable, Hashable {
  /// A colour at a place along the gradient, from 0 to 1.
  public struct Stop: Sendable, Hashable {
    /// The colour.
    public var color: Color
    /// Where it stands, from 0 to 1.
    public var location: CGFloat

    /// `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color]) {
    let last = max(1, colors.count - 1)
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
  }
}

/// A gradient as a style or a view: drawn as nothing in text, its text style plain.
@MainActor
public protocol GradientStandIn: ShapeStyle, View where Body == Never {}

extension GradientStandIn {
  /// Plain: a gradient has no emphasis in text.
  public var textStyle: TextStyle { [] }
  /// Draws nothing.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] { [] }
  /// Takes no width.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths { LayoutWidths(fixed: 0) }
}

/// Colours along a line, as SwiftUI's `LinearGradient`; drawn as nothing in text.
public struct LinearGradient: GradientStandIn {
  /// Along `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// Through `colors` from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// Through `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// Colours in rings, as SwiftUI's `RadialGradient`; drawn as nothing in text.
public struct RadialGradient: GradientStandIn {
  /// Along `gradient` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  /// Through `colors` around `center`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  /// Through `stops` around `center`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

/// Colours around a point, as SwiftUI's `AngularGradient`; drawn as nothing in text.
public struct AngularGradient: GradientStandIn {
  /// Along `gradient` around `center`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
  /// Through `colors` around `center`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
  /// Through `stops` around `center`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
}

extension View {
  /// This view; a frame relative to its container is the width it is given, in text.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> Self { self }

  /// This view; a frame worked out from the container's length is the width it is given, in
  /// text, and `length` is not called.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> Self { self }

  /// This view; a frame of `count` columns spanning `span` is the width it is given, in text.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> Self { self }
}
