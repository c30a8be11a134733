import Foundation

/// A red panda picture as the app keeps it: where it came from, its size, and its bytes, so a
/// favourite can be shown again without the network.
public struct RemoteImage: Codable, Sendable, Equatable, Identifiable {
  public var createdAt: Date
  public var url: URL
  public var width: Int
  public var height: Int
  public var dataRepresentation: Data

  public init(createdAt: Date, url: URL, width: Int, height: Int, dataRepresentation: Data) {
    self.createdAt = createdAt
    self.url = url
    self.width = width
    self.height = height
    self.dataRepresentation = dataRepresentation
  }

  /// The URL: fetching the same picture twice yields one favourite.
  public var id: String { url.absoluteString }

  /// A short name for buttons and lines: the file name without its extension.
  public var shortName: String { url.deletingPathExtension().lastPathComponent }
}
