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

  /// Sends `request` on a thread of its own (``HTTPTransfer``), never blocking the caller's
  /// executor.
  static func perform(_ request: NetworkRequest, timeout: TimeInterval) async -> Result<NetworkResponse, URLError> {
    let transfer = HTTPTransfer(
      method: request.method, url: request.url, headerLines: request.headers.map { "\($0.name): \($0.value)" },
      body: request.body, timeout: timeout, maxBodyBytes: maximumBodyBytes)
    let answer = await transfer.perform()
    if let error = error(answer.failure) { return .failure(error) }
    return .success(
      NetworkResponse(url: request.url, status: answer.status, headers: headers(answer.headerText), body: answer.body))
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
