/// A JSON-RPC 2.0 error answer: one of the specification's codes and a message that says what
/// was wrong, in the specification's words first ("Invalid params: …").
///
/// ```swift
/// throw JSONRPCError.invalidParams("tools/call needs 'name', a string")
/// ```
struct JSONRPCError: Error, Equatable {
  var code: Int
  var message: String

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

  /// The error as a response's `error` member.
  var json: JSONValue { ["code": .int(code), "message": .string(message)] }
}
