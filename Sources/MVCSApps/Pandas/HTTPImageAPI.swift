import Foundation
import MVCS

/// The image API over real HTTP, for `--set image-api=URL`: the red panda service, or a local
/// server in tests.
///
/// Requests go through ``HTTPFetch`` (libcurl, loaded on the first request) inside
/// `runtime.external`, so the shell's `wait` gives them real time rather than moving the
/// virtual clock past them, and the main actor is free while they run.
@MainActor
final class HTTPImageAPI: ImageAPIClient {
  let baseURL: URL
  private let fetch: HTTPFetch

  /// `timeout` bounds each request, so a server that never answers cannot hold the app;
  /// `maxBodyBytes` bounds what one answer may bring (a picture of 32 MiB is far beyond any
  /// the card shows).
  init(baseURL: URL, timeout: TimeInterval = 30, maxBodyBytes: Int = 32 << 20) {
    self.baseURL = baseURL
    fetch = HTTPFetch(timeout: timeout, maxBodyBytes: maxBodyBytes)
  }

  func get(_ url: URL, environment: AppEnvironment) async throws -> HTTPResponse {
    let fetch = fetch
    return try await environment.runtime.external { try await fetch.get(url) }
  }
}
