/// A text input of several lines, bound to a string that lives elsewhere, drawn in a box
/// titled with its label.
///
/// ```swift
/// TextEditor("Notes", text: $item.notes, prompt: "Anything to remember")
/// ```
/// draws, at width 24:
/// ```text
/// ┌─ Notes ──────────────┐
/// │ Milk, the organic    │
/// │ one                  │
/// └──────────────────────┘
/// ```
/// Lines break at the text's newlines and wrap at words. Empty, it shows its prompt marked
/// `‹…›`, as a ``TextField`` does. The shell's `fill Notes "first\nsecond"` replaces its
/// text; `\n` in double quotes breaks a line.
public struct TextEditor: View {
  /// The editor's label, which `fill` finds it by.
  public var label: String
  /// Reads and writes the text.
  public var text: Binding<String>
  /// What it shows while empty.
  public var prompt: String

  /// An editor for `text`, as SwiftUI's: without a label of its own, it is found by what
  /// `accessibilityLabel(_:)` says, or by its place (`fill #0 …`).
  public init(text: Binding<String>) {
    self.init("", text: text)
  }

  /// An editor labelled `label` for `text`, showing `prompt` while empty.
  public init(_ label: String, text: Binding<String>, prompt: String = "") {
    self.label = label
    self.text = text
    self.prompt = prompt
  }

  /// Draws the text in a box titled with the label, and records the editor as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let text = self.text
    let value = text.wrappedValue
    let isEnabled = context.isEnabled
    context.register(
      Control(
        .textEditor, label: label, value: value, placeholder: prompt, isEnabled: isEnabled,
        input: TextEntry { text.wrappedValue = $0 }))
    let shown =
      value.isEmpty
      ? Text(prompt.isEmpty ? "" : TextField.marked(prompt), style: .dim)
      : Text(value, style: isEnabled ? [] : .dim)
    return Box(title: Control.drawnLabel(label, isEnabled: isEnabled)) { shown }.render(width: width, in: context)
  }
}

extension ControlKind {
  /// A text input of several lines, which `fill` types into.
  public static let textEditor = ControlKind("text editor")
}
