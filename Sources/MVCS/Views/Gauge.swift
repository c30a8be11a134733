import Foundation

/// A value within a range, as SwiftUI's `Gauge`: its label, a bar filled to the value, and
/// the current value's label, with the range's ends around the bar when they are given.
///
/// ```swift
/// Gauge(value: score, in: 0...10) {
///   Text("Score")
/// } currentValueLabel: {
///   Text("\(Int(score))")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("10")
/// }
/// // Score 0 [##############------] 10 7
/// ```
///
/// Read as a progress view is: `expect value Score 7` compares its current value's label (or
/// the percentage, without one). Every `gaugeStyle` draws the same in text.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  /// A gauge of `value` within `bounds`, with its label, current value's label and the ends'
  /// labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// Draws `Label min [####----] max current`, and records the value as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let title = context.plainText(of: label)
    let current = context.plainText(of: currentValueLabel)
    let percent = "\(Int((fraction * 100).rounded(.down)))%"
    context.register(
      Control(.gauge, label: title, value: current.isEmpty ? percent : current, input: ReadOnlyValue()))
    let minimum = context.plainText(of: minimumValueLabel)
    let maximum = context.plainText(of: maximumValueLabel)
    let before = [title, minimum].filter { !$0.isEmpty }.joined(separator: " ")
    let after = [maximum, current.isEmpty ? percent : current].filter { !$0.isEmpty }.joined(separator: " ")
    let room = width - before.displayWidth - after.displayWidth - 4
    let cells = min(ProgressView.cells, room)
    guard cells >= 3 else { return Text(before + " " + after).render(width: width, in: context) }
    let filled = Int((fraction * Double(cells)).rounded(.down))
    let bar = "[" + String(copies: filled, of: "#") + String(copies: cells - filled, of: "-") + "]"
    let text = [before, bar, after].filter { !$0.isEmpty }.joined(separator: " ")
    return [RenderedLine(text.escapingControlCharacters).prefix(columns: width)]
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` within `bounds`, with its label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` within `bounds`, with its label and its current value's label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension ControlKind {
  /// A gauge: read, never driven, as a progress view.
  public static let gauge = ControlKind("gauge")
}

/// How a gauge is drawn, as SwiftUI's gauge styles; every style is a bar in text.
public struct GaugeStyleKind: Sendable, Hashable {
  let name: String
  /// The platform's.
  public static let automatic = GaugeStyleKind(name: "automatic")
  /// A circle, as a watch complication draws it.
  public static let accessoryCircular = GaugeStyleKind(name: "accessoryCircular")
  /// A circle filled to the value.
  public static let accessoryCircularCapacity = GaugeStyleKind(name: "accessoryCircularCapacity")
  /// A line with a marker.
  public static let accessoryLinear = GaugeStyleKind(name: "accessoryLinear")
  /// A line filled to the value.
  public static let accessoryLinearCapacity = GaugeStyleKind(name: "accessoryLinearCapacity")
  /// A bar filled to the value.
  public static let linearCapacity = GaugeStyleKind(name: "linearCapacity")
}

extension View {
  /// This view; every gauge style is a bar in text.
  public func gaugeStyle(_ style: GaugeStyleKind) -> Self { self }
}
