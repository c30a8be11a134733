import MVCS

/// Data that is one text (a path, a time): one line of text, and a JSON string.
///
/// ```swift
/// CommandResult.showing(TextValue("/lists"))  // --json: "/lists"
/// ```
public struct TextValue: CommandData, Sendable, Equatable {
  /// The text, as it is (escaped only when printed).
  public var text: String

  /// The data `text`.
  public init(_ text: String) {
    self.text = text
  }

  /// The text on one line, control characters escaped.
  public var lines: [String] { [text.escapingControlCharacters] }

  /// The text as a JSON string.
  public var json: JSONValue { .string(text) }
}
