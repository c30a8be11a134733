import Foundation
import MVCS

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The image API over real HTTP, for `--set image-api=URL`: the red panda service, or a local
/// server in tests.
///
/// Requests run through `runtime.external`, so the shell's `wait` gives them real time
/// rather than moving the virtual clock past them.
@MainActor
final class HTTPImageAPI: ImageAPIClient {
  let baseURL: URL
  private let session: URLSession

  /// `timeout` bounds each request, so a server that never answers cannot hold the app.
  init(baseURL: URL, timeout: TimeInterval = 30) {
    self.baseURL = baseURL
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    session = URLSession(configuration: configuration)
  }

  func get(_ url: URL, environment: AppEnvironment) async throws -> HTTPResponse {
    let session = session
    return try await environment.runtime.external {
      let (body, response) = try await session.data(from: url)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      return HTTPResponse(statusCode: status, body: body)
    }
  }
}
