import Foundation
import MVCS

/// Where the Pandas app's requests go: the built-in offline source, or a real HTTP server.
///
/// Implementations wait through the environment's runtime, so the shell sees the work: the
/// offline source sleeps on the app's clock (`clock advance` shows progress), the HTTP client
/// marks its requests as external (`wait` gives them real time).
@MainActor
protocol ImageAPIClient: AnyObject {
  /// The API's root; `<baseURL>/random/json` describes a random picture.
  var baseURL: URL { get }
  /// Performs a GET and returns the status code and the body, whatever the status.
  func get(_ url: URL, environment: AppEnvironment) async throws -> HTTPResponse
}

/// What a GET returned.
struct HTTPResponse: Sendable, Equatable {
  var statusCode: Int
  var body: Data
}
