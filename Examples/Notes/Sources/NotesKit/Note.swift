/// A note: a title and some text, kept in the `notes` Store under its id.
public struct Note: Codable, Sendable, Equatable {
  /// `note-N`, one more than the highest in use when it was written.
  public var id: String
  /// What the list shows; never empty.
  public var title: String
  /// Any text, shown whole on the note's screen and by its first line in the list.
  public var text: String

  /// A note with these values.
  public init(id: String, title: String, text: String) {
    self.id = id
    self.title = title
    self.text = text
  }
}
