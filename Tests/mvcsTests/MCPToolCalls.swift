import Foundation
import Testing

/// A script of MCP tool calls for `mvcs mcp`'s standard input, and the answers read back by id.
///
/// ```swift
/// var calls = MCPToolCalls()
/// let shown = calls.add("show", "{}")
/// let answers = try MCPToolCalls.Answers(try await MVCSProcess.run(["mcp"], input: calls.input).stdout)
/// answers.text(shown)
/// ```
struct MCPToolCalls {
  /// The lines so far: `initialize`, then each call.
  private(set) var input = """
    {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
    "capabilities":{},"clientInfo":{"name":"test","version":"1"}}}

    """
  /// The id of the last message.
  private(set) var lastID = 1

  /// Adds a call of the tool `name` with `arguments` (a JSON object); its id.
  mutating func add(_ name: String, _ arguments: String) -> Int {
    lastID += 1
    input +=
      #"{"jsonrpc":"2.0","id":\#(lastID),"method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}}"#
    input += "\n"
    return lastID
  }

  /// The server's answers, each call's result by its id.
  struct Answers {
    var results: [Int: [String: Any]] = [:]

    init(_ output: String) throws {
      for line in output.split(separator: "\n") {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        if let id = object["id"] as? Int { results[id] = object["result"] as? [String: Any] }
      }
    }

    /// The first text of the answer to `id`; empty when there is none.
    func text(_ id: Int) -> String {
      ((results[id]?["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
    }

    /// Whether the answer to `id` is a tool error; nil when there is no answer.
    func isError(_ id: Int) -> Bool? { results[id]?["isError"] as? Bool }
  }
}
