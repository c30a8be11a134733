/// A text field of a ``PromptViewController``: its label, the placeholder shown while it is
/// empty, and the text it starts with.
///
/// ```swift
/// PromptField(label: "List Name", text: list.name)  // prefilled, for a rename
/// ```
public struct PromptField: Sendable, Equatable {
  /// The field's label, which `fill` finds it by.
  public var label: String
  /// What the field shows while empty.
  public var placeholder: String
  /// The text typed so far.
  public var text: String

  /// A field labelled `label` holding `text`.
  public init(label: String, placeholder: String = "", text: String = "") {
    self.label = label
    self.placeholder = placeholder
    self.text = text
  }
}
