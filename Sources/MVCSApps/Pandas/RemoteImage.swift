import Foundation

/// A red panda picture as the app keeps it: where it came from, its size, and its bytes, so a
/// favourite can be shown again without the network.
struct RemoteImage: Codable, Sendable, Equatable, Identifiable {
  var createdAt: Date
  var url: URL
  var width: Int
  var height: Int
  var dataRepresentation: Data

  init(createdAt: Date, url: URL, width: Int, height: Int, dataRepresentation: Data) {
    self.createdAt = createdAt
    self.url = url
    self.width = width
    self.height = height
    self.dataRepresentation = dataRepresentation
  }

  /// The URL: fetching the same picture twice yields one favourite.
  var id: String { url.absoluteString }

  /// A short name for buttons and lines: the file name without its extension.
  var shortName: String { url.deletingPathExtension().lastPathComponent }
}
