import CHTTPFetch
import Foundation
import MVCSNetworking

/// One HTTP(S) GET through the system's libcurl (MVCSNetworking's `HTTPTransfer`, over
/// CHTTPFetch, which loads it on the first request rather than links, so a process that never
/// fetches never loads it: docs/DECISIONS.md, "The libcurl loader").
///
/// The transfer blocks a thread of its own, never the caller's executor: the main actor keeps
/// drawing while a slow server thinks, and cancelling the calling task ends the transfer at
/// once with a `CancellationError`.
///
/// ```swift
/// let fetch = HTTPFetch(timeout: 30, maxBodyBytes: 32 << 20)
/// let response = try await fetch.get(URL(string: "http://127.0.0.1:8080/random/json")!)
/// // response.statusCode, whatever it is, and response.body
/// ```
struct HTTPFetch: Sendable {
  /// The most time the whole exchange may take, redirects included, as URLSession's
  /// resource timeout bounds it.
  var timeout: TimeInterval
  /// The largest body read; a larger one is ``HTTPFetchError/tooLarge(limit:)``.
  var maxBodyBytes: Int

  /// GETs `url`, following redirects between http and https URLs, and returns the last
  /// answer's status and body, whatever the status.
  func get(_ url: URL) async throws -> HTTPResponse {
    let limit = max(maxBodyBytes, 0)
    let answer = await HTTPTransfer.get(url.absoluteString, timeout: timeout, maxBodyBytes: limit).perform()
    switch HTTPFetchError(answer.failure, curlCode: answer.curlCode, message: answer.message, limit: limit) {
    case nil: return HTTPResponse(statusCode: answer.status, body: answer.body)
    case .cancelled: throw CancellationError()
    case let error?: throw error
    }
  }
}

/// Why a GET brought no answer, in the classes ``FetchFailure`` has sentences for.
enum HTTPFetchError: Error, Equatable {
  /// libcurl could not be loaded; the loader's reason.
  case libcurlMissing(String)
  case cannotConnect
  case hostNotFound
  case notConnectedToNetwork
  case connectionLost
  case timedOut
  /// Not an http or https address, or a redirect to one that is not.
  case unsupportedURL
  /// TLS failed; curl's reason (an expired or untrusted certificate, …).
  case insecureConnection(String)
  case cancelled
  case unreadableAnswer
  case tooManyRedirects
  /// The body is larger than `limit` bytes.
  case tooLarge(limit: Int)
  case outOfMemory
  /// Anything else, as curl's code and message.
  case other(curlCode: Int, message: String)

  /// The error for a CHTTPFetch result, or nil when it succeeded.
  init?(_ failure: mvcs_http_failure, curlCode: Int, message: String, limit: Int) {
    switch failure {
    case MVCS_HTTP_OK: return nil
    case MVCS_HTTP_LIBRARY_MISSING: self = .libcurlMissing(message)
    case MVCS_HTTP_CANNOT_CONNECT: self = .cannotConnect
    case MVCS_HTTP_HOST_NOT_FOUND: self = .hostNotFound
    case MVCS_HTTP_NOT_CONNECTED: self = .notConnectedToNetwork
    case MVCS_HTTP_CONNECTION_LOST: self = .connectionLost
    case MVCS_HTTP_TIMED_OUT: self = .timedOut
    case MVCS_HTTP_UNSUPPORTED_URL: self = .unsupportedURL
    case MVCS_HTTP_INSECURE: self = .insecureConnection(message)
    case MVCS_HTTP_CANCELLED: self = .cancelled
    case MVCS_HTTP_UNREADABLE_ANSWER: self = .unreadableAnswer
    case MVCS_HTTP_TOO_MANY_REDIRECTS: self = .tooManyRedirects
    case MVCS_HTTP_TOO_LARGE: self = .tooLarge(limit: limit)
    case MVCS_HTTP_OUT_OF_MEMORY: self = .outOfMemory
    default: self = .other(curlCode: curlCode, message: message)
    }
  }
}
