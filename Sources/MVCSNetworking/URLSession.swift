import Foundation
import MVCS
import Synchronization

/// Foundation's `URLSession` on Linux, answered from the session's fixtures (a HAR file a
/// script names with `network fixtures FILE.har`), or by a live server while `network record
/// FILE.har` records: an iOS app's networking code compiles and runs unchanged, and nothing
/// leaves the machine in a run.
///
/// ```swift
/// let (data, response) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/menu")!)
/// guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
/// let menu = try JSONDecoder().decode([String].self, from: data)
/// print(menu)
/// ```
///
/// A request no fixture answers throws `URLError(.resourceUnavailable)` whose description
/// names it (`no fixture for GET https://api.example.com/menu in menu.har`), and the app's
/// console shows the same line, so the step that made it and the run's report say which. A
/// fixture's answer is delivered without leaving the caller's actor, so the screen after a
/// command is the same every run. (docs/DECISIONS.md, "The network from fixtures".)
public final class URLSession: Sendable {
  /// The session apps share.
  public static let shared = URLSession(configuration: URLSessionConfiguration())

  /// The headers added to each request, and the live timeout, from the configuration.
  private let additionalHeaders: [HTTPArchive.Header]
  private let timeout: TimeInterval
  /// The last task number given.
  private let taskNumbers = Mutex(0)
  /// A copy of the configuration, as Foundation keeps one.
  public var configuration: URLSessionConfiguration {
    let configuration = URLSessionConfiguration()
    configuration.httpAdditionalHeaders = Dictionary(
      uniqueKeysWithValues: additionalHeaders.map { ($0.name, $0.value) })
    configuration.timeoutIntervalForRequest = timeout
    return configuration
  }
  /// The session's description, for debugging.
  public let sessionDescription: String? = nil

  /// A session whose requests carry `configuration`'s headers.
  public init(configuration: URLSessionConfiguration) {
    additionalHeaders = configuration.additionalHeaders
    timeout = configuration.timeoutIntervalForRequest
  }

  /// A session with a delegate; the delegate is accepted and never called.
  public convenience init(
    configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?, delegateQueue queue: OperationQueue?
  ) {
    self.init(configuration: configuration)
  }

  // MARK: async

  /// The body and response of `request`.
  public func data(
    for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> (Data, URLResponse) {
    try await load(request, body: request.httpBody)
  }

  /// The body and response of a GET of `url`.
  public func data(
    from url: URL, delegate: (any URLSessionTaskDelegate)? = nil, isolation: isolated (any Actor)? = #isolation
  ) async throws -> (Data, URLResponse) {
    try await load(URLRequest(url: url), body: nil)
  }

  /// Sends `bodyData` with `request` (a POST unless the request says otherwise).
  public func upload(
    for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> (Data, URLResponse) {
    try await load(Self.uploading(request), body: bodyData)
  }

  /// Sends the file at `fileURL` with `request`.
  public func upload(
    for request: URLRequest, fromFile fileURL: URL, delegate: (any URLSessionTaskDelegate)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> (Data, URLResponse) {
    guard let body = FileManager.default.contents(atPath: fileURL.path) else { throw URLError(.cannotOpenFile) }
    return try await load(Self.uploading(request), body: body)
  }

  /// Loads `request`'s body into a file of its own, whose URL it returns.
  public func download(
    for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> (URL, URLResponse) {
    let (data, response) = try await load(request, body: request.httpBody)
    return (try saved(data), response)
  }

  /// Loads `url`'s body into a file of its own, whose URL it returns.
  public func download(
    from url: URL, delegate: (any URLSessionTaskDelegate)? = nil, isolation: isolated (any Actor)? = #isolation
  ) async throws -> (URL, URLResponse) {
    try await download(for: URLRequest(url: url))
  }

  // MARK: completion handlers

  /// A task that loads `request` and calls `completionHandler` with the body, the response or
  /// the error, once resumed.
  public func dataTask(
    with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    URLSessionDataTask(identifier: nextTaskNumber(), request: request) { task in
      self.answer(task, request: request, body: request.httpBody, completionHandler)
    }
  }

  /// A task that GETs `url`; see ``dataTask(with:completionHandler:)-(URLRequest,_)``.
  public func dataTask(
    with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
  }

  /// A task that sends `bodyData` with `request`.
  public func uploadTask(
    with request: URLRequest, from bodyData: Data?,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionUploadTask {
    let request = Self.uploading(request)
    return URLSessionUploadTask(identifier: nextTaskNumber(), request: request) { task in
      self.answer(task, request: request, body: bodyData, completionHandler)
    }
  }

  /// A task that loads `request`'s body into a file and hands its URL to `completionHandler`.
  public func downloadTask(
    with request: URLRequest, completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDownloadTask {
    URLSessionDownloadTask(identifier: nextTaskNumber(), request: request) { task in
      self.answer(task, request: request, body: request.httpBody) { data, response, error in
        guard let data else { return completionHandler(nil, response, error) }
        do { completionHandler(try self.saved(data), response, nil) } catch { completionHandler(nil, response, error) }
      }
    }
  }

  /// A task that loads `url` into a file.
  public func downloadTask(
    with url: URL, completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDownloadTask {
    downloadTask(with: URLRequest(url: url), completionHandler: completionHandler)
  }

  /// Accepted: tasks end as they are answered.
  public func finishTasksAndInvalidate() {}
  /// Accepted: tasks end as they are answered.
  public func invalidateAndCancel() {}

  // MARK: the answer

  /// What the session's network gives `request` with `body`: a fixture's answer at once, a
  /// live one while recording, or a `URLError` naming the request.
  private func load(_ request: URLRequest, body: Data?) async throws -> (Data, URLResponse) {
    if Task.isCancelled { throw URLError(.cancelled) }
    let (url, outgoing) = try prepared(request, body: body)
    switch AppNetwork.active?.answer(outgoing) ?? .failed(Self.noSession(outgoing)) {
    case .replayed(let response): return (response.body, HTTPURLResponse(url: url, response: response))
    case .failed(let message): throw Self.failure(message, url: url)
    case .live:
      switch await LiveTransport.perform(outgoing, timeout: timeout) {
      case .success(let response):
        AppNetwork.active?.recorded(outgoing, response)
        return (response.body, HTTPURLResponse(url: url, response: response))
      case .failure(let error):
        AppNetwork.active?.failedLive(outgoing, because: "\(error.code)")
        throw error
      }
    }
  }

  /// A completion handler's answer: a fixture's before `resume()` returns, a live one from the
  /// transfer's thread.
  private func answer(
    _ task: URLSessionTask, request: URLRequest, body: Data?,
    _ completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) {
    func finish(_ data: Data?, _ response: URLResponse?, _ error: URLError?) {
      let error = task.isCancelled ? URLError(.cancelled) : error
      task.finish(response: response, error: error)
      completionHandler(error == nil ? data : nil, response, error)
    }
    let url: URL
    let outgoing: NetworkRequest
    do {
      (url, outgoing) = try prepared(request, body: body)
    } catch {
      return finish(nil, nil, error as? URLError ?? URLError(.badURL))
    }
    let network = AppNetwork.active
    switch network?.answer(outgoing) ?? .failed(Self.noSession(outgoing)) {
    case .replayed(let response): finish(response.body, HTTPURLResponse(url: url, response: response), nil)
    case .failed(let message): finish(nil, nil, Self.failure(message, url: url))
    case .live:
      let timeout = timeout
      Task {
        switch await LiveTransport.perform(outgoing, timeout: timeout) {
        case .success(let response):
          network?.recorded(outgoing, response)
          finish(response.body, HTTPURLResponse(url: url, response: response), nil)
        case .failure(let error):
          network?.failedLive(outgoing, because: "\(error.code)")
          finish(nil, nil, error)
        }
      }
    }
  }

  /// The URL and the request as the network layer sees it: the configuration's headers
  /// first, then the request's own, which replace those of the same name.
  private func prepared(_ request: URLRequest, body: Data?) throws -> (URL, NetworkRequest) {
    guard let url = request.url, url.scheme != nil else { throw URLError(.badURL) }
    var headers = additionalHeaders.filter { header in request.value(forHTTPHeaderField: header.name) == nil }
    headers += request.headers
    return (
      url,
      NetworkRequest(method: request.httpMethod ?? "GET", url: url.absoluteString, headers: headers, body: body)
    )
  }

  /// An upload is a POST unless its request names another method.
  private static func uploading(_ request: URLRequest) -> URLRequest {
    var request = request
    if request.httpMethod == "GET" { request.httpMethod = "POST" }
    return request
  }

  /// The error a request without an answer throws: its description is `message`.
  private static func failure(_ message: String, url: URL) -> URLError {
    URLError(
      .resourceUnavailable,
      userInfo: [NSLocalizedDescriptionKey: message, NSURLErrorFailingURLErrorKey: url])
  }

  /// Why a request made outside any session of the shell has no answer.
  private static func noSession(_ request: NetworkRequest) -> String {
    "no fixture for \(request): no session of the shell is running, so the network is off"
  }

  private func nextTaskNumber() -> Int {
    taskNumbers.withLock {
      $0 += 1
      return $0
    }
  }

  /// Writes a download's body to a file of its own in the temporary folder, named by the
  /// process and a count rather than a random id: the app moves or reads it at once.
  private func saved(_ data: Data) throws -> URL {
    let name = "mvcs-download-\(ProcessInfo.processInfo.processIdentifier)-\(nextTaskNumber()).tmp"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    do { try data.write(to: file) } catch { throw URLError(.cannotWriteToFile) }
    return file
  }
}
