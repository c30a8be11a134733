import Foundation

/// A value moved up and down by a step within a range, bound to a value that lives
/// elsewhere: `Guests: 2 (-/+)`.
///
/// The shell's `step Guests up` (or `down`, and a count, `step Guests up 3`) moves it; a
/// step past either end stops there, and a step that cannot move it at all is an error that
/// says which end it is at. The value is shown as Swift prints it, or with `format` (in the
/// fixed locale, ``RenderContext/locale``).
///
/// ```swift
/// Stepper("Guests", value: $party.guests, in: 1...10)
/// Stepper("Volume", value: $settings.volume, in: 0...1, step: 0.1, format: .percent)
/// ```
public struct Stepper: View {
  /// The stepper's label, which the shell finds it by.
  public var label: String
  /// The value as shown.
  private let shown: @MainActor () -> String
  /// Moves the value by a number of steps (negative: down); see ``StepperStep``.
  private let move: @MainActor (String, Int) throws(ControlInputError) -> Void

  /// A stepper labelled `label` moving `value` by `step` within `bounds`, shown as Swift
  /// prints the value.
  public init<Value: Strideable>(
    _ label: String, value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1
  ) {
    self.init(label, value: value, in: bounds, step: step, show: { "\($0)" })
  }

  /// A stepper labelled `label` moving `value` by `step` within `bounds`, shown with `format`.
  public init<Value: Strideable, Format: FormatStyle>(
    _ label: String, value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1, format: Format
  ) where Format.FormatInput == Value, Format.FormatOutput == String {
    let format = format.locale(RenderContext.locale)
    self.init(label, value: value, in: bounds, step: step, show: { format.format($0) })
  }

  private init<Value: Strideable>(
    _ label: String, value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride,
    show: @escaping @MainActor (Value) -> String
  ) {
    self.label = label
    shown = { show(value.wrappedValue) }
    move = { label, steps throws(ControlInputError) in
      let start = value.wrappedValue
      var current = start
      for _ in 0..<steps.magnitude {
        let next = current.advanced(by: steps < 0 ? -step : step)
        guard bounds.contains(next) else { break }
        current = next
      }
      guard current != start || steps == 0 else {
        let end = steps < 0 ? "lowest" : "highest"
        throw ControlInputError(
          "stepper '\(label)' is at its \(end) value, \(show(start))",
          hint: "it goes from \(show(bounds.lowerBound)) to \(show(bounds.upperBound))")
      }
      value.wrappedValue = current
    }
  }

  /// Draws the label, the value and `(-/+)`, and records the stepper as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let value = shown()
    let isEnabled = context.isEnabled
    let move = move
    context.register(
      Control(
        .stepper, label: label, value: value, isEnabled: isEnabled,
        input: StepperStep { [label] steps throws(ControlInputError) in try move(label, steps) }))
    let text = Control.caption(label, isEnabled: isEnabled) + value.escapingControlCharacters + " (-/+)"
    return Text.wrap(text, width: max(1, width)).map {
      RenderedLine($0, style: isEnabled ? [] : .dim).prefix(columns: width)
    }
  }
}

extension ControlKind {
  /// A value stepped up and down, which `step` moves.
  public static let stepper = ControlKind("stepper")
}

/// How a stepper is driven: moved a number of steps, up (positive) or down (negative).
///
/// Moving stops at the ends of the range; a move that cannot change the value at all
/// throws, saying which end the value is at.
public struct StepperStep: ControlInput {
  /// Moves by this many steps.
  public let step: @MainActor (Int) throws(ControlInputError) -> Void

  /// A step that hands the count to `step`.
  public init(step: @escaping @MainActor (Int) throws(ControlInputError) -> Void) {
    self.step = step
  }
}
