/// One word of a command after quoting and variables are resolved, with where it began.
public struct Word: Sendable, Equatable {
  /// The word after quotes, escapes and variables are resolved.
  public var text: String
  /// Where the word begins, for errors that point at it.
  public var location: SourceLocation
  /// Whether any part of the word was quoted; `"-l"` is a word, not an option.
  public var isQuoted: Bool

  /// A word `text` beginning at `location`.
  public init(_ text: String, at location: SourceLocation, isQuoted: Bool = false) {
    self.text = text
    self.location = location
    self.isQuoted = isQuoted
  }
}
