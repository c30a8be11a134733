/// A text field of a ``PromptViewController``: its label, the placeholder shown while it is
/// empty, the text it starts with, and what it accepts.
///
/// ```swift
/// PromptField(label: "List Name", text: list.name)  // prefilled, for a rename
/// PromptField(label: "Due") { text in _ = try dueDates.parse(text) }  // refuses a bad date as it is typed
/// ```
public struct PromptField: Sendable, Equatable {
  /// The field's label, which `fill` finds it by.
  public var label: String
  /// What the field shows while empty.
  public var placeholder: String
  /// The text typed so far.
  public var text: String
  /// Checks what is typed, as ``TextField/validate(_:)`` does: text it throws for is refused
  /// and the field keeps what it held.
  public var validate: (@MainActor @Sendable (String) throws -> Void)?

  /// A field labelled `label` holding `text`, refusing what `validate` throws for.
  public init(
    label: String, placeholder: String = "", text: String = "",
    validate: (@MainActor @Sendable (String) throws -> Void)? = nil
  ) {
    self.label = label
    self.placeholder = placeholder
    self.text = text
    self.validate = validate
  }

  /// Whether the two fields say and hold the same; their checks are not compared.
  public static func == (lhs: PromptField, rhs: PromptField) -> Bool {
    lhs.label == rhs.label && lhs.placeholder == rhs.placeholder && lhs.text == rhs.text
  }
}
