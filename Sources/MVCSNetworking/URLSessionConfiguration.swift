import Foundation
import MVCS

/// Foundation's `URLSessionConfiguration` on Linux: what a `URLSession` adds to its requests.
///
/// ```swift
/// let configuration = URLSessionConfiguration.default
/// configuration.httpAdditionalHeaders = ["Accept": "application/json"]
/// let session = URLSession(configuration: configuration)
/// ```
///
/// The headers and the request timeout count; the rest is accepted, as there is no cache,
/// cookie store or connectivity to wait for when answers come from fixtures.
open class URLSessionConfiguration: @unchecked Sendable {
  /// A configuration with no extra header.
  open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
  /// The same here: nothing is ever stored.
  open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }

  /// Headers added to every request that does not set them itself.
  open var httpAdditionalHeaders: [AnyHashable: Any]?
  /// The seconds a live request may wait for data (recording only).
  open var timeoutIntervalForRequest: TimeInterval = 60
  /// The seconds a live exchange may take in all (recording only).
  open var timeoutIntervalForResource: TimeInterval = 604_800
  /// Accepted: a request is answered or fails at once.
  open var waitsForConnectivity = false
  /// Accepted: there is no cache.
  open var requestCachePolicy = URLRequest.CachePolicy.useProtocolCachePolicy
  /// Accepted: there is no cache.
  open var urlCache: AnyObject?
  /// Accepted.
  open var allowsCellularAccess = true
  /// Accepted.
  open var httpMaximumConnectionsPerHost = 6

  /// A configuration with the defaults.
  public init() {}

  /// The headers as strings, sorted by name so they go out in the same order every run.
  var additionalHeaders: [HTTPArchive.Header] {
    (httpAdditionalHeaders ?? [:]).compactMap { key, value in
      guard let name = key.base as? String else { return nil }
      return HTTPArchive.Header(name: name, value: "\(value)")
    }.sorted { $0.name < $1.name }
  }
}
