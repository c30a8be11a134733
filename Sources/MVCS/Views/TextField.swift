import Foundation

/// A one-line text input bound to a value that lives elsewhere: `Title: [Milk          ]`.
///
/// The field fills the width it is given. Text longer than the box is cut with "…"; a label
/// too long to leave a few columns to type in is cut too. Empty, it shows its placeholder
/// between `‹` and `›` (and dim, with colour), so a placeholder never reads as a value:
/// `Title: [‹Milk›     ]` is empty, `Title: [Milk     ]` holds "Milk". The field registers
/// itself as a ``Control`` driven by ``TextEntry``, so the shell's `fill` can type into it; a
/// disabled field is shown dim, its label marked `⊘ Title: […]`, and takes no typing.
///
/// ```swift
/// TextField("Title", text: $draft.title, prompt: Text("Milk"))
/// TextField("Amount", value: $expense.amount, format: .currency(code: "USD"))
/// TextField("Guests", value: $party.guests, format: .number)
/// TextField("Due", value: $item.due, format: .dateTime.year().month().day())  // a `Date?`: empty is nil
/// ```
///
/// A field with a `format` (a Foundation `ParseableFormatStyle`: integers, decimals,
/// currency, percent, dates) shows the value formatted and reads what is typed with the same
/// format, whole: text it cannot read (`12abc`, `13/45/2026`) is refused with an error that
/// says what the field takes, and the value is left as it was. Numbers and dates are shown
/// and read in one fixed locale, ``RenderContext/locale`` (en_US), and dates in the app's
/// calendar and time zone, so a screen reads the same on every machine.
public struct TextField: View {
  /// The field's label, which `fill` finds it by.
  public var label: String
  /// Reads and writes the field's text; for a field with a format, the formatted value.
  public var text: Binding<String>
  /// What the field shows while empty.
  public var placeholder: String
  /// Whether the field takes text; a disabled field is drawn dim.
  public var isEnabled: Bool
  /// How a field with a format shows its value and reads what is typed; nil for plain text.
  private var reading: FormattedValue?
  /// Text a field with a format accepts, made with it (``FieldSamples``); nil for plain text.
  private var samples: ((Calendar) -> [String])?
  /// What typing must pass before it reaches the binding; see ``validate(_:)``.
  private var check: (@MainActor (String) throws -> Void)?
  /// What pressing return runs besides the `onSubmit` actions: iOS 13's `onCommit`.
  private var commit: (@MainActor () -> Void)?

  /// A field labelled `label` editing `text`.
  public init(label: String, text: Binding<String>, placeholder: String = "", isEnabled: Bool = true) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.isEnabled = isEnabled
  }

  /// A field labelled `label` editing `text`, showing `prompt` while empty.
  public init(_ label: String, text: Binding<String>, prompt: String = "") {
    self.init(label: label, text: text, placeholder: prompt)
  }

  /// A field titled `title` editing `text`, showing `prompt` while empty, as SwiftUI's: the
  /// title is the field's label, which `fill` finds it by.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(label: String(title), text: text, placeholder: prompt?.content ?? "")
  }

  /// A field titled `title` editing `text`; `axis` means nothing in text, where a field is one
  /// line that takes any text.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(label: String(title), text: text, placeholder: prompt?.content ?? "")
  }

  /// A field titled `title` editing `text` that runs `onCommit` when return is pressed in it
  /// (`submit TITLE`), as iOS 13 wrote it; `onEditingChanged` is told nothing in text.
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void
  ) {
    self.init(label: String(title), text: text)
    commit = { onCommit() }
  }

  /// A field titled `title` editing `text`, as iOS 13 wrote it; `onEditingChanged` is told
  /// nothing in text.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
    self.init(label: String(title), text: text)
  }

  /// A field titled by a localized key editing `text`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(label: titleKey.text, text: text)
  }

  /// A field labelled by views of your own editing `text`, showing `prompt` while empty.
  public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: (label() as? Text)?.content ?? "", text: text, placeholder: prompt?.content ?? "")
  }

  /// A field titled `title` editing `value` through `format`, showing `prompt` while empty.
  @_disfavoredOverload
  public init<S: StringProtocol, Format: ParseableFormatStyle>(
    _ title: S, value: Binding<Format.FormatInput>, format: Format, prompt: Text? = nil
  ) where Format.FormatOutput == String {
    self.init(String(title), value: value, format: format, prompt: prompt?.content ?? "")
  }

  /// A field titled `title` editing an optional `value` through `format`: empty text is nil.
  @_disfavoredOverload
  public init<S: StringProtocol, Format: ParseableFormatStyle>(
    _ title: S, value: Binding<Format.FormatInput?>, format: Format, prompt: Text? = nil
  ) where Format.FormatOutput == String {
    self.init(String(title), value: value, format: format, prompt: prompt?.content ?? "")
  }

  /// A field labelled `label` editing `value` through `format`: what is typed is read with
  /// the format, and text it cannot read is refused.
  public init<Format: ParseableFormatStyle>(
    _ label: String, value: Binding<Format.FormatInput>, format: Format, prompt: String = ""
  ) where Format.FormatOutput == String {
    let reading = FormattedValue(format: format, get: { value.wrappedValue }, set: { value.wrappedValue = $0 })
    self.init(label: label, text: reading.text, placeholder: prompt)
    self.reading = reading
    samples = { FieldSamples.texts(format, calendar: $0) }
  }

  /// A field labelled `label` editing an optional `value` through `format`: empty text is nil.
  public init<Format: ParseableFormatStyle>(
    _ label: String, value: Binding<Format.FormatInput?>, format: Format, prompt: String = ""
  ) where Format.FormatOutput == String {
    let reading = FormattedValue(format: format, get: { value.wrappedValue }, set: { value.wrappedValue = $0 })
    self.init(label: label, text: reading.text, placeholder: prompt)
    self.reading = reading
    samples = { FieldSamples.texts(format, calendar: $0) + [""] }
  }

  /// This field refusing text that `check` throws for, as Textual's validators do.
  ///
  /// Typing such text (the shell's `fill`) is an error saying what `check` threw, and the
  /// field keeps what it held. Nil checks nothing.
  ///
  /// ```swift
  /// TextField("Due", text: $draft.due).validate { text in _ = try dueDates.parse(text) }
  /// ```
  public func validate(_ check: (@MainActor (String) throws -> Void)?) -> TextField {
    var field = self
    field.check = check
    return field
  }

  /// Draws the label and the text in a box, and records the field as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let isEnabled = isEnabled && context.isEnabled
    let shown: String
    var entry: TextEntry
    if let reading {
      let calendar = context.calendar
      shown = reading.shown(calendar)
      entry = TextEntry { [label] typed throws(ControlInputError) in try reading.enter(typed, label, calendar) }
      entry.samples = { [samples] in samples?(calendar) ?? [] }
      entry.isFormatted = true
    } else {
      let text = self.text
      let check = check
      shown = text.wrappedValue
      entry = TextEntry { typed throws(ControlInputError) in
        do {
          try check?(typed)
        } catch {
          throw ControlInputError("\(error)")
        }
        text.wrappedValue = typed
      }
      entry.isChecked = check != nil
    }
    entry.submit = commit
    context.register(
      Control(.textField, label: label, value: shown, placeholder: placeholder, isEnabled: isEnabled, input: entry))
    return [Self.line(label: label, text: shown, placeholder: placeholder, isEnabled: isEnabled, width: width)]
  }

  /// The fewest columns the box keeps for text, taken from the label when space is short.
  private static let minimumBoxColumns = 3

  /// `Label: [text     ]` in `width` columns: the text as given (masked, for a secure
  /// field), or the placeholder marked `‹…›` when the text is empty.
  static func line(label: String, text: String, placeholder: String, isEnabled: Bool, width: Int) -> RenderedLine {
    let caption = caption(label, isEnabled: isEnabled, width: width)
    let box = max(0, width - caption.displayWidth - 2)
    let value = text.escapingControlCharacters
    let isPlaceholder = value.isEmpty && !placeholder.isEmpty
    let shown = (isPlaceholder ? Self.marked(placeholder) : value).truncated(toColumns: box)
    let fieldStyle: TextStyle = isEnabled ? [] : .dim
    var line = RenderedLine(caption + "[", style: fieldStyle)
    line.append(shown, style: isPlaceholder || !isEnabled ? .dim : [])
    line.append(copies: box - shown.displayWidth, of: " ", style: fieldStyle)
    line.append("]", style: fieldStyle)
    return line.prefix(columns: width)
  }

  /// A placeholder as an empty field shows it, `‹Milk›`: marked, so it never reads as text
  /// typed into the field, with colour or without.
  static func marked(_ placeholder: String) -> String {
    "‹" + placeholder.escapingControlCharacters + "›"
  }

  /// `Label: ` (`⊘ Label: ` disabled), cut to leave the box its minimum, or nothing when
  /// there is no room for it.
  private static func caption(_ label: String, isEnabled: Bool, width: Int) -> String {
    let caption = Control.caption(label, isEnabled: isEnabled)
    guard !caption.isEmpty else { return "" }
    let room = width - 2 - Self.minimumBoxColumns
    if caption.displayWidth <= room { return caption }
    guard room >= 3 else { return "" }
    return String(caption.dropLast(2)).truncated(toColumns: room - 2) + ": "
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
  /// Text the field accepts, in its format, for a field that reads a value.
  ///
  /// Ordinary numbers or dates written as the field shows them; none for plain text. What
  /// `mvcs explore` types into it most of the time.
  public var samples: @MainActor () -> [String] = { [] }
  /// Whether the field reads what is typed with a format, so it shows the value read rather
  /// than the text typed.
  public var isFormatted = false
  /// Whether the field checks what is typed before taking it (``TextField/validate(_:)``).
  public var isChecked = false
  /// What pressing return in the field runs: its `onSubmit` actions, or its `onCommit`; nil
  /// when nothing is.
  public var submit: (@MainActor () -> Void)?

  /// An entry that hands what is typed to `enter`.
  public init(enter: @escaping @MainActor (String) throws(ControlInputError) -> Void) {
    self.enter = enter
  }

  /// This entry with `before` run first each time text is typed, and everything else it says
  /// of its field (its samples, whether it is formatted or checked) kept.
  func running(before: @escaping @MainActor () -> Void) -> TextEntry {
    let enter = self.enter
    var entry = TextEntry { text throws(ControlInputError) in
      before()
      try enter(text)
    }
    entry.samples = samples
    entry.isFormatted = isFormatted
    entry.isChecked = isChecked
    entry.submit = submit
    return entry
  }
}
