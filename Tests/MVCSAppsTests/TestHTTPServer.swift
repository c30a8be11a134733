import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1, in the test's own process, for the HTTP client's tests:
/// each request's path picks an ``Answer``, and a held answer waits until the test releases
/// it, so a timeout or a cancellation is tested without a real-time deadline.
///
/// ```swift
/// let server = try TestHTTPServer { path in path == "/slow" ? .held(.ok("late")) : .ok("hi") }
/// defer { server.stop() }
/// var requests = server.requests.makeAsyncIterator()
/// _ = await requests.next()  // the client's request has arrived
/// server.release()           // the held answer goes out
/// ```
final class TestHTTPServer: Sendable {
  /// What the server answers to one request.
  indirect enum Answer: Sendable {
    /// A status, a body and extra header lines; `Content-Length` unless `chunked`.
    case respond(status: Int, body: Data, headers: [String] = [], chunked: Bool = false)
    /// Nothing until ``release()`` (or ``stop()``), then the answer.
    case held(Answer)

    static func ok(_ body: String) -> Answer { .respond(status: 200, body: Data(body.utf8)) }
    /// A 302 to `location`.
    static func redirect(to location: String) -> Answer {
      .respond(status: 302, body: Data(), headers: ["Location: \(location)"])
    }
  }

  let port: Int
  /// Each request's path, as it arrives.
  let requests: AsyncStream<String>
  private let arrivals: AsyncStream<String>.Continuation
  private let listener: Int32
  private let releases = DispatchSemaphore(value: 0)
  private let stopped = Mutex(false)

  init(answer: @escaping @Sendable (String) -> Answer) throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw ServerError.socket(errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(listener, address, length) == 0 && listen(listener, 16) == 0
          && getsockname(listener, address, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw ServerError.socket(errno)
    }
    self.listener = listener
    port = Int(UInt16(bigEndian: address.sin_port))
    (requests, arrivals) = AsyncStream.makeStream()
    let arrivals = arrivals
    Thread.detachNewThread { [releases] in
      while true {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { break }
        Thread.detachNewThread {
          Self.serve(connection, answer: answer, releases: releases, arrivals: arrivals)
        }
      }
    }
  }

  /// Lets one held answer go out.
  func release() { releases.signal() }

  /// Stops accepting, and lets every held answer go out.
  func stop() {
    let first = stopped.withLock { stopped in
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    for _ in 0..<64 { releases.signal() }
    arrivals.finish()
  }

  deinit { stop() }

  enum ServerError: Error { case socket(Int32) }

  private static func serve(
    _ connection: Int32, answer: @Sendable (String) -> Answer, releases: DispatchSemaphore,
    arrivals: AsyncStream<String>.Continuation
  ) {
    defer { close(connection) }
    // The request's head, up to its blank line; no test sends a body.
    var head = [UInt8]()
    var byte: UInt8 = 0
    while head.count < 65536, !head.ends(with: Array("\r\n\r\n".utf8)) {
      guard read(connection, &byte, 1) == 1 else { return }
      head.append(byte)
    }
    let requestLine = String(decoding: head.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    let path = requestLine.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    arrivals.yield(path)
    var current = answer(path)
    while case .held(let next) = current {
      releases.wait()
      current = next
    }
    guard case .respond(let status, let body, let headers, let chunked) = current else { return }
    var response = "HTTP/1.1 \(status) Test\r\nConnection: close\r\n"
    for header in headers { response += header + "\r\n" }
    response += chunked ? "Transfer-Encoding: chunked\r\n\r\n" : "Content-Length: \(body.count)\r\n\r\n"
    var bytes = Array(response.utf8)
    if chunked {
      if !body.isEmpty { bytes += Array((String(body.count, radix: 16) + "\r\n").utf8) + body + Array("\r\n".utf8) }
      bytes += Array("0\r\n\r\n".utf8)
    } else {
      bytes += body
    }
    var sent = 0
    while sent < bytes.count {
      // MSG_NOSIGNAL: a client that gave up (a timeout, a cancellation) must not SIGPIPE the tests.
      let written = bytes[sent...].withUnsafeBytes {
        send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard written > 0 else { return }
      sent += written
    }
  }
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
