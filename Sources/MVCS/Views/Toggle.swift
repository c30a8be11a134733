/// A switch between on and off, bound to a `Bool` that lives elsewhere: `[x] Wi-Fi` when on,
/// `[ ] Wi-Fi` when off.
///
/// The shell's `toggle Wi-Fi` flips it, `toggle Wi-Fi on` and `toggle Wi-Fi off` set it, and
/// `expect toggle Wi-Fi on` checks it. A label too long for the line wraps under itself.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $settings.wifi)
/// Toggle("Bluetooth", isOn: $settings.bluetooth).disabled(settings.airplaneMode)
/// Toggle(isOn: $isMuted) { Label("Mute", systemImage: "bell.slash") }
/// ```
public struct Toggle: View {
  /// The toggle's label as views.
  let labelView: any View
  /// Reads and writes whether it is on.
  public var isOn: Binding<Bool>

  /// A toggle titled `title` for `isOn`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    labelView = Text(String(title))
    self.isOn = isOn
  }

  /// A toggle titled by a localized key for `isOn`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(titleKey.text, isOn: isOn)
  }

  /// A toggle labelled by views of your own for `isOn`.
  public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    labelView = label()
    self.isOn = isOn
  }

  /// A toggle titled `title` with an SF Symbol before it, for `isOn`.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    labelView = MVCS.Label(title, systemImage: systemImage)
    self.isOn = isOn
  }

  /// The toggle's label, which the shell finds it by.
  public var label: String { (labelView as? Text)?.content ?? "" }

  /// Draws the box and the label, and records the toggle as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let label = shownLabel(in: context)
    let isOn = self.isOn
    let on = isOn.wrappedValue
    let isEnabled = context.isEnabled
    context.register(
      Control(
        .toggle, label: label, value: Self.word(for: on), isEnabled: isEnabled,
        input: ToggleSwitch { isOn.wrappedValue = $0 }))
    let box = on ? "[x] " : "[ ] "
    let style: TextStyle = isEnabled ? [] : .dim
    let lines = Text.wrap(Control.drawnLabel(label, isEnabled: isEnabled), width: max(1, width - box.count))
    return lines.enumerated().map { index, line in
      RenderedLine((index == 0 ? box : "    ") + line, style: style).prefix(columns: width)
    }
  }

  /// `on` or `off`: the toggle's value as the shell reads and writes it.
  public static func word(for isOn: Bool) -> String { isOn ? "on" : "off" }
}

extension ControlKind {
  /// An on/off switch, which `toggle` flips or sets.
  public static let toggle = ControlKind("toggle")
}

/// How a toggle is driven: set on or off.
public struct ToggleSwitch: ControlInput {
  /// Sets the toggle on (true) or off (false).
  public let set: @MainActor (Bool) -> Void

  /// A switch that hands the new state to `set`.
  public init(set: @escaping @MainActor (Bool) -> Void) {
    self.set = set
  }
}

/// How SwiftUI styles a toggle; every style is drawn `[x] Label` in text.
public enum ToggleStyleKind: Sendable, Hashable {
  case automatic
  case `switch`
  case button
  case checkbox
}

extension View {
  /// The toggles in this view in `style`; every style is drawn the same in text.
  public func toggleStyle(_ style: ToggleStyleKind) -> Self { self }
}
