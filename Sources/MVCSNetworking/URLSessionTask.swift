import Foundation
import MVCS
import Synchronization

/// Foundation's `URLSessionTask` on Linux: a request made by a completion handler's API,
/// started by ``resume()``.
///
/// ```swift
/// let url = URL(string: "https://shop.example/menu.json")!
/// let task = URLSession.shared.dataTask(with: url) { data, response, error in print(data?.count ?? 0) }
/// task.resume()   // answered now from the fixtures, the handler called before it returns
/// ```
///
/// A fixture's answer calls the handler inside `resume()`, on the caller's thread, so the
/// screen after the command that started it is the same every run; a live answer (while
/// recording) calls it from the transfer's thread, as Foundation calls it from its queue.
open class URLSessionTask: @unchecked Sendable {
  /// Where a task is.
  public enum State: Int, Sendable {
    case running, suspended, canceling, completed
  }

  /// The number the session gave the task.
  public let taskIdentifier: Int
  /// The request it makes.
  public let originalRequest: URLRequest?
  private let lock = Mutex<(state: State, response: URLResponse?, error: URLError?)>((.suspended, nil, nil))
  private let start: @Sendable (URLSessionTask) -> Void

  init(identifier: Int, request: URLRequest, start: @escaping @Sendable (URLSessionTask) -> Void) {
    taskIdentifier = identifier
    originalRequest = request
    self.start = start
  }

  /// The request it makes, as sent.
  public var currentRequest: URLRequest? { originalRequest }
  /// Where it is.
  public var state: State { lock.withLock { $0.state } }
  /// What answered, once it has.
  public var response: URLResponse? { lock.withLock { $0.response } }
  /// Why it failed, once it has.
  public var error: (any Error)? { lock.withLock { $0.error } }
  /// Accepted; tasks are answered in the order they start.
  public var priority: Float = 0.5

  /// Starts the task, once; later calls do nothing.
  open func resume() {
    let starts = lock.withLock { state in
      guard state.state == .suspended else { return false }
      state.state = .running
      return true
    }
    if starts { start(self) }
  }

  /// Ends a task that has not finished: its handler gets `URLError(.cancelled)`.
  open func cancel() {
    lock.withLock { if $0.state != .completed { $0.state = .canceling } }
  }

  /// Accepted: a fixture's answer is never halfway.
  open func suspend() {}

  /// Whether the task was cancelled before it was answered.
  var isCancelled: Bool { lock.withLock { $0.state == .canceling } }

  func finish(response: URLResponse?, error: URLError?) {
    lock.withLock { $0 = (.completed, response, error) }
  }
}

/// A task that loads a body into memory.
open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}

/// A task that sends a body.
open class URLSessionUploadTask: URLSessionDataTask, @unchecked Sendable {}

/// A task that loads a body into a file.
open class URLSessionDownloadTask: URLSessionTask, @unchecked Sendable {}

/// Foundation's delegate protocols, accepted so code that names them compiles; mvcs calls none
/// of their methods.
public protocol URLSessionDelegate: AnyObject, Sendable {}
/// See ``URLSessionDelegate``.
public protocol URLSessionTaskDelegate: URLSessionDelegate {}
/// See ``URLSessionDelegate``.
public protocol URLSessionDataDelegate: URLSessionTaskDelegate {}
