import MVCSShell

/// A tool as `tools/list` shows it to a client: name, description, the JSON schema of its
/// arguments and the hints that say what it changes.
///
/// ```swift
/// let definition = ToolDefinition(
///   name: "show", description: "Read the screen.", inputSchema: ["type": "object"],
///   annotations: .init(readOnlyHint: true, openWorldHint: false))
/// definition.json  // {"annotations":{"openWorldHint":false,"readOnlyHint":true},…}
/// ```
struct ToolDefinition: Equatable, Sendable {
  /// What a tool does to the world, as MCP's tool annotations say it; a hint left nil is not sent.
  struct Annotations: Equatable, Sendable {
    /// The tool changes nothing.
    var readOnlyHint: Bool?
    /// The tool may remove or overwrite data (meaningful when it is not read-only).
    var destructiveHint: Bool?
    /// The tool reaches beyond the app (never, for the shell's commands).
    var openWorldHint: Bool?

    var json: JSONValue {
      var members: [String: JSONValue] = [:]
      if let readOnlyHint { members["readOnlyHint"] = .bool(readOnlyHint) }
      if let destructiveHint { members["destructiveHint"] = .bool(destructiveHint) }
      if let openWorldHint { members["openWorldHint"] = .bool(openWorldHint) }
      return .object(members)
    }
  }

  var name: String
  var description: String
  var inputSchema: JSONValue
  var annotations: Annotations

  /// The tool as one element of `tools/list`'s `tools`.
  var json: JSONValue {
    [
      "name": .string(name), "description": .string(description), "inputSchema": inputSchema,
      "annotations": annotations.json,
    ]
  }
}

/// What a tool call answers: its text, the same as JSON when there is a structured form, and
/// whether it failed (a tool error, which the agent reads, unlike a protocol error).
///
/// ```swift
/// ToolResult(text: "error: no button '+++' on the screen", isError: true).json
/// // {"content":[{"text":"error: no button …","type":"text"}],"isError":true}
/// ```
struct ToolResult: Equatable, Sendable {
  var text: String
  var structuredContent: JSONValue?
  var isError: Bool

  init(text: String, structuredContent: JSONValue? = nil, isError: Bool = false) {
    self.text = text
    self.structuredContent = structuredContent
    self.isError = isError
  }

  /// The result of `tools/call`.
  var json: JSONValue {
    var members: [String: JSONValue] = [
      "content": [["type": "text", "text": .string(text)]], "isError": .bool(isError),
    ]
    if let structuredContent { members["structuredContent"] = structuredContent }
    return .object(members)
  }
}
