/// A switch between on and off, bound to a `Bool` that lives elsewhere: `[x] Wi-Fi` when on,
/// `[ ] Wi-Fi` when off.
///
/// The shell's `toggle Wi-Fi` flips it, `toggle Wi-Fi on` and `toggle Wi-Fi off` set it, and
/// `expect toggle Wi-Fi on` checks it. A label too long for the line wraps under itself.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $settings.wifi)
/// Toggle("Bluetooth", isOn: $settings.bluetooth).disabled(settings.airplaneMode)
/// ```
public struct Toggle: View {
  /// The toggle's label, which the shell finds it by.
  public var label: String
  /// Reads and writes whether it is on.
  public var isOn: Binding<Bool>

  /// A toggle labelled `label` for `isOn`.
  public init(_ label: String, isOn: Binding<Bool>) {
    self.label = label
    self.isOn = isOn
  }

  /// Draws the box and the label, and records the toggle as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
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
