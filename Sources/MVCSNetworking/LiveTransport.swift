import CHTTPFetch
import Foundation
import MVCS

/// A request sent to a live server through the system's libcurl, which CHTTPFetch loads on the
/// first request rather than links: only `network record` goes live, so a process that replays
/// fixtures or makes no request never loads it.
///
/// ```swift
/// let request = NetworkRequest(method: "GET", url: "http://127.0.0.1:8080/menu.json")
/// let answer = await LiveTransport.perform(request, timeout: 60)
/// // .success(NetworkResponse), or .failure(URLError(.cannotConnectToHost))
/// ```
enum LiveTransport {
  /// The largest body recorded: an answer beyond it fails as too large.
  static let maximumBodyBytes = 64 << 20

  /// Sends `request` on a thread of its own, never blocking the caller's executor.
  static func perform(_ request: NetworkRequest, timeout: TimeInterval) async -> Result<NetworkResponse, URLError> {
    guard let transfer = Transfer() else { return .failure(URLError(.cannotLoadFromNetwork)) }
    // curl reads 0 as "no timeout", so the shortest is a millisecond.
    let milliseconds = Int(min(max(timeout * 1000, 1), Double(Int32.max)))
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          continuation.resume(returning: transfer.perform(request, timeoutMilliseconds: milliseconds))
        }
      }
    } onCancel: {
      transfer.cancel()
    }
  }

  /// A CHTTPFetch request: performed once on its thread, cancelled from any.
  ///
  /// `@unchecked` because the C side makes that sharing safe (an atomic flag, and a mutex
  /// around the transfer it wakes), which Swift cannot see.
  private final class Transfer: @unchecked Sendable {
    private let pointer: OpaquePointer

    init?() {
      guard let pointer = mvcs_http_request_create() else { return nil }
      self.pointer = pointer
    }

    deinit { mvcs_http_request_free(pointer) }

    func cancel() { mvcs_http_request_cancel(pointer) }

    func perform(_ request: NetworkRequest, timeoutMilliseconds: Int) -> Result<NetworkResponse, URLError> {
      var result = mvcs_http_result()
      defer { mvcs_http_result_free(&result) }
      let lines = request.headers.compactMap { strdup("\($0.name): \($0.value)") }
      defer {
        for line in lines { free(line) }
      }
      let pointers = lines.map { UnsafePointer($0) }
      let body = request.body.map { [UInt8]($0) }
      pointers.withUnsafeBufferPointer { headers in
        if let body {
          body.withUnsafeBufferPointer { bytes in
            mvcs_http_perform(
              pointer, request.method, request.url, headers.baseAddress, headers.count, bytes.baseAddress, bytes.count,
              timeoutMilliseconds, maximumBodyBytes, &result)
          }
        } else {
          mvcs_http_perform(
            pointer, request.method, request.url, headers.baseAddress, headers.count, nil, 0, timeoutMilliseconds,
            maximumBodyBytes, &result)
        }
      }
      if let error = Self.error(result.failure) { return .failure(error) }
      let received = result.body.map { Data(bytes: $0, count: result.body_length) } ?? Data()
      let headerText =
        result.headers.map {
          String(decoding: UnsafeRawBufferPointer(start: $0, count: result.headers_length), as: UTF8.self)
        } ?? ""
      return .success(
        NetworkResponse(url: request.url, status: result.status, headers: Self.headers(headerText), body: received))
    }

    /// The header lines `Name: value`, in the order the server sent them.
    static func headers(_ text: String) -> [HTTPArchive.Header] {
      text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }).compactMap { line in
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return HTTPArchive.Header(
          name: String(line[..<colon]), value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
      }
    }

    /// The URLError Foundation gives for each kind of failure.
    static func error(_ failure: mvcs_http_failure) -> URLError? {
      switch failure {
      case MVCS_HTTP_OK: nil
      case MVCS_HTTP_CANNOT_CONNECT: URLError(.cannotConnectToHost)
      case MVCS_HTTP_HOST_NOT_FOUND: URLError(.cannotFindHost)
      case MVCS_HTTP_NOT_CONNECTED: URLError(.notConnectedToInternet)
      case MVCS_HTTP_CONNECTION_LOST: URLError(.networkConnectionLost)
      case MVCS_HTTP_TIMED_OUT: URLError(.timedOut)
      case MVCS_HTTP_UNSUPPORTED_URL: URLError(.unsupportedURL)
      case MVCS_HTTP_INSECURE: URLError(.secureConnectionFailed)
      case MVCS_HTTP_CANCELLED: URLError(.cancelled)
      case MVCS_HTTP_UNREADABLE_ANSWER: URLError(.cannotParseResponse)
      case MVCS_HTTP_TOO_MANY_REDIRECTS: URLError(.httpTooManyRedirects)
      case MVCS_HTTP_TOO_LARGE: URLError(.dataLengthExceedsMaximum)
      default: URLError(.cannotLoadFromNetwork)
      }
    }
  }
}
