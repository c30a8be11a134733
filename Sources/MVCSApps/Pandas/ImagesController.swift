import Foundation
import MVCS

/// The service behind the Pandas screens: fetches random pictures from the image API and
/// keeps favourites in the images store.
///
/// Not a view controller; screens share one.
@MainActor
final class ImagesController {
  /// What a fetch is doing now, for the card's progress line.
  enum Phase: Equatable, Sendable {
    case describing
    case downloading(URL)
  }

  let store: Store<RemoteImage>
  let client: any ImageAPIClient
  private let environment: AppEnvironment
  /// Where screens start the work that uses this controller, so the shell waits for it.
  var runtime: Runtime { environment.runtime }

  init(store: Store<RemoteImage>, client: any ImageAPIClient, environment: AppEnvironment) {
    self.store = store
    self.client = client
    self.environment = environment
  }

  /// Asks the API for a random picture, then downloads its bytes.
  ///
  /// Does not save it.
  func fetchImage(progress: (Phase) -> Void = { _ in }) async throws -> RemoteImage {
    progress(.describing)
    let description = try await client.get(
      client.baseURL.appendingPathComponent("random").appendingPathComponent("json"), environment: environment)
    guard description.statusCode == 200 else { throw ImagesError.unexpectedStatusCode(description.statusCode) }
    guard let info = try? JSONDecoder().decode(RandomImageInfo.self, from: description.body),
      let url = URL(string: info.url), info.width > 0, info.height > 0
    else { throw ImagesError.badData }
    progress(.downloading(url))
    let download = try await client.get(url, environment: environment)
    guard download.statusCode == 200 else { throw ImagesError.unexpectedStatusCode(download.statusCode) }
    guard !download.body.isEmpty else { throw ImagesError.badData }
    return RemoteImage(
      createdAt: environment.clock.now, url: url, width: info.width, height: info.height,
      dataRepresentation: download.body)
  }

  func saveImage(_ image: RemoteImage) async throws {
    try await store.insert(image)
  }

  func removeImage(_ image: RemoteImage) async throws {
    try await store.remove(image)
  }

  func clearAllImages() async throws {
    try await store.removeAll()
  }

  /// The favourites, newest first, as the carousel shows them: the store keeps insertion
  /// order, which survives a relaunch where equal timestamps would not decide.
  var favorites: [RemoteImage] { store.items.reversed() }

  func isSaved(_ image: RemoteImage) -> Bool {
    store.items.contains { $0.id == image.id }
  }
}

/// The API's description of a random picture: `{width, height, key, url}`.
struct RandomImageInfo: Codable, Sendable {
  var width: Int
  var height: Int
  var key: String
  var url: String
}
