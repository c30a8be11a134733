/// One word of a command after quoting and variables are resolved, with where it began.
public struct Word: Sendable, Equatable {
  public var text: String
  public var location: SourceLocation
  /// Whether any part of the word was quoted; `"-l"` is a word, not an option.
  public var isQuoted: Bool

  public init(_ text: String, at location: SourceLocation, isQuoted: Bool = false) {
    self.text = text
    self.location = location
    self.isQuoted = isQuoted
  }
}
