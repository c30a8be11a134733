/// A note: a title and some text, kept in the `notes` Store under its id.
public struct Note: Codable, Sendable, Equatable {
  public var id: String
  public var title: String
  public var text: String

  public init(id: String, title: String, text: String) {
    self.id = id
    self.title = title
    self.text = text
  }
}
