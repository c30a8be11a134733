/// How toggles look, as SwiftUI's `ToggleStyle`: a style of your own makes each toggle's view
/// from its label and state, and the toggle shows that view's words after its box.
///
/// ```swift
/// struct Knob: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label
///       Spacer()
///       Capsule().foregroundColor(configuration.isOn ? .green : .gray)
///     }
///     .onTapGesture { configuration.isOn.toggle() }
///   }
/// }
///
/// @State private var computer = false
///
/// Toggle("Computer", isOn: $computer).toggleStyle(Knob())   // [ ] Computer, `toggle Computer`
/// ```
///
/// A toggle is still a toggle, named by its own label: `toggle` flips it, and what its style's
/// view does with a tap is not a second control.
@MainActor
public protocol ToggleStyle {
  /// The view a toggle of this style is.
  associatedtype Body: View
  /// What a toggle of this style is made of.
  typealias Configuration = ToggleStyleConfiguration
  /// The view of a toggle whose label and state are `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` makes a toggle from: its label, and whether it is on.
@MainActor
public struct ToggleStyleConfiguration {
  /// A toggle's label, as a view the style places.
  public typealias Label = ButtonStyleConfiguration.Label

  /// The toggle's label.
  public let label: Label
  let binding: Binding<Bool>

  /// Whether the toggle is on; setting it sets the app's value.
  public var isOn: Bool {
    get { binding.wrappedValue }
    nonmutating set { binding.wrappedValue = newValue }
  }

  /// Whether the toggle stands for values both on and off: never, for one `Bool`.
  public var isMixed: Bool { false }
}

/// A switch, as on iOS: `[x] Label` in text.
public struct SwitchToggleStyle: ToggleStyle {
  /// The switch style.
  public init() {}
  /// The switch style tinted `tint`; colours are the terminal's.
  public init(tint: Color) {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The platform's style: a switch, `[x] Label` in text.
public struct DefaultToggleStyle: ToggleStyle {
  /// The default style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that stays pressed while on: `[x] Label` in text.
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension View {
  /// The toggles in this view made by `style`, as SwiftUI's `toggleStyle(_:)`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.toggleStyleBody) { configuration in style.makeBody(configuration: configuration) }
  }
}

extension EnvironmentValues {
  /// What makes the toggles here, from a ``ToggleStyle`` of the app's; nil for `[x] Label`.
  var toggleStyleBody: (@MainActor (ToggleStyleConfiguration) -> any View)? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: (@MainActor (ToggleStyleConfiguration) -> any View)? { nil }
}

extension Toggle {
  /// The words the toggle shows after its box: its label's, or those of the view its style
  /// makes, drawn apart from the screen so the style's own gestures are not controls.
  func shownLabel(in context: RenderContext) -> String {
    guard let style = context.environment.toggleStyleBody else { return context.plainText(of: labelView) }
    let styled = style(ToggleStyleConfiguration(label: .init(content: labelView), binding: isOn))
    let (lines, _) = context.measuring(height: nil).renderWhole(styled)
    return RenderContext.words(of: lines)
  }
}
