/// A note: a title and some text, pinned or not, with a tag, kept in the `notes` Store under
/// its id.
public struct Note: Codable, Sendable, Equatable {
  /// `note-N`, one more than the highest in use when it was written.
  public var id: String
  /// What the list shows; never empty.
  public var title: String
  /// Any text, shown whole on the note's screen and by its first line in the list.
  public var text: String
  /// Whether the note is pinned; its screen's "Pinned" toggle.
  public var isPinned: Bool
  /// What the note is about; its screen's "Tag" picker.
  public var tag: NoteTag

  /// A note with these values.
  public init(id: String, title: String, text: String, isPinned: Bool = false, tag: NoteTag = .none) {
    self.id = id
    self.title = title
    self.text = text
    self.isPinned = isPinned
    self.tag = tag
  }

  /// Reads a stored note; one written before notes had a pin and a tag is unpinned, untagged.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    text = try container.decode(String.self, forKey: .text)
    isPinned = try container.decodeIfPresent(Bool.self, forKey: .isPinned) ?? false
    tag = try container.decodeIfPresent(NoteTag.self, forKey: .tag) ?? .none
  }

  /// How many words the text has: what the list's total counts.
  public var wordCount: Int {
    text.split(whereSeparator: \.isWhitespace).count
  }
}

/// What a note is about.
public enum NoteTag: String, Codable, Sendable, CaseIterable {
  case none, work, home

  /// As the picker shows it.
  var title: String { rawValue.capitalized }
}
