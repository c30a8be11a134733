import CHTTPFetch
import Foundation

/// One HTTP(S) exchange through the system's libcurl, which CHTTPFetch loads on the first
/// request rather than links, so a process that never sends one never loads it: the one door
/// to CHTTPFetch for `network record` (``LiveTransport``) and for Pandas' image client.
///
/// The transfer blocks a thread of its own, never the caller's executor, and cancelling the
/// calling task ends it at once (its answer's failure is `MVCS_HTTP_CANCELLED`). It is
/// bounded: the whole exchange by `timeout`, redirects included, and the body by
/// `maxBodyBytes` (past it, `MVCS_HTTP_TOO_LARGE`).
///
/// ```swift
/// let answer = await HTTPTransfer.get("http://127.0.0.1:8080/random/json", timeout: 30, maxBodyBytes: 1 << 20)
///   .perform()
/// // answer.failure == MVCS_HTTP_OK: answer.status, answer.headerLines, answer.body
/// ```
package struct HTTPTransfer: Sendable {
  /// The method, `GET` or any other.
  package var method: String
  /// The address, http or https.
  package var url: String
  /// The request's header lines, `Name: value`.
  package var headerLines: [String] = []
  /// The request's body, if any.
  package var body: Data?
  /// The most time the whole exchange may take, redirects included.
  package var timeout: TimeInterval
  /// The largest body read; a negative bound reads as 0.
  package var maxBodyBytes: Int

  /// A GET of `url`, following redirects between http and https addresses.
  package static func get(_ url: String, timeout: TimeInterval, maxBodyBytes: Int) -> HTTPTransfer {
    HTTPTransfer(method: "GET", url: url, timeout: timeout, maxBodyBytes: maxBodyBytes)
  }

  /// Sends the request on a thread of its own and returns the answer, or why there is none.
  package func perform() async -> HTTPTransferAnswer {
    guard let handle = Handle() else {
      return HTTPTransferAnswer(failure: MVCS_HTTP_OUT_OF_MEMORY, message: "libcurl could not start a transfer")
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: handle.perform(self)) }
      }
    } onCancel: {
      handle.cancel()
    }
  }

  /// curl's timeout: it reads 0 as "no timeout", so the shortest is a millisecond.
  var timeoutMilliseconds: Int { Int(min(max(timeout * 1000, 1), Double(Int32.max))) }

  /// A CHTTPFetch request: performed once on the transfer's thread, cancelled from any.
  ///
  /// `@unchecked` because the C side makes that sharing safe (an atomic flag, and a mutex
  /// around the transfer it wakes), which Swift cannot see.
  private final class Handle: @unchecked Sendable {
    private let pointer: OpaquePointer

    init?() {
      guard let pointer = mvcs_http_request_create() else { return nil }
      self.pointer = pointer
    }

    deinit { mvcs_http_request_free(pointer) }

    func cancel() { mvcs_http_request_cancel(pointer) }

    func perform(_ transfer: HTTPTransfer) -> HTTPTransferAnswer {
      var result = mvcs_http_result()
      defer { mvcs_http_result_free(&result) }
      let limit = max(transfer.maxBodyBytes, 0)
      // C strings the transfer reads while it runs, freed in a loop once it is done.
      let lines = transfer.headerLines.compactMap { strdup($0) }
      defer {
        for line in lines { free(line) }
      }
      let pointers = lines.map { UnsafePointer($0) }
      let body = transfer.body.map { [UInt8]($0) } ?? []
      pointers.withUnsafeBufferPointer { headers in
        body.withUnsafeBufferPointer { bytes in
          mvcs_http_perform(
            pointer, transfer.method, transfer.url, headers.baseAddress, headers.count,
            transfer.body == nil ? nil : bytes.baseAddress, bytes.count, transfer.timeoutMilliseconds, limit, &result)
        }
      }
      var answer = HTTPTransferAnswer(
        failure: result.failure, curlCode: Int(result.curl_code),
        message: withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
      guard result.failure == MVCS_HTTP_OK else { return answer }
      answer.status = result.status
      answer.headerText =
        result.headers.map {
          String(decoding: UnsafeRawBufferPointer(start: $0, count: result.headers_length), as: UTF8.self)
        } ?? ""
      // The body's buffer passes to the Data, which frees it: a picture is not copied again.
      if let bytes = result.body {
        result.body = nil
        answer.body = Data(bytesNoCopy: bytes, count: result.body_length, deallocator: .free)
      }
      return answer
    }
  }
}

/// What an ``HTTPTransfer`` brought: the last answer's status, headers and body, or why
/// there is none.
///
/// ```swift
/// let answer = HTTPTransferAnswer(failure: MVCS_HTTP_TIMED_OUT)
/// answer.failure == MVCS_HTTP_OK  // false: no status, no body
/// ```
package struct HTTPTransferAnswer: Sendable {
  /// `MVCS_HTTP_OK`, or the class of failure.
  package var failure: mvcs_http_failure
  /// curl's own code, for a failure of no other class.
  package var curlCode = 0
  /// curl's message for a failure (a TLS failure's reason, the loader's).
  package var message = ""
  /// The last answer's status.
  package var status = 0
  /// The last answer's header lines, as the server sent them.
  package var headerText = ""
  /// The last answer's body.
  package var body = Data()
}
