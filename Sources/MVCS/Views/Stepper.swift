import Foundation

/// A value moved up and down by a step, bound to a value that lives elsewhere, as SwiftUI's
/// `Stepper`: its label, then `(-/+)`.
///
/// The shell's `step Guests up` (or `down`, and a count, `step Guests up 3`) moves it; a step
/// past either end stops there, and a step that cannot move it at all is an error that says
/// which end it is at. `expect value Guests 2` reads the value.
///
/// ```swift
/// Stepper("Guests: \(party.guests)", value: $party.guests, in: 1...10)   // Guests: 2 (-/+)
/// Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
/// Stepper("Volume", value: $settings.volume, in: 0...1, step: 0.1, format: .percent)  // Volume: 50% (-/+)
/// ```
///
/// SwiftUI shows what the label says and nothing more; so does mvcs when the label shows the
/// value, as most do (`8 hours`), or a number of its own (`20 questions`, for a stepper that
/// moves an index into counts). A label without a number (`Volume`) is followed by the value,
/// as Swift prints it or with `format` (in the app's locale), so a screen never hides what a
/// stepper holds. A label that shows the value changes with it, so the stepper is also found
/// by a name that stays: its label without the value (`step hours up` for `8 hours`), without
/// its numbers (`questions`), or `stepper` when nothing else is left; coverage and `explore`
/// know it by that name, and `accessibilityLabel(_:)` names it outright.
public struct Stepper: View {
  /// The stepper's label as views.
  let labelView: any View
  /// The value as shown, in an environment's locale.
  private let shown: @MainActor (FormattingEnvironment) -> String
  /// The value as a number, to find it in the label.
  private let number: @MainActor () -> Double?
  /// Moves the value by a number of steps (negative: down); see ``StepperStep``.
  private let move: @MainActor (String, Int) throws(ControlInputError) -> Void

  /// A stepper titled `title` moving `value` by `step` within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(labelView: Text(String(title)), value: value, in: bounds, step: step, show: Self.plain)
  }

  /// A stepper titled by a localized key moving `value` by `step` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(labelView: Text(titleKey), value: value, in: bounds, step: step, show: Self.plain)
  }

  /// A stepper titled by a localized key moving `value` by `step`, without bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(labelView: Text(titleKey), value: value, in: nil, step: step, show: Self.plain)
  }

  /// A stepper labelled by views of your own moving `value` by `step` within `bounds`.
  public init<V: Strideable, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(labelView: label(), value: value, in: bounds, step: step, show: Self.plain)
  }

  /// A stepper titled `title` moving `value` by `step`, without bounds.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(labelView: Text(String(title)), value: value, in: nil, step: step, show: Self.plain)
  }

  /// A stepper labelled by views of your own moving `value` by `step`, without bounds.
  public init<V: Strideable, Label: View>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(labelView: label(), value: value, in: nil, step: step, show: Self.plain)
  }

  /// A stepper titled `title` moving `value` by `step` within `bounds`, the value written
  /// with `format`.
  public init<S: StringProtocol, F: FormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(
      labelView: Text(String(title)), value: value, in: bounds, step: step,
      show: { value, environment in FormatStyleInEnvironment.format(value, with: format, in: environment) })
  }

  /// A stepper titled `title` whose buttons run `onIncrement` and `onDecrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(labelView: Text(String(title)), onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper labelled by views of your own whose buttons run `onIncrement` and `onDecrement`.
  public init<Label: View>(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(labelView: label(), onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper labelled by views of your own whose buttons run `onIncrement` and
  /// `onDecrement`, as iOS 13 wrote it: the closures first, the label last, so a trailing
  /// closure is the label.
  ///
  /// ```swift
  /// Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }) {
  ///   Text("Count: \(count)")
  /// }
  /// ```
  public init<Label: View>(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(labelView: label(), onIncrement: onIncrement, onDecrement: onDecrement)
  }

  private init(labelView: any View, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
    self.labelView = labelView
    shown = { _ in "" }
    number = { nil }
    move = { label, steps throws(ControlInputError) in
      guard let action = steps < 0 ? onDecrement : onIncrement else {
        throw ControlInputError("stepper '\(label)' cannot go \(steps < 0 ? "down" : "up")")
      }
      for _ in 0..<steps.magnitude { action() }
    }
  }

  private init<V: Strideable>(
    labelView: any View, value: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride,
    show: @escaping @MainActor (V, FormattingEnvironment) -> String
  ) {
    self.labelView = labelView
    shown = { environment in show(value.wrappedValue, environment) }
    number = { Self.number(value.wrappedValue) }
    move = { label, steps throws(ControlInputError) in
      let start = value.wrappedValue
      var current = start
      for _ in 0..<steps.magnitude {
        let next = current.advanced(by: steps < 0 ? -step : step)
        if let bounds, !bounds.contains(next) { break }
        current = next
      }
      guard current != start || steps == 0 else {
        let end = steps < 0 ? "lowest" : "highest"
        let hint = bounds.map {
          "it goes from \(show($0.lowerBound, FormattingEnvironment())) to \(show($0.upperBound, FormattingEnvironment()))"
        }
        throw ControlInputError(
          "stepper '\(label)' is at its \(end) value, \(show(start, FormattingEnvironment()))", hint: hint)
      }
      value.wrappedValue = current
    }
  }

  /// `value` as a stepper without a format shows it: a whole number as Swift prints it, a
  /// fraction as `.number` writes it in the app's locale (`4`, `8.25`; `8,25` in de_DE), as a
  /// label written with `value.formatted()` or `Text(value, format: .number)` shows it.
  private static func plain<V>(_ value: V, in environment: FormattingEnvironment) -> String {
    guard let floating = value as? any BinaryFloatingPoint else { return "\(value)" }
    let number = Double(floating)
    guard number.isFinite else { return "\(value)" }
    return FormatStyleInEnvironment.format(number, with: FloatingPointFormatStyle<Double>.number, in: environment)
  }

  /// `value` as a number, when it is one.
  private static func number<V>(_ value: V) -> Double? {
    switch value {
    case let integer as any BinaryInteger: Double(integer)
    case let floating as any BinaryFloatingPoint: Double(floating)
    default: nil
    }
  }

  /// The stepper's label, which the shell finds it by.
  public var label: String { (labelView as? Text)?.content ?? "" }

  /// Draws the label, the value when the label does not show it, and `(-/+)`, and records
  /// the stepper as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let label = context.plainText(of: labelView)
    let value = shown(context.formatting)
    let isEnabled = context.isEnabled
    let move = move
    let showsValue = ControlName.label(label, shows: value, number: number())
    // One name whatever the value, so flows, coverage and explore know one stepper.
    context.register(
      Control(
        .stepper, label: label, value: value, isEnabled: isEnabled,
        input: StepperStep { [label] steps throws(ControlInputError) in try move(label, steps) }
      ).named(ControlName.steppedName(label, value: value, number: number())))
    let drawn = Control.drawnLabel(label, isEnabled: isEnabled)
    let separator = label.isEmpty ? (drawn.isEmpty ? "" : " ") : ": "
    // A label that shows a number shows what the stepper means (`20 questions` for the third
    // of its counts): drawn as it is, as iOS draws it.
    let shownValue =
      showsValue || value.isEmpty || label.contains(where: \.isNumber)
      ? "" : separator + value.escapingControlCharacters
    let text = drawn + shownValue + (drawn.isEmpty && shownValue.isEmpty ? "" : " ") + "(-/+)"
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
