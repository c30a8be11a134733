import CHTTPFetch
import Foundation

/// One HTTP(S) GET through the system's libcurl, which CHTTPFetch loads on the first request
/// rather than links, so a process that never fetches never loads it (docs/DECISIONS.md,
/// "The libcurl loader").
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
    guard let request = Request() else { throw HTTPFetchError.outOfMemory }
    let address = url.absoluteString
    // curl reads 0 as "no timeout", so the shortest is a millisecond.
    let milliseconds = Int(min(max(timeout * 1000, 1), Double(Int32.max)))
    let limit = max(maxBodyBytes, 0)
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          continuation.resume(returning: request.perform(address, timeoutMilliseconds: milliseconds, maxBytes: limit))
        }
      }
    } onCancel: {
      request.cancel()
    }
    switch outcome {
    case .success(let response): return response
    case .failure(.cancelled): throw CancellationError()
    case .failure(let error): throw error
    }
  }

  /// A CHTTPFetch request: performed once on the transfer's thread, cancelled from any.
  ///
  /// `@unchecked` because the C side makes that sharing safe (an atomic flag, and a mutex
  /// around the transfer it wakes), which Swift cannot see.
  private final class Request: @unchecked Sendable {
    private let pointer: OpaquePointer

    init?() {
      guard let pointer = mvcs_http_request_create() else { return nil }
      self.pointer = pointer
    }

    deinit { mvcs_http_request_free(pointer) }

    func cancel() { mvcs_http_request_cancel(pointer) }

    func perform(_ url: String, timeoutMilliseconds: Int, maxBytes: Int) -> Result<HTTPResponse, HTTPFetchError> {
      var result = mvcs_http_result()
      mvcs_http_get(pointer, url, timeoutMilliseconds, maxBytes, &result)
      defer { mvcs_http_result_free(&result) }
      let message = withUnsafeBytes(of: result.message) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      let failure = HTTPFetchError(result.failure, curlCode: Int(result.curl_code), message: message, limit: maxBytes)
      if let failure { return .failure(failure) }
      // The body's buffer passes to the Data, which frees it: a picture is not copied again.
      guard let bytes = result.body else { return .success(HTTPResponse(statusCode: result.status, body: Data())) }
      result.body = nil
      let body = Data(bytesNoCopy: bytes, count: result.body_length, deallocator: .free)
      return .success(HTTPResponse(statusCode: result.status, body: body))
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
