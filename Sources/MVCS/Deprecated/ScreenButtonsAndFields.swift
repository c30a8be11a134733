// The 0.1.0 spelling of a screen's buttons and fields, kept compiling for one release: the
// screen now lists every kind of control in one list (`controls`, `controls(.button)`), which
// these read. CHANGELOG.md, "Removed", says how to move.

/// A button as it appears on a rendered screen: what it says, who owns it, what it does.
///
/// ```swift
/// let button = Renderer(width: 40).render(root).controls(.button).first { $0.label == "++" }
/// ```
@available(*, deprecated, message: "use VisibleControl: `screen.controls(.button)`")
@MainActor
public struct VisibleButton {
  /// The text on the button.
  public let label: String
  /// The action the button runs on its owner.
  public let actionName: String
  /// The view controller whose body drew the button.
  public let owner: ViewController
  /// Whether tapping the button does anything.
  public let isEnabled: Bool
}

/// A text field as it appears on a rendered screen, with the binding typing writes to.
///
/// ```swift
/// let field = Renderer(width: 40).render(root).controls(.textField).first { $0.label == "Title" }
/// ```
@available(*, deprecated, message: "use VisibleControl: `screen.controls(.textField)`")
@MainActor
public struct VisibleField {
  /// The field's label, which `fill` finds it by.
  public let label: String
  /// What the field shows while empty.
  public let placeholder: String
  /// The view controller whose body drew the field.
  public let owner: ViewController
  /// Reads the field's text and types into it, as `fill` does.
  public let binding: Binding<String>
  /// Whether the field takes text.
  public let isEnabled: Bool
}

/// The buttons and fields among `controls`, as 0.1.0 listed them.
@MainActor
@available(*, deprecated)
enum LegacyControls {
  static func buttons(_ controls: [VisibleControl]) -> [VisibleButton] {
    controls.compactMap { visible in
      guard let press = visible.input(as: ButtonPress.self) else { return nil }
      return VisibleButton(
        label: visible.control.label, actionName: press.actionName, owner: visible.owner,
        isEnabled: visible.control.isEnabled)
    }
  }

  static func fields(_ controls: [VisibleControl]) -> [VisibleField] {
    controls.compactMap { visible in
      guard let entry = visible.input(as: TextEntry.self) else { return nil }
      let shown = visible.control.value ?? ""
      let binding = Binding<String>(
        get: { shown }, set: { text in MainActor.assumeIsolated { try? entry.enter(text) } })
      return VisibleField(
        label: visible.control.label, placeholder: visible.control.placeholder, owner: visible.owner,
        binding: binding, isEnabled: visible.control.isEnabled)
    }
  }
}

extension RenderedScreen {
  /// The buttons on screen, in drawing order.
  @available(*, deprecated, message: "use `controls(.button)`")
  public var buttons: [VisibleButton] { LegacyControls.buttons(controls) }
  /// The text fields on screen, in drawing order.
  @available(*, deprecated, message: "use `controls(.textField)`")
  public var fields: [VisibleField] { LegacyControls.fields(controls) }
}

extension RenderContext {
  /// The buttons registered so far, in drawing order.
  @available(*, deprecated, message: "use `controls`, filtered by kind")
  public var buttons: [VisibleButton] { LegacyControls.buttons(controls) }
  /// The text fields registered so far, in drawing order.
  @available(*, deprecated, message: "use `controls`, filtered by kind")
  public var fields: [VisibleField] { LegacyControls.fields(controls) }
}
