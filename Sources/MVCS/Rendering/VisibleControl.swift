/// What kind of control a ``Control`` is, as messages and listings name it: `button`,
/// `toggle`, `text field`.
///
/// Each view that draws a control declares its kind in its own file:
///
/// ```swift
/// extension ControlKind {
///   /// An on/off switch.
///   public static let toggle = ControlKind("toggle")
/// }
/// ```
public struct ControlKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's name, in lower-case words: `text field`.
  public let name: String

  /// A kind named `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// The name.
  public var description: String { name }
}

/// How a user drives a control: pressed, typed into, switched, chosen from, stepped.
///
/// A control carries one input, and each of the shell's verbs acts on the controls whose
/// input it knows (`tap` on a ``ButtonPress``, `fill` on a ``TextEntry``), so a new kind of
/// control driven as an existing one is driven (a slider steps, a date field takes text)
/// needs no new verb. The input holds what acting does, as closures over the view's
/// bindings; it is kept in the render cache, so capture view controllers weakly in them.
@MainActor
public protocol ControlInput {}

/// Why a control refused what a user gave it: text a typed field cannot read, a number out
/// of a stepper's range.
///
/// The shell prints it at the word that gave it.
public struct ControlInputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong, in one line.
  public var message: String
  /// What would be right, if that helps.
  public var hint: String?

  /// An error saying `message`, with `hint`.
  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  /// The message.
  public var description: String { message }
}

/// A control as a view draws it: its kind, its label, the value it shows and how a user
/// drives it.
///
/// A view that draws a control registers it with the context it draws in, which adds the
/// view controller whose body is drawn as its owner:
///
/// ```swift
/// context.register(
///   Control(.toggle, label: "Wi-Fi", value: isOn ? "on" : "off", input: ToggleSwitch { isOn = $0 }))
/// ```
@MainActor
public struct Control {
  /// What kind of control it is.
  public var kind: ControlKind
  /// The label a user names it by: a button's text, a field's or a toggle's label.
  public var label: String
  /// The value as the screen shows it: a field's text (masked for a secure field), `on` or
  /// `off`, the chosen option, a stepper's number; nil for a control without one, a button.
  public var value: String?
  /// What the control shows while it holds nothing; a field may be named by it too.
  public var placeholder: String
  /// The options a user chooses among, in order: a picker's.
  public var choices: [String]
  /// Whether it takes input; a disabled control is drawn dim.
  public var isEnabled: Bool
  /// How a user drives it.
  public var input: any ControlInput
  /// The name it keeps while its value changes.
  ///
  /// Its label, less the value when the label shows it (see ``named(_:)``), or what
  /// `accessibilityLabel` says. The shell finds the control by it as by its label; coverage
  /// and `explore` know the control by it.
  public var name: String
  /// Whether it has the keyboard, as a `FocusState` says.
  public var isFocused = false
  /// Whether it was drawn inside an element of a ``ForEach`` (a row of a stack, a card of a
  /// grid): one of as many as the data has, told apart only by the data, which coverage and
  /// `explore` count as one control.
  public var isRepeated = false

  /// A control of `kind` labelled `label`, driven by `input`.
  public init(
    _ kind: ControlKind, label: String, value: String? = nil, placeholder: String = "", choices: [String] = [],
    isEnabled: Bool = true, input: any ControlInput
  ) {
    self.kind = kind
    self.label = label
    self.value = value
    self.placeholder = placeholder
    self.choices = choices
    self.isEnabled = isEnabled
    self.input = input
    name = label
  }

  /// This control known by `name` too: a name that stays while its label shows a value that
  /// changes.
  public func named(_ name: String) -> Control {
    var named = self
    named.name = name
    return named
  }

  /// The names a user may call it by: its label, its name, and its placeholder when it has one.
  public var names: [String] {
    var names = [label]
    if name != label { names.append(name) }
    if !placeholder.isEmpty, placeholder != label { names.append(placeholder) }
    return names
  }

  /// What a disabled control's label follows wherever the control is drawn, `⊘ Wi-Fi`, as
  /// VoiceOver says "dimmed" after a disabled SwiftUI control: a disabled control is also dim,
  /// but the mark reads without colour (a CI log, an agent), as a placeholder's `‹…›` does.
  public static let disabledMark = "⊘"

  /// `label` as a control draws it: escaped, after ``disabledMark`` when the control takes
  /// no input (the mark alone for a control without a label).
  public static func drawnLabel(_ label: String, isEnabled: Bool) -> String {
    let escaped = label.escapingControlCharacters
    if isEnabled { return escaped }
    return escaped.isEmpty ? disabledMark : disabledMark + " " + escaped
  }

  /// `Label: ` before a control's value, ``drawnLabel(_:isEnabled:)`` with a colon; nothing for
  /// an enabled control without a label.
  public static func caption(_ label: String, isEnabled: Bool) -> String {
    let drawn = drawnLabel(label, isEnabled: isEnabled)
    if drawn.isEmpty { return "" }
    return label.isEmpty ? drawn + " " : drawn + ": "
  }
}

/// A control on a rendered screen, with the view controller whose body drew it: what the
/// shell's verbs find by label and act on.
///
/// It reads as the ``Control`` it holds (`control.label`, `control.value`):
///
/// ```swift
/// let screen = Renderer(width: 40).render(root)
/// let button = screen.controls(.button).first { $0.label == "++" }
/// if let press = button?.input(as: ButtonPress.self) {
///   try button?.owner.action(named: press.actionName)?()
/// }
/// ```
@MainActor
@dynamicMemberLookup
public struct VisibleControl {
  /// The control as its view registered it.
  public let control: Control
  /// The view controller whose body drew it: a button runs this one's actions.
  public let owner: ViewController

  /// The control's own properties: `visible.label`, `visible.isEnabled`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Control, Value>) -> Value {
    control[keyPath: keyPath]
  }

  /// The control's input as `type`, or nil when the control is driven another way.
  public func input<Input: ControlInput>(as type: Input.Type) -> Input? {
    control.input as? Input
  }
}
