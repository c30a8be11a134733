import Foundation
import Synchronization

/// What an app's requests reach: nothing, a fixtures file's answers, or a recorded live server.
///
/// Nothing is the default. One per session, in its runtime; `URLSession` and `AsyncImage` ask
/// it, and the shell's `network` command sets it.
///
/// ```swift
/// let network = environment.runtime.network
/// try network.replay(NetworkFixtures(loadingFrom: "Fixtures/menu.har"))
/// network.answer(NetworkRequest(method: "GET", url: "https://api.example.com/menu"))
/// // .replayed(response), .failed("no fixture for GET https://api.example.com/menu in …"), or .live
/// ```
///
/// Nothing leaves the machine unless a script says `network record FILE.har`: with no fixtures
/// a request fails with an error naming its method and URL, in a run and at the prompt alike,
/// so a session never depends on a server being up.
public final class AppNetwork: Sendable {
  /// What requests reach.
  public enum Mode: Sendable {
    /// Nothing: each request fails, naming itself.
    case off
    /// The fixtures' answers; a request none matches fails, naming itself.
    case replay(NetworkFixtures)
    /// The live server, each exchange added to the HAR file at the path.
    case record(path: String)
  }

  /// What a request gets.
  public enum Answer: Sendable, Equatable {
    /// A fixture's answer.
    case replayed(NetworkResponse)
    /// No answer: why, naming the request.
    case failed(String)
    /// Go to the server, then hand the exchange to ``recorded(_:_:)``.
    case live
  }

  private struct State {
    var mode = Mode.off
    var archive = HTTPArchive()
    var answered = 0
    var failed = 0
  }

  private let state = Mutex(State())

  /// A network that is off.
  public init() {}

  /// The network of the work running now: set around each task the runtime starts.
  @TaskLocal public static var current: AppNetwork?

  /// The network of the runtime that started work last.
  ///
  /// It answers a request made outside the runtime's tasks and outside any command's
  /// ``AppScope`` (a bare `Task` in a button's action finds its session's there). A `Mutex` because it is shared by every task of the process; a process runs one
  /// session but for tests, whose requests are made inside their runtime's tasks
  /// (docs/DECISIONS.md).
  private static let latest = Mutex<AppNetwork?>(nil)

  /// The network a request made now reaches: the current one, else the one of the command
  /// running (`AppScope`), else the latest.
  public static var active: AppNetwork? { current ?? AppScope.current?.network ?? latest.withLock { $0 } }

  /// Makes this network the one found outside any task.
  public func becomeLatest() {
    Self.latest.withLock { $0 = self }
  }

  /// What requests reach now.
  public var mode: Mode { state.withLock { $0.mode } }

  /// How many requests were answered, and how many failed, since the mode was set.
  public var counts: (answered: Int, failed: Int) { state.withLock { ($0.answered, $0.failed) } }

  /// Answers requests from `fixtures`.
  public func replay(_ fixtures: NetworkFixtures) {
    state.withLock { $0 = State(mode: .replay(fixtures)) }
  }

  /// Sends requests to the live server and writes each exchange to the HAR file at `path`,
  /// which is written at once (empty), so a path that cannot be written fails here.
  public func record(to path: String) throws(NetworkFixtureError) {
    try HTTPArchive().write(to: path)
    state.withLock { $0 = State(mode: .record(path: path)) }
  }

  /// Lets no request through.
  public func turnOff() {
    state.withLock { $0 = State() }
  }

  /// What `request` gets; a failure is also written to the app's console, so the step that
  /// made the request shows it and the report keeps it.
  public func answer(_ request: NetworkRequest) -> Answer {
    let answer: Answer = state.withLock { state in
      switch state.mode {
      case .off:
        state.failed += 1
        return .failed(
          "no fixture for \(request): the network is off (name fixtures with `network fixtures FILE.har`)")
      case .replay(let fixtures):
        switch fixtures.answer(request) {
        case .success(let response):
          state.answered += 1
          return .replayed(response)
        case .failure(let error):
          state.failed += 1
          return .failed(error.description)
        }
      case .record:
        return .live
      }
    }
    if case .failed(let message) = answer { Self.log(message) }
    return answer
  }

  /// Adds a live exchange to the recording, and writes the file.
  public func recorded(_ request: NetworkRequest, _ response: NetworkResponse) {
    let written: Result<Void, NetworkFixtureError>? = state.withLock { state in
      guard case .record(let path) = state.mode else { return nil }
      state.answered += 1
      let contentType = response.mimeType ?? ""
      state.archive.log.entries.append(
        HTTPArchive.Entry(
          request: request.archived,
          response: HTTPArchive.Response(
            status: response.status, statusText: Self.reason(response.status), headers: response.headers,
            content: HTTPArchive.Content(body: response.body, mimeType: contentType))))
      return Result { () throws(NetworkFixtureError) in try state.archive.write(to: path) }
    }
    if case .failure(let error) = written { Self.log(error.description) }
  }

  /// A request that failed live while recording: counted, and written to the console.
  public func failedLive(_ request: NetworkRequest, because reason: String) {
    state.withLock { $0.failed += 1 }
    Self.log("\(request) failed: \(reason)")
  }

  /// Writes `message` to the console of the work running now, as Xcode logs a failed load.
  private static func log(_ message: String) {
    AppConsole.current?.appendLine("network: " + message)
  }

  /// HTTP's reason phrase for the common statuses, for a recording's `statusText`.
  public static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: ""
    }
  }
}
