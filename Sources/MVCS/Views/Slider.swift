import Foundation

/// A value within a range, moved by steps, as SwiftUI's `Slider`: `Volume: 0.5 [━━━━━●────]`.
///
/// The shell's `step Volume up` (or `down`, and a count) moves it by its step, or by a tenth
/// of its range when it has none; `expect value Volume 0.5` reads it.
///
/// ```swift
/// Slider(value: $volume, in: 0...1) { Text("Volume") }
/// Slider(value: $rating, in: 1...5, step: 1)
/// ```
public struct Slider: View {
  let labelView: any View
  private let fraction: @MainActor () -> Double
  private let shown: @MainActor () -> String
  private let move: @MainActor (String, Int) throws(ControlInputError) -> Void

  /// A slider for `value` within `bounds`, moved by `step` (a tenth of the range by default).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(labelView: EmptyView(), value: value, in: bounds, step: step)
  }

  /// A slider labelled by views of your own for `value` within `bounds`.
  public init<V: BinaryFloatingPoint, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(labelView: label(), value: value, in: bounds, step: step)
  }

  /// A slider labelled by views of your own, with labels for its ends (not drawn in text).
  public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(labelView: label(), value: value, in: bounds, step: step)
  }

  private init<V: BinaryFloatingPoint>(
    labelView: any View, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?
  )
  where V.Stride: BinaryFloatingPoint {
    self.labelView = labelView
    let span = bounds.upperBound - bounds.lowerBound
    let step = step ?? V.Stride(span / 10)
    fraction = {
      span > 0 ? Double((value.wrappedValue - bounds.lowerBound) / span) : 0
    }
    shown = { Self.text(Double(value.wrappedValue)) }
    move = { label, steps throws(ControlInputError) in
      let start = value.wrappedValue
      let moved = start.advanced(by: step * V.Stride(steps))
      let clamped = min(max(moved, bounds.lowerBound), bounds.upperBound)
      guard clamped != start || steps == 0 else {
        throw ControlInputError(
          "slider '\(label)' is at its \(steps < 0 ? "lowest" : "highest") value, \(Self.text(Double(start)))",
          hint: "it goes from \(Self.text(Double(bounds.lowerBound))) to \(Self.text(Double(bounds.upperBound)))")
      }
      value.wrappedValue = clamped
    }
  }

  /// A number as the slider shows it: two decimals at most, no trailing zeros.
  private static func text(_ number: Double) -> String {
    number.formatted(.number.precision(.fractionLength(0...2)).locale(AppEnvironment.defaultLocale))
  }

  /// The cells the track takes.
  private static let track = 10

  /// Draws the label, the value and the track, and records the slider as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let label = context.plainText(of: labelView)
    let value = shown()
    let isEnabled = context.isEnabled
    let move = move
    context.register(
      Control(
        .slider, label: label, value: value, isEnabled: isEnabled,
        input: StepperStep { [label] steps throws(ControlInputError) in try move(label, steps) }))
    let knob = Int((min(1, max(0, fraction())) * Double(Self.track - 1)).rounded())
    let track = String(copies: knob, of: "━") + "●" + String(copies: Self.track - 1 - knob, of: "─")
    let caption = label.isEmpty ? "" : label.escapingControlCharacters + ": "
    return [RenderedLine(caption + value + " [" + track + "]", style: isEnabled ? [] : .dim).prefix(columns: width)]
  }
}

extension ControlKind {
  /// A value within a range, which `step` moves.
  public static let slider = ControlKind("slider")
}
