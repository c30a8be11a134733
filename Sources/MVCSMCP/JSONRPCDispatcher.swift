import Foundation
import MVCSShell

/// The methods a JSON-RPC server offers: what ``JSONRPCDispatcher`` hands each valid message to.
@MainActor
protocol JSONRPCMethods: AnyObject {
  /// The result of the request `method`; throws ``JSONRPCError/methodNotFound(_:)`` for a
  /// method it lacks, ``JSONRPCError/invalidParams(_:)`` for parameters it cannot take.
  func respond(to method: String, params: JSONValue?) async throws(JSONRPCError) -> JSONValue

  /// Takes the notification `method`. Nothing answers a notification, so one it does not
  /// know is ignored.
  func receive(notification method: String, params: JSONValue?) async
}

/// JSON-RPC 2.0 over lines: reads one line's message (or batch), checks it is a request or a
/// notification, hands it to its ``JSONRPCMethods`` and writes the answer, an error with the
/// specification's code when the message is not one the methods can take.
///
/// It is all of JSON-RPC the server needs; the MCP methods live in ``MCPMethods``. The
/// dispatcher answers one line before it reads the next, so answers come in the order of
/// their requests:
///
/// ```swift
/// let dispatcher = JSONRPCDispatcher(methods: methods)
/// await dispatcher.answer(.message(Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8)))
/// // {"id":1,"jsonrpc":"2.0","result":{}}
/// ```
@MainActor
struct JSONRPCDispatcher {
  /// The most messages one batch may hold; a line holds a bounded amount of work.
  static let batchLimit = 1000

  let methods: any JSONRPCMethods

  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  init(methods: any JSONRPCMethods) {
    self.methods = methods
  }

  /// The line to write in answer to `frame`, nil when it needs none (notifications, responses).
  func answer(_ frame: Frame) async -> [UInt8]? {
    let bytes: [UInt8]
    switch frame {
    case .tooLong(let byteCount, let limit):
      return refusal(
        .parseError("the line is \(byteCount) bytes long, more than the \(limit) a message may be; it was not read"))
    case .message(let message): bytes = message
    }
    let message: JSONValue
    do {
      message = try JSONValue(parsing: bytes)
    } catch {
      return refusal(.parseError("the line is not JSON (\(error))"))
    }
    guard case .array(let batch) = message else { return await answer(message).map(encoded) }
    if batch.isEmpty { return refusal(.invalidRequest("the batch is empty")) }
    if batch.count > Self.batchLimit {
      return refusal(.invalidRequest("the batch holds \(batch.count) messages, more than \(Self.batchLimit)"))
    }
    var answers: [JSONValue] = []
    for message in batch {
      if let answer = await answer(message) { answers.append(answer) }
    }
    return answers.isEmpty ? nil : encoded(.array(answers))
  }

  /// The error answer to a line whose request cannot be known: its id is null.
  private func refusal(_ error: JSONRPCError) -> [UInt8] {
    encoded(Self.response(id: .null, error: error))
  }

  /// The answer to one message: a response to a request, nil for a notification or a response.
  private func answer(_ message: JSONValue) async -> JSONValue? {
    guard case .object(let members) = message else {
      return Self.response(id: .null, error: .invalidRequest("a message is a JSON object, not \(message.kind)"))
    }
    let id = members["id"]
    if let id, !Self.isValidID(id) {
      return Self.response(id: .null, error: .invalidRequest("'id' must be a string or an integer, not \(id.kind)"))
    }
    func refuse(_ error: JSONRPCError) -> JSONValue? {
      Self.response(id: id ?? .null, error: error)
    }
    guard members["jsonrpc"] == "2.0" else { return refuse(.invalidRequest("'jsonrpc' must be \"2.0\"")) }
    guard let methodValue = members["method"] else {
      // A response to a request the server never sends: nothing to answer.
      if id != nil, members["result"] != nil || members["error"] != nil { return nil }
      return refuse(.invalidRequest("the message has no 'method'"))
    }
    guard case .string(let method) = methodValue else {
      return refuse(.invalidRequest("'method' must be a string, not \(methodValue.kind)"))
    }
    var params = members["params"]
    switch params {
    case .object?, .array?, nil: break
    case .null?: params = nil
    case let other?: return refuse(.invalidRequest("'params' must be an object or an array, not \(other.kind)"))
    }
    guard let id else {
      await methods.receive(notification: method, params: params)
      return nil
    }
    do {
      let result = try await methods.respond(to: method, params: params)
      return ["jsonrpc": "2.0", "id": id, "result": result]
    } catch {
      return refuse(error)
    }
  }

  private static func isValidID(_ id: JSONValue) -> Bool {
    switch id {
    case .string, .int: true
    default: false
    }
  }

  private static func response(id: JSONValue, error: JSONRPCError) -> JSONValue {
    ["jsonrpc": "2.0", "id": id, "error": error.json]
  }

  private func encoded(_ response: JSONValue) -> [UInt8] {
    do {
      return Array(try encoder.encode(response))
    } catch {
      // Only a number JSON cannot write (an infinity) gets here; the client still gets an answer.
      let id = response.objectValue?["id"] ?? .null
      let fallback = Self.response(id: id, error: .internalError("the answer could not be written as JSON"))
      return (try? Array(encoder.encode(fallback)))
        ?? Array(#"{"error":{"code":-32603},"id":null,"jsonrpc":"2.0"}"#.utf8)
    }
  }
}
