/// How buttons look, as SwiftUI's `ButtonStyle`: a style of your own makes each button's view
/// from its label, and the button shows that view's text between its brackets.
///
/// ```swift
/// struct Pill: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding()
///       .background(.blue)
///   }
/// }
///
/// Button("Start") { startGame() }.buttonStyle(Pill())   // [Start], tapped as `tap Start`
/// ```
///
/// A button is still named by its own label, and `isPressed` is false: a tap in text has no
/// moment held down.
@MainActor
public protocol ButtonStyle {
  /// The view a button of this style is.
  associatedtype Body: View
  /// What a button of this style is made of.
  typealias Configuration = ButtonStyleConfiguration
  /// The view of a button whose label and state are `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` makes a button from: its label, its role, whether it is pressed.
@MainActor
public struct ButtonStyleConfiguration {
  /// A button's label, as a view the style places.
  public struct Label: View {
    let content: any View

    /// Draws the button's label.
    public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
      content.render(width: width, in: context)
    }

    /// The label's widths.
    public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
      content.layoutWidths(offered: width, in: context)
    }
  }

  /// What pressing the button means, when it is not an ordinary button.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the button is held down: never, in text.
  public let isPressed: Bool
}

/// How buttons look and are triggered, as SwiftUI's `PrimitiveButtonStyle`.
///
/// A style of your own calls `configuration.trigger()` itself. In text a tap triggers the
/// button as any other, and the style's view gives the text between its brackets.
@MainActor
public protocol PrimitiveButtonStyle {
  /// The view a button of this style is.
  associatedtype Body: View
  /// What a button of this style is made of.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The view of a button whose label is `configuration`'s.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` makes a button from: its label and role, and a way to
/// trigger it.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view the style places.
  public typealias Label = ButtonStyleConfiguration.Label
  /// What pressing the button means, when it is not an ordinary button.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: @MainActor () -> Void

  /// Runs the button's action.
  public func trigger() { action() }
}

/// The system's button styles, as SwiftUI names them; each draws `[Label]` in text.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn as its label alone: `[Label]` in text.
public struct PlainButtonStyle: ButtonStyle {
  /// The style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button without a border: `[Label]` in text.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button with a border: `[Label]` in text.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A prominent button with a border: `[Label]` in text.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension View {
  /// The buttons in this view made by `style`, as SwiftUI's `buttonStyle(_:)`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.buttonStyleBody) { configuration in style.makeBody(configuration: configuration) }
  }

  /// The buttons in this view made by `style`, which triggers them itself.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.buttonStyleBody) { configuration in
      style.makeBody(
        configuration: PrimitiveButtonStyleConfiguration(role: configuration.role, label: configuration.label) {})
    }
  }
}

extension EnvironmentValues {
  /// What makes the buttons here, from a ``ButtonStyle`` of the app's; nil for `[Label]`.
  var buttonStyleBody: (@MainActor (ButtonStyleConfiguration) -> any View)? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: (@MainActor (ButtonStyleConfiguration) -> any View)? { nil }
}
