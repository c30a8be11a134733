/// A one-line text input bound to a string that lives elsewhere: `Title: [Milk          ]`.
///
/// The field fills the width it is given. Empty, it shows its placeholder dim; text longer
/// than the box is cut with "…". A label too long to leave a few columns to type in is cut
/// too. The field registers itself as a ``Control`` driven by ``TextEntry``, so the shell's
/// `fill` can type into it; a disabled field is shown dim and takes no typing.
///
/// ```swift
/// TextField(
///     label: "Title",
///     text: Binding(get: { [unowned model] in model.draft }, set: { [unowned model] in model.draft = $0 }),
///     placeholder: "Milk")
/// ```
public struct TextField: View {
  /// The field's label, which `fill` finds it by.
  public var label: String
  /// Reads and writes the field's text.
  public var text: Binding<String>
  /// What the field shows while empty.
  public var placeholder: String
  /// Whether the field takes text; a disabled field is drawn dim.
  public var isEnabled: Bool

  /// The fewest columns the box keeps for text, taken from the label when space is short.
  private static let minimumBoxColumns = 3

  /// A field labelled `label` editing `text`.
  public init(label: String, text: Binding<String>, placeholder: String = "", isEnabled: Bool = true) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.isEnabled = isEnabled
  }

  /// Draws the label and the text in a box, and records the field as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let text = self.text
    let typed = text.wrappedValue
    context.register(
      Control(
        .textField, label: label, value: typed, placeholder: placeholder, isEnabled: isEnabled,
        input: TextEntry { text.wrappedValue = $0 }))
    let caption = caption(width: width)
    let box = max(0, width - caption.displayWidth - 2)
    let value = typed.escapingControlCharacters
    let shown = (value.isEmpty ? placeholder.escapingControlCharacters : value).truncated(toColumns: box)
    let fieldStyle: TextStyle = isEnabled ? [] : .dim
    var line = RenderedLine(caption + "[", style: fieldStyle)
    line.append(shown, style: value.isEmpty || !isEnabled ? .dim : [])
    line.append(String(copies: box - shown.displayWidth, of: " ") + "]", style: fieldStyle)
    return [line.prefix(columns: width)]
  }

  /// `Label: `, cut to leave the box its minimum, or nothing when there is no room for it.
  private func caption(width: Int) -> String {
    guard !label.isEmpty else { return "" }
    let room = width - 2 - Self.minimumBoxColumns
    let caption = label.escapingControlCharacters + ": "
    if caption.displayWidth <= room { return caption }
    guard room >= 3 else { return "" }
    return label.escapingControlCharacters.truncated(toColumns: room - 2) + ": "
  }
}

extension ControlKind {
  /// A one-line text field, which `fill` types into.
  public static let textField = ControlKind("text field")
}

/// How a text field is driven: text typed into it replaces what it holds.
///
/// A field that reads what is typed (a number, a date) throws ``ControlInputError`` for text
/// it cannot read, and keeps its value.
public struct TextEntry: ControlInput {
  /// Takes `text` as typed.
  public let enter: @MainActor (String) throws(ControlInputError) -> Void

  /// An entry that hands what is typed to `enter`.
  public init(enter: @escaping @MainActor (String) throws(ControlInputError) -> Void) {
    self.enter = enter
  }
}
