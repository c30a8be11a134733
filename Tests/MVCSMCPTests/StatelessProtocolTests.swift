import Foundation
import MVCSShell
import Testing

@testable import MVCSMCP

/// Protocol 2026-07-28 as a current client speaks it, beside the handshake on one connection:
/// requests that carry their version and the client's capabilities in `params._meta` and need
/// no handshake, `server/discover`, results that say what they are and how long to keep them,
/// the unsupported-version error, and how the first request of either era shuts out the other.
@MainActor
@Suite struct StatelessProtocolTests {
  let methods = MCPMethods.overCounter()
  var dispatcher: JSONRPCDispatcher { JSONRPCDispatcher(methods: methods) }

  /// The envelope every 2026-07-28 request carries, at `version`.
  private static func envelope(_ version: String = "2026-07-28") -> String {
    #""_meta":{"io.modelcontextprotocol/protocolVersion":"\#(version)","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}}"#
  }

  private static func request(_ id: Int, _ method: String, _ params: String = "", version: String = "2026-07-28")
    -> String
  {
    let members = params.isEmpty ? envelope(version) : envelope(version) + "," + params
    return #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{\#(members)}}"#
  }

  private static let initialize =
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#

  private func answer(_ line: String) async throws -> [String: JSONValue] {
    let bytes = try #require(await dispatcher.answer(.message(Array(line.utf8))))
    return try #require(try JSONValue(parsing: bytes).objectValue)
  }

  private func result(_ line: String) async throws -> [String: JSONValue] {
    let answer = try await answer(line)
    #expect(answer["error"] == nil, "\(answer)")
    return try #require(answer["result"]?.objectValue)
  }

  private func error(_ line: String) async throws -> (code: Int?, message: String?, data: JSONValue?) {
    let error = try await answer(line)["error"]?.objectValue
    guard case .int(let code)? = error?["code"] else { return (nil, nil, nil) }
    return (code, error?["message"]?.stringValue, error?["data"])
  }

  // MARK: server/discover

  @Test func discoverSaysWhatTheServerSpeaksWithoutAHandshake() async throws {
    let discovered = try await result(Self.request(1, "server/discover"))
    #expect(
      discovered == [
        "supportedVersions": ["2026-07-28"], "capabilities": ["tools": ["listChanged": false]],
        "instructions": "Drives counter.", "resultType": "complete", "ttlMs": 3_600_000, "cacheScope": "private",
        "_meta": ["io.modelcontextprotocol/serverInfo": ["name": "mvcs", "version": "9.9"]],
      ])
  }

  @Test func discoverLeavesTheHandshakeOpenForAClientThatChoosesIt() async throws {
    _ = try await result(Self.request(1, "server/discover"))
    #expect(methods.era == nil)
    let initialized = try await result(Self.initialize)
    #expect(initialized["protocolVersion"] == "2025-11-25")
    #expect(methods.era == .handshake(version: "2025-11-25"))
  }

  // MARK: Requests that carry their envelope

  @Test func aToolCallWithItsEnvelopeNeedsNoHandshake() async throws {
    let called = try await result(Self.request(2, "tools/call", #""name":"tap","arguments":{"label":"++"}"#))
    #expect(
      called == [
        "content": [["type": "text", "text": "@@ -2,3 +2,3 @@\n ────────────────────\n-0\n+1\n [++] [--]"]],
        "isError": false, "resultType": "complete",
        "_meta": ["io.modelcontextprotocol/serverInfo": ["name": "mvcs", "version": "9.9"]],
      ])
    #expect(methods.era == .stateless)
  }

  @Test func theToolListCarriesItsCacheFields() async throws {
    let listed = try await result(Self.request(3, "tools/list"))
    #expect(listed["tools"] == .array(methods.agent.definitions.map(\.json)))
    #expect(listed["resultType"] == "complete")
    #expect(listed["ttlMs"] == .int(MCPMethods.cacheHint.ttlMs))
    #expect(listed["cacheScope"] == "private")
    #expect(listed["_meta"] == ["io.modelcontextprotocol/serverInfo": ["name": "mvcs", "version": "9.9"]])
  }

  @Test func aToolErrorIsStillAResultOfItsKind() async throws {
    let failed = try await result(Self.request(4, "tools/call", #""name":"tap","arguments":{"label":"+++"}"#))
    #expect(failed["isError"] == true)
    #expect(failed["resultType"] == "complete")
  }

  @Test(arguments: [
    (
      #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#,
      "Invalid params: params._meta lacks 'io.modelcontextprotocol/clientCapabilities', which every 2026-07-28 request carries (an empty object for none)"
    ),
    (
      #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":20260728,"io.modelcontextprotocol/clientCapabilities":{}}}}"#,
      #"Invalid params: 'io.modelcontextprotocol/protocolVersion' in params._meta must be a string such as "2026-07-28", not a number"#
    ),
    (
      #"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":[]}}}"#,
      "Invalid params: 'io.modelcontextprotocol/clientCapabilities' in params._meta must be an object, not an array"
    ),
  ])
  func anEnvelopeWithoutWhatItMustCarryIsInvalidParamsAndDecidesNothing(line: String, message: String) async throws {
    let refused = try await error(line)
    #expect(refused.code == -32602)
    #expect(refused.message == message)
    #expect(methods.era == nil)
  }

  @Test(arguments: ["2099-01-01", "2025-11-25", ""])
  func aVersionTheEnvelopeCannotNameIsUnsupportedWithTheVersionsToRetry(version: String) async throws {
    let refused = try await error(Self.request(5, "tools/list", version: version))
    #expect(refused.code == -32022)
    #expect(refused.data == ["supported": ["2026-07-28"], "requested": .string(version)])
    #expect(
      refused.message
        == "Unsupported protocol version: a request's _meta may name 2026-07-28; 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05 are agreed by initialize"
    )
    // A refused probe decides nothing: the client may still fall back to the handshake.
    #expect(methods.era == nil)
    #expect(try await result(Self.initialize)["protocolVersion"] == "2025-11-25")
  }

  @Test func pingIsGoneFrom2026() async throws {
    let refused = try await error(Self.request(6, "ping"))
    #expect(refused.code == -32601)
    #expect(refused.message == "Method not found: 'ping'")
  }

  // MARK: One connection, one era

  @Test func aHandshakeRequestBeforeInitializeIsRefused() async throws {
    for method in ["tools/list", "tools/call"] {
      let refused = try await error(#"{"jsonrpc":"2.0","id":7,"method":"\#(method)","params":{"name":"show"}}"#)
      #expect(refused.code == -32602)
      #expect(
        refused.message
          == "Invalid params: \(method) came before initialize: open the connection with initialize (2025-11-25 and older), or send params._meta with 'io.modelcontextprotocol/protocolVersion' (2026-07-28) and 'io.modelcontextprotocol/clientCapabilities'"
      )
    }
    let probe = try await error(#"{"jsonrpc":"2.0","id":8,"method":"server/discover"}"#)
    #expect(probe.code == -32602)
    #expect(
      probe.message?.hasPrefix("Invalid params: server/discover is a 2026-07-28 request; it needs params._meta") == true
    )
    // A legacy `_meta` (a progress token) is no envelope.
    let legacyMeta = try await error(
      #"{"jsonrpc":"2.0","id":9,"method":"tools/list","params":{"_meta":{"progressToken":1}}}"#)
    #expect(legacyMeta.code == -32602)
    #expect(try await result(#"{"jsonrpc":"2.0","id":10,"method":"ping"}"#) == [:])
    #expect(methods.era == nil)
  }

  @Test func afterInitializeARequestWithTheEnvelopeIsRefused() async throws {
    _ = try await result(Self.initialize)
    let refused = try await error(Self.request(2, "tools/list"))
    #expect(refused.code == -32600)
    #expect(
      refused.message
        == "Invalid Request: this connection speaks 2025-11-25, agreed by initialize; a request carrying the 2026-07-28 envelope in params._meta is not taken on it"
    )
    let listed = try await result(#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#)
    #expect(listed.keys.sorted() == ["tools"], "a handshake-era result carries nothing of 2026-07-28")
    let discover = try await error(#"{"jsonrpc":"2.0","id":4,"method":"server/discover"}"#)
    #expect(discover.code == -32601)
  }

  @Test func afterAStatelessRequestInitializeIsUnsupported() async throws {
    _ = try await result(Self.request(1, "tools/list"))
    let refused = try await error(Self.initialize)
    #expect(refused.code == -32022)
    #expect(refused.data == ["supported": ["2026-07-28"], "requested": "2025-11-25"])
    #expect(
      refused.message
        == "Unsupported protocol version: this connection speaks 2026-07-28, which has no initialize; name the version in each request's _meta"
    )
    let bare = try await error(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
    #expect(bare.code == -32602)
    #expect(
      bare.message
        == "Invalid params: tools/list lacks the envelope every request of this connection carries: params._meta with 'io.modelcontextprotocol/protocolVersion' (2026-07-28) and 'io.modelcontextprotocol/clientCapabilities'"
    )
    #expect(try await error(#"{"jsonrpc":"2.0","id":3,"method":"ping"}"#).code == -32602)
    #expect(methods.era == .stateless)
  }

  @Test func initializeCarryingTheEnvelopeIsStillTheHandshake() async throws {
    let line =
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{\#(Self.envelope()),"protocolVersion":"2026-07-28","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
    let initialized = try await result(line)
    #expect(initialized["protocolVersion"] == "2025-11-25")
    #expect(initialized["resultType"] == nil)
    #expect(methods.era == .handshake(version: "2025-11-25"))
  }
}
