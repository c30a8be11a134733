import Foundation
import MVCSShell

/// A message the server's worker process died on before it answered (its app crashed, or ran
/// past `--timeout`), as the supervisor relaying it answers instead: a tool call as a tool
/// error that says how the app ended, so the agent reads it as any failed command and calls
/// again; any other request as an internal error saying the same.
///
/// <!-- sample: not compiled, needs a message line a worker died on -->
/// ```swift
/// UnansweredMessage.answer(to: line, saying: ["the app crashed at Model.swift:42 …"], name: "mvcs", version: "0.1.0")
/// // {"id":7,"jsonrpc":"2.0","result":{"content":[{"text":"the app crashed …","type":"text"}],"isError":true}}
/// ```
package enum UnansweredMessage {
  /// The line answering `message` with `lines`, from the server `name` `version`; nil when
  /// the message needs no answer (a notification) or is not JSON (the worker never read it).
  package static func answer(to message: [UInt8], saying lines: [String], name: String, version: String) -> [UInt8]? {
    guard let value = try? JSONValue(parsing: message) else { return nil }
    let text = lines.joined(separator: "\n")
    let serverInfo: JSONValue = ["name": .string(name), "version": .string(version)]
    func answer(_ value: JSONValue) -> JSONValue? {
      guard case .object(let members) = value, let id = members["id"], case .string(let method)? = members["method"]
      else { return nil }
      guard method == "tools/call" else {
        return ["jsonrpc": "2.0", "id": id, "error": JSONRPCError.internalError(text).json]
      }
      var result = ToolResult(text: text, isError: true).json.objectValue ?? [:]
      // A request of the stateless era has its answer say it is complete and who answered.
      if RequestEnvelope.isClaimed(by: members["params"]) {
        result["resultType"] = "complete"
        result["_meta"] = [MCPMethods.serverInfoKey: serverInfo]
      }
      return ["jsonrpc": "2.0", "id": id, "result": .object(result)]
    }
    let answered: JSONValue?
    if case .array(let batch) = value {
      let answers = batch.compactMap(answer)
      answered = answers.isEmpty ? nil : .array(answers)
    } else {
      answered = answer(value)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return answered.flatMap { try? Array(encoder.encode($0)) }
  }

  /// The refusal of a line longer than `limit` (`byteCount` bytes), as the server gives it.
  package static func refusal(tooLong byteCount: Int, limit: Int) -> [UInt8] {
    let error = JSONRPCError.parseError(
      "the line is \(byteCount) bytes long, more than the \(limit) a message may be; it was not read")
    let response: JSONValue = ["jsonrpc": "2.0", "id": .null, "error": error.json]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? Array(encoder.encode(response))) ?? Array(#"{"error":{"code":-32700},"id":null,"jsonrpc":"2.0"}"#.utf8)
  }

  /// Whether `message` opens a connection of the handshake era (`initialize`, and its
  /// `notifications/initialized`): what a new worker is told again before it takes the next
  /// message, so it speaks the era the client chose.
  package static func opensConnection(_ message: [UInt8]) -> Bool {
    guard case .object(let members)? = try? JSONValue(parsing: message), case .string(let method)? = members["method"]
    else { return false }
    return method == "initialize" || method == "notifications/initialized"
  }
}
