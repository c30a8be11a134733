/// A text field of a ``PromptViewController``: its label, the placeholder shown while it is
/// empty, and the text it starts with.
///
/// ```swift
/// PromptField(label: "List Name", text: list.name)  // prefilled, for a rename
/// ```
public struct PromptField: Sendable, Equatable {
  public var label: String
  public var placeholder: String
  public var text: String

  public init(label: String, placeholder: String = "", text: String = "") {
    self.label = label
    self.placeholder = placeholder
    self.text = text
  }
}
