import MVCSShell

/// The Model Context Protocol's methods over one ``AgentSession``, in both of its eras on one
/// connection (``ProtocolEra``): the handshake (`initialize`, `ping`, the client's
/// notifications) and the stateless requests of 2026-07-28 (`server/discover`, and every
/// request carrying its ``RequestEnvelope``), with the tools (`tools/list`, `tools/call`) in
/// both.
///
/// A tool that fails is a tool error the agent reads (``ToolResult/isError``); a request the
/// protocol cannot take is a JSON-RPC error (``JSONRPCError``). `initialize` answers the
/// client's protocol version when the server speaks it, and its newest otherwise, for the
/// client to decide; a stateless request needs no handshake, and its result says what it is
/// (`resultType`), who answered (`_meta`) and, for a list, how long it may be kept:
///
/// ```swift
/// let methods = MCPMethods(agent: agent, name: "mvcs", version: "1.0.0", instructions: "…")
/// try await methods.respond(to: "initialize", params: ["protocolVersion": "2025-06-18"])
/// // {"protocolVersion": "2025-06-18", "capabilities": {"tools": …}, "serverInfo": …}
/// try await methods.respond(to: "tools/list", params: ["_meta": [
///   "io.modelcontextprotocol/protocolVersion": "2026-07-28",
///   "io.modelcontextprotocol/clientCapabilities": [:]]])
/// // refused: this connection was opened with initialize, so it speaks 2025-06-18
/// ```
@MainActor
final class MCPMethods: JSONRPCMethods {
  /// The `_meta` key of a stateless result's server name and version.
  nonisolated static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

  /// How long a client may keep the answers to `tools/list` and `server/discover`, and with whom.
  ///
  /// The tools are fixed while the server runs (`listChanged` is false), but a client's cache
  /// may outlive the server, and the next one may serve another app or a newer mvcs: an hour
  /// bounds that, and `private` keeps the answer to this client.
  nonisolated static let cacheHint: (ttlMs: Int, scope: String) = (3_600_000, "private")

  let agent: AgentSession
  private let serverInfo: JSONValue
  private let instructions: String
  /// How the client opened the connection; nil until a request decides it.
  private(set) var era: ProtocolEra?

  init(agent: AgentSession, name: String, version: String, instructions: String) {
    self.agent = agent
    serverInfo = ["name": .string(name), "version": .string(version)]
    self.instructions = instructions
  }

  /// What the server can do, the same in both eras: tools, whose list never changes.
  private var capabilities: JSONValue { ["tools": ["listChanged": false]] }

  func respond(to method: String, params: JSONValue?) async throws(JSONRPCError) -> JSONValue {
    // `initialize` does not exist from 2026-07-28 on, even when a client stamps the envelope on it.
    if method == "initialize" { return try initialize(Self.members(of: params, for: method)) }
    if case .handshake(let version)? = era, RequestEnvelope.isClaimed(by: params) {
      throw .invalidRequest(
        "this connection speaks \(version), agreed by initialize; a request carrying the \(ProtocolEra.statelessVersions[0]) envelope in params._meta is not taken on it"
      )
    }
    if try RequestEnvelope(params: params) != nil { return try await respondStatelessly(to: method, params: params) }
    return try await respondInHandshakeEra(to: method, params: params)
  }

  /// `notifications/initialized` needs nothing done; `notifications/cancelled` comes after the
  /// request it names was answered, since requests are answered one at a time; the client
  /// ignores an answer to a request it cancelled.
  func receive(notification method: String, params: JSONValue?) async {}

  // MARK: The handshake era

  private func initialize(_ params: [String: JSONValue]) throws(JSONRPCError) -> JSONValue {
    switch era {
    case .stateless?:
      throw .unsupportedProtocolVersion(
        requested: params["protocolVersion"]?.stringValue, supported: ProtocolEra.statelessVersions,
        "this connection speaks \(ProtocolEra.statelessVersions[0]), which has no initialize; name the version in each request's _meta"
      )
    case .handshake?: throw .invalidRequest("the server is already initialized")
    case nil: break
    }
    guard case .string(let requested)? = params["protocolVersion"] else {
      throw .invalidParams(
        "initialize needs 'protocolVersion', a string such as \"\(ProtocolEra.handshakeVersions[0])\"")
    }
    let agreed = ProtocolEra.handshakeVersions.contains(requested) ? requested : ProtocolEra.handshakeVersions[0]
    era = .handshake(version: agreed)
    return [
      "protocolVersion": .string(agreed), "capabilities": capabilities, "serverInfo": serverInfo,
      "instructions": .string(instructions),
    ]
  }

  /// A request without an envelope: served once `initialize` opened the connection; before
  /// that only `ping` is, and on a stateless connection none is.
  private func respondInHandshakeEra(to method: String, params: JSONValue?) async throws(JSONRPCError) -> JSONValue {
    let envelope =
      "params._meta with '\(RequestEnvelope.protocolVersionKey)' (\(ProtocolEra.statelessVersions[0])) and '\(RequestEnvelope.clientCapabilitiesKey)'"
    switch era {
    case .stateless?:
      throw .invalidParams("\(method) lacks the envelope every request of this connection carries: \(envelope)")
    case nil where method == "server/discover":
      throw .invalidParams("server/discover is a \(ProtocolEra.statelessVersions[0]) request; it needs \(envelope)")
    case nil where method == "tools/list" || method == "tools/call":
      throw .invalidParams(
        "\(method) came before initialize: open the connection with initialize (\(ProtocolEra.handshakeVersions[0]) and older), or send \(envelope)"
      )
    case nil, .handshake?: break
    }
    switch method {
    case "ping": return [:]
    case "tools/list": return ["tools": .array(agent.definitions.map(\.json))]
    case "tools/call": return try await callTool(Self.members(of: params, for: method))
    default: throw .methodNotFound(method)
    }
  }

  // MARK: The stateless era

  /// A request that carries its envelope, which needs no handshake before it.
  ///
  /// Its result says it is complete and who answered. `server/discover` leaves the era
  /// undecided, so a client that probes it may still choose the handshake; a tool request
  /// decides it.
  private func respondStatelessly(to method: String, params: JSONValue?) async throws(JSONRPCError) -> JSONValue {
    let members = try Self.members(of: params, for: method)
    var result: [String: JSONValue]
    var cacheable = false
    switch method {
    case "server/discover":
      result = [
        "supportedVersions": .array(ProtocolEra.statelessVersions.map(JSONValue.string)),
        "capabilities": capabilities, "instructions": .string(instructions),
      ]
      cacheable = true
    case "tools/list":
      // One page holds every tool, so a `cursor` has nothing after it to find.
      result = ["tools": .array(agent.definitions.map(\.json))]
      cacheable = true
      era = .stateless
    case "tools/call":
      result = try await callTool(members).objectValue ?? [:]
      era = .stateless
    // `ping` and the handshake's other methods are gone from 2026-07-28 on.
    default: throw .methodNotFound(method)
    }
    result["resultType"] = "complete"
    result["_meta"] = [Self.serverInfoKey: serverInfo]
    if cacheable {
      result["ttlMs"] = .int(Self.cacheHint.ttlMs)
      result["cacheScope"] = .string(Self.cacheHint.scope)
    }
    return .object(result)
  }

  // MARK: Both eras

  /// `tools/call`'s result: the tool's answer, or its error as a tool error.
  private func callTool(_ members: [String: JSONValue]) async throws(JSONRPCError) -> JSONValue {
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
