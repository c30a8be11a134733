import Foundation

/// An outline of lines and curves, as SwiftUI's `Path`.
///
/// What a ``Shape`` of your own is made of. It keeps its elements and knows its bounding
/// rectangle; as a view it draws nothing in text, where a shape has no cells to fill.
///
/// ```swift
/// Path { path in
///   path.move(to: .zero)
///   path.addLine(to: CGPoint(x: 100, y: 0))
///   path.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
///   path.closeSubpath()
/// }
/// ```
public struct Path: Shape, Sendable, Equatable {
  /// One step of an outline, as SwiftUI's `Path.Element`.
  public enum Element: Sendable, Equatable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Back to the subpath's start.
    case closeSubpath
  }

  /// The elements, in order.
  public private(set) var elements: [Element] = []
  /// Where the current subpath began, for `closeSubpath`.
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// The path `callback` draws.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rectangle with rounded corners of `cornerRadius`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle with rounded corners of `cornerSize`.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// An ellipse in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included;
  /// `.null` for an empty path.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let to), .line(let to): points.append(to)
      case .quadCurve(let to, let control): points += [to, control]
      case .curve(let to, let control1, let control2): points += [to, control1, control2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      minX = Swift.min(minX, point.x)
      minY = Swift.min(minY, point.y)
      maxX = Swift.max(maxX, point.x)
      maxY = Swift.max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The point the path ends at, if it has one.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
    case .closeSubpath: subpathStart
    case nil: nil
    }
  }

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) {
    elements.append(.move(to: end))
    subpathStart = end
  }

  /// A straight line to `end`.
  public mutating func addLine(to end: CGPoint) {
    if currentPoint == nil { subpathStart = end }
    elements.append(.line(to: end))
  }

  /// Straight lines through `points`, starting a subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A quadratic curve to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }

  /// A cubic curve to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Back to where the subpath began.
  public mutating func closeSubpath() {
    elements.append(.closeSubpath)
  }

  /// A closed rectangle.
  public mutating func addRect(_ rect: CGRect) {
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Closed rectangles.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// A closed rectangle with rounded corners (kept as its rectangle: corners draw nothing in text).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRect(rect)
  }

  /// An ellipse in `rect`, as four curves.
  public mutating func addEllipse(in rect: CGRect) {
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    // The usual constant for a quarter circle as a cubic curve.
    let k: CGFloat = 0.552_284_749_8
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// An arc of the circle at `center` of `radius`, from `startAngle` to `endAngle`, as lines
  /// through points a degree apart at most.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var sweep = endAngle.radians - startAngle.radians
    // SwiftUI's y axis points down, so "clockwise" sweeps towards smaller angles.
    if clockwise, sweep > 0 { sweep -= 2 * .pi }
    if !clockwise, sweep < 0 { sweep += 2 * .pi }
    let steps = Swift.max(1, Int((abs(sweep) / (.pi / 180)).rounded(.up)))
    for step in 0...steps {
      let angle = startAngle.radians + sweep * Double(step) / Double(steps)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if step == 0, currentPoint == nil { move(to: point) } else { addLine(to: point) }
    }
  }

  /// Another path's elements, after this one's.
  public mutating func addPath(_ path: Path) {
    for element in path.elements {
      switch element {
      case .move(let to): move(to: to)
      case .line(let to): addLine(to: to)
      case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
      case .curve(let to, let c1, let c2): addCurve(to: to, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let to): .move(to: moved(to))
      case .line(let to): .line(to: moved(to))
      case .quadCurve(let to, let control): .quadCurve(to: moved(to), control: moved(control))
      case .curve(let to, let c1, let c2): .curve(to: moved(to), control1: moved(c1), control2: moved(c2))
      case .closeSubpath: .closeSubpath
      }
    }
    path.subpathStart = subpathStart.map(moved)
    return path
  }

  /// Each element, in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  /// The path itself, whatever the rectangle.
  public func path(in rect: CGRect) -> Path { self }
}

/// How a rounded rectangle's corners curve, as SwiftUI's `RoundedCornerStyle`; corners draw
/// nothing in text.
public enum RoundedCornerStyle: Sendable, Hashable {
  case circular
  case continuous
}

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`; outlines draw nothing in text.
public struct StrokeStyle: Sendable, Hashable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// The dash pattern.
  public var dash: [CGFloat]

  /// A stroke `lineWidth` wide.
  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.dash = dash
  }
}

extension StrokeStyle {
  /// How a line ends, as CoreGraphics' `CGLineCap`; nothing in text.
  public enum LineCap: Sendable, Hashable {
    case butt
    case round
    case square
  }

  /// How lines join, as CoreGraphics' `CGLineJoin`; nothing in text.
  public enum LineJoin: Sendable, Hashable {
    case miter
    case round
    case bevel
  }
}

extension Shape {
  /// This shape, outlined with `style`: not drawn in text.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> Self { self }
  /// This shape, outlined with `style` in the foreground style: not drawn in text.
  public func stroke(style: StrokeStyle) -> Self { self }
  /// This shape, filled with `style`: not drawn in text.
  public func fill(style: FillStyle = FillStyle()) -> Self { self }
  /// This shape, its outline from `startFraction` to `endFraction` of its length: not drawn in text.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
  /// This shape rotated by `angle`: not drawn in text.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
  /// This shape scaled: not drawn in text.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
  /// This shape scaled by `scale`: not drawn in text.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
  /// This shape moved by `offset`: not drawn in text.
  public func offset(_ offset: CGSize) -> Self { self }
  /// This shape inset by `amount`: not drawn in text.
  public func inset(by amount: CGFloat) -> Self { self }
}
