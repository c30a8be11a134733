/// The Model Context Protocol's methods over one ``AgentSession``: the lifecycle (`initialize`,
/// `ping`, the client's notifications) and the tools (`tools/list`, `tools/call`).
///
/// A tool that fails is a tool error the agent reads (``ToolResult/isError``); a request the
/// protocol cannot take is a JSON-RPC error (``JSONRPCError``). `initialize` answers the
/// client's protocol version when the server speaks it, and its newest otherwise, for the
/// client to decide:
///
/// ```swift
/// let methods = MCPMethods(agent: agent, name: "mvcs", version: "1.0.0", instructions: "…")
/// try await methods.respond(to: "initialize", params: ["protocolVersion": "2025-06-18"])
/// // {"protocolVersion": "2025-06-18", "capabilities": {"tools": …}, "serverInfo": …}
/// ```
@MainActor
final class MCPMethods: JSONRPCMethods {
  /// The protocol versions the server speaks, newest first.
  nonisolated static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

  let agent: AgentSession
  private let serverInfo: JSONValue
  private let instructions: String
  /// The version `initialize` agreed on; nil before it.
  private(set) var protocolVersion: String?

  init(agent: AgentSession, name: String, version: String, instructions: String) {
    self.agent = agent
    serverInfo = ["name": .string(name), "version": .string(version)]
    self.instructions = instructions
  }

  func respond(to method: String, params: JSONValue?) async throws(JSONRPCError) -> JSONValue {
    switch method {
    case "initialize": return try initialize(Self.members(of: params, for: method))
    case "ping": return [:]
    case "tools/list": return ["tools": .array(agent.definitions.map(\.json))]
    case "tools/call":
      let members = try Self.members(of: params, for: method)
      guard case .string(let name)? = members["name"] else {
        throw .invalidParams("tools/call needs 'name', the tool's name as a string")
      }
      let arguments: [String: JSONValue]
      switch members["arguments"] {
      case nil, .null?: arguments = [:]
      case .object(let object)?: arguments = object
      case let other?: throw .invalidParams("'arguments' of tools/call must be an object, not \(other.kind)")
      }
      return await agent.call(name, arguments: arguments).json
    default: throw .methodNotFound(method)
    }
  }

  /// `notifications/initialized` needs nothing done; `notifications/cancelled` comes after the
  /// request it names was answered, since requests are answered one at a time; the client
  /// ignores an answer to a request it cancelled.
  func receive(notification method: String, params: JSONValue?) async {}

  private func initialize(_ params: [String: JSONValue]) throws(JSONRPCError) -> JSONValue {
    guard protocolVersion == nil else { throw .invalidRequest("the server is already initialized") }
    guard case .string(let requested)? = params["protocolVersion"] else {
      throw .invalidParams(
        "initialize needs 'protocolVersion', a string such as \"\(Self.protocolVersions[0])\"")
    }
    let agreed = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
    protocolVersion = agreed
    return [
      "protocolVersion": .string(agreed), "capabilities": ["tools": ["listChanged": false]],
      "serverInfo": serverInfo, "instructions": .string(instructions),
    ]
  }

  /// The members of a method's `params`, which MCP's methods take as an object.
  private static func members(of params: JSONValue?, for method: String) throws(JSONRPCError) -> [String: JSONValue] {
    switch params {
    case nil: return [:]
    case .object(let members)?: return members
    case let other?: throw .invalidParams("\(method) takes its params as an object, not \(other.kind)")
    }
  }
}
