import MVCSShell

/// A JSON-RPC 2.0 error answer: one of the specification's codes (or MCP's), a message that
/// says what was wrong, in the specification's words first ("Invalid params: …"), and the
/// data a client acts on, when the code has any.
///
/// ```swift
/// throw JSONRPCError.invalidParams("tools/call needs 'name', a string")
/// ```
struct JSONRPCError: Error, Equatable {
  var code: Int
  var message: String
  /// What the client reads besides the message: for ``unsupportedProtocolVersion(requested:supported:)``,
  /// the versions to retry with.
  var data: JSONValue?

  init(code: Int, message: String, data: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  /// The line is not JSON (or was too long to read); the answer's id is null.
  static func parseError(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32700, message: "Parse error: " + detail)
  }

  /// The JSON is not a JSON-RPC request.
  static func invalidRequest(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32600, message: "Invalid Request: " + detail)
  }

  /// The server has no method of that name.
  static func methodNotFound(_ method: String) -> JSONRPCError {
    JSONRPCError(code: -32601, message: "Method not found: '\(method)'")
  }

  /// The method's parameters are not what it takes.
  static func invalidParams(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32602, message: "Invalid params: " + detail)
  }

  /// The server failed to answer a valid request.
  static func internalError(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32603, message: "Internal error: " + detail)
  }

  /// MCP's `UnsupportedProtocolVersionError` (2026-07-28): the request named a protocol version
  /// the server does not take there; `data.supported` lists the ones it does, for the client to
  /// retry with, and `data.requested` repeats the one refused when it was a string.
  static func unsupportedProtocolVersion(requested: String?, supported: [String], _ detail: String)
    -> JSONRPCError
  {
    var data: [String: JSONValue] = ["supported": .array(supported.map(JSONValue.string))]
    if let requested { data["requested"] = .string(requested) }
    return JSONRPCError(code: -32022, message: "Unsupported protocol version: " + detail, data: .object(data))
  }

  /// The error as a response's `error` member.
  var json: JSONValue {
    var members: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
    if let data { members["data"] = data }
    return .object(members)
  }
}
