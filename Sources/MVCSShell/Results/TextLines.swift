import MVCS

/// Data that is a list of texts (completions, log entries, history): each one a line of text, and
/// a JSON array of strings.
///
/// ```swift
/// CommandResult.showing(TextLines(["echo", "exit"]))  // --json: ["echo", "exit"]
/// ```
public struct TextLines: CommandData, Sendable, Equatable {
  /// The texts, in order, as they are (escaped only when printed).
  public var texts: [String]

  /// A list of `texts`.
  public init(_ texts: [String]) {
    self.texts = texts
  }

  /// One line per text, control characters escaped.
  public var lines: [String] { texts.map(\.escapingControlCharacters) }

  /// The texts as a JSON array of strings.
  public var json: JSONValue { .array(texts.map(JSONValue.string)) }
}
