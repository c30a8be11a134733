import Foundation
import Logging
import MCP

/// A transport that hands the server one request at a time, in the order they arrive, and
/// answers every request before it reports the end of its input.
///
/// The swift-sdk server handles each request in a task of its own, so two requests sent
/// together could run in either order, and it stops at the end of input, so
/// `printf '…requests…' | mvcs mcp` would exit before the answers were written. Requests are
/// counted by id as they are handed on and as their responses go out; the next is handed on
/// once none is unanswered. Notifications pass at once; a request the client cancels needs
/// no answer.
///
/// ```swift
/// try await server.start(transport: AnsweringTransport(wrapping: StdioTransport()))
/// ```
actor AnsweringTransport: Transport {
  private let inner: any Transport
  /// The ids of requests received and not yet answered.
  private var unanswered: Set<Value> = []
  /// Resumed once nothing is unanswered, after input ended.
  private var drained: CheckedContinuation<Void, Never>?

  init(wrapping inner: any Transport) {
    self.inner = inner
  }

  /// Logs nothing: standard output is the protocol's, and standard error the user's.
  nonisolated let logger = Logger(label: "mvcs.mcp", factory: { _ in SwiftLogNoOpLogHandler() })

  func connect() async throws { try await inner.connect() }

  func disconnect() async { await inner.disconnect() }

  func send(_ data: Data) async throws {
    try await inner.send(data)
    for message in Self.messages(in: data) where message["method"] == nil && message["id"] != nil {
      if let id = message["id"] { answered(id) }
    }
  }

  func receive() -> AsyncThrowingStream<Data, Swift.Error> {
    let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
    let task = Task {
      do {
        for try await data in await inner.receive() {
          if Self.messages(in: data).contains(where: Self.isRequest) { await untilAnswered() }
          note(data)
          continuation.yield(data)
        }
        await untilAnswered()
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  private func note(_ data: Data) {
    for message in Self.messages(in: data) {
      guard let method = message["method"]?.stringValue else { continue }
      if let id = message["id"] {
        unanswered.insert(id)
      } else if method == "notifications/cancelled", let id = message["params"]?.objectValue?["requestId"] {
        answered(id)
      }
    }
  }

  private func answered(_ id: Value) {
    unanswered.remove(id)
    if unanswered.isEmpty, let drained {
      self.drained = nil
      drained.resume()
    }
  }

  private func untilAnswered() async {
    guard !unanswered.isEmpty else { return }
    await withCheckedContinuation { drained = $0 }
  }

  private static func isRequest(_ message: [String: Value]) -> Bool {
    message["method"] != nil && message["id"] != nil
  }

  /// The JSON-RPC messages in `data`: one object, or a batch of them.
  private static func messages(in data: Data) -> [[String: Value]] {
    switch try? JSONDecoder().decode(Value.self, from: data) {
    case .object(let message): [message]
    case .array(let batch): batch.compactMap(\.objectValue)
    default: []
    }
  }
}
