/// A one-line text input whose text is never shown: `Passcode: [••••      ]`, a `•` for each
/// character typed.
///
/// The shell's `fill Passcode 1234` types into it as into a ``TextField``; the text appears
/// on no screen and in no value the shell shows (`expect value Passcode ••••` compares what
/// the screen shows), nor in `tree --json`, the log, errors, completion or MCP answers; every
/// writer of the line that typed it (the interactive history, `run --echo`, `run --report`,
/// the pending changes and `mvcs review`) shows it with the text as dots, as it shows a
/// `fill` that failed or never ran. Only what needs it to replay keeps it: `record` writes it
/// to the script.
///
/// ```swift
/// SecureField("Passcode", text: $settings.passcode, prompt: "4 digits")
/// ```
public struct SecureField: View {
  /// The field's label, which `fill` finds it by.
  public var label: String
  /// Reads and writes the field's text.
  public var text: Binding<String>
  /// What the field shows while empty.
  public var prompt: String

  /// A secure field labelled `label` editing `text`, showing `prompt` while empty.
  public init(_ label: String, text: Binding<String>, prompt: String = "") {
    self.label = label
    self.text = text
    self.prompt = prompt
  }

  /// A secure field titled `title` editing `text`, showing `prompt` while empty, as SwiftUI's.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(String(title), text: text, prompt: prompt?.content ?? "")
  }

  /// A secure field titled by a localized key editing `text`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(titleKey.text, text: text)
  }

  /// A secure field labelled by views of your own editing `text`.
  public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init((label() as? Text)?.content ?? "", text: text, prompt: prompt?.content ?? "")
  }

  /// Draws the label and a `•` for each character, and records the field as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let text = self.text
    let masked = Self.masked(text.wrappedValue)
    let isEnabled = context.isEnabled
    context.register(
      Control(
        .secureField, label: label, value: masked, placeholder: prompt, isEnabled: isEnabled,
        input: TextEntry { text.wrappedValue = $0 }))
    return [TextField.line(label: label, text: masked, placeholder: prompt, isEnabled: isEnabled, width: width)]
  }

  /// `text` as the field shows it: a `•` for each character.
  public static func masked(_ text: String) -> String {
    String(repeating: "•", count: text.count)
  }
}

extension ControlKind {
  /// A text field that masks what is typed, which `fill` types into.
  public static let secureField = ControlKind("secure field")
}
