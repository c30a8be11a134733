import Foundation
import MVCSShell
import Testing

@testable import MVCSMCP

/// The protocol as a handshake-era client speaks it, one line at a time: the lifecycle, the
/// tools, and the JSON-RPC error a message gets when it is not one the server can take. (The
/// 2026-07-28 requests, and how the two eras share a connection: `StatelessProtocolTests`.)
@MainActor
@Suite struct MCPProtocolTests {
  let methods = MCPMethods.overCounter()
  var dispatcher: JSONRPCDispatcher { JSONRPCDispatcher(methods: methods) }

  /// The server's answer to `line`, decoded; nil when it wrote nothing.
  private func answer(_ line: String) async throws -> JSONValue? {
    guard let bytes = await dispatcher.answer(.message(Array(line.utf8))) else { return nil }
    #expect(!bytes.contains(UInt8(ascii: "\n")), "an answer is one line")
    return try JSONValue(parsing: bytes)
  }

  private func error(_ line: String) async throws -> (id: JSONValue?, code: Int?, message: String?) {
    let answer = try await answer(line)?.objectValue
    let error = answer?["error"]?.objectValue
    guard case .int(let code)? = error?["code"] else { return (answer?["id"], nil, nil) }
    return (answer?["id"], code, error?["message"]?.stringValue)
  }

  /// Opens the connection with the handshake, as a 2025 client does before anything else.
  private func initialized() async throws {
    let result = try await answer(initialize(version: "2025-11-25"))?.objectValue?["result"]
    #expect(result?.objectValue?["protocolVersion"] == "2025-11-25")
  }

  private func initialize(version: String) -> String {
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\#(version)","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
  }

  // MARK: The lifecycle

  @Test func initializeAnswersTheClientsVersionWhenTheServerSpeaksIt() async throws {
    let result = try await answer(initialize(version: "2025-06-18"))?.objectValue?["result"]
    #expect(result?.objectValue?["protocolVersion"] == "2025-06-18")
    #expect(result?.objectValue?["serverInfo"] == ["name": "mvcs", "version": "9.9"])
    #expect(result?.objectValue?["capabilities"] == ["tools": ["listChanged": false]])
    #expect(result?.objectValue?["instructions"] == "Drives counter.")
    #expect(methods.era == .handshake(version: "2025-06-18"))
  }

  @Test(arguments: ProtocolEra.handshakeVersions)
  func everyVersionTheServerSpeaksIsAgreedAsAsked(version: String) async throws {
    let result = try await answer(initialize(version: version))?.objectValue?["result"]
    #expect(result?.objectValue?["protocolVersion"] == .string(version))
  }

  @Test func aVersionTheServerDoesNotSpeakIsAnsweredWithItsNewest() async throws {
    let result = try await answer(initialize(version: "2099-01-01"))?.objectValue?["result"]
    #expect(result?.objectValue?["protocolVersion"] == .string(ProtocolEra.handshakeVersions[0]))
    #expect(ProtocolEra.handshakeVersions[0] == "2025-11-25")
  }

  @Test func initializeIsAnsweredOnce() async throws {
    _ = try await answer(initialize(version: "2025-06-18"))
    let again = try await error(initialize(version: "2025-06-18"))
    #expect(again.code == -32600)
    #expect(again.id == 1)
    #expect(again.message == "Invalid Request: the server is already initialized")
  }

  @Test func notificationsAreNeverAnswered() async throws {
    #expect(try await answer(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
    #expect(
      try await answer(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}"#) == nil)
    #expect(try await answer(#"{"jsonrpc":"2.0","method":"notifications/unknown"}"#) == nil)
    #expect(try await answer(#"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"tap"}}"#) == nil)
  }

  @Test func pingAnswersAnEmptyResult() async throws {
    #expect(
      try await answer(#"{"jsonrpc":"2.0","id":"p-1","method":"ping"}"#) == [
        "jsonrpc": "2.0", "id": "p-1", "result": [:],
      ])
  }

  // MARK: The tools

  @Test func toolsListGivesEveryToolWithItsSchemaAndHints() async throws {
    try await initialized()
    let result = try await answer(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)?.objectValue?["result"]
    let tools = try #require(result?.objectValue?["tools"]?.arrayValue)
    #expect(tools.count == 29)
    let tap = try #require(tools.first { $0.objectValue?["name"] == "tap" }?.objectValue)
    #expect(tap["annotations"] == ["readOnlyHint": false, "destructiveHint": false, "openWorldHint": false])
    #expect(tap["inputSchema"]?.objectValue?["required"] == ["label"])
    #expect(tap["inputSchema"]?.objectValue?["additionalProperties"] == false)
    let screen = tap["inputSchema"]?.objectValue?["properties"]?.objectValue?["screen"]?.objectValue
    #expect(screen?["enum"] == ["diff", "full", "none"])
    #expect(
      tap["description"]?.stringValue?.hasPrefix(
        "Press the visible button with LABEL (PATH narrows the search).\n\nShell command: tap [PATH] LABEL.") == true)
  }

  @Test func toolsCallAnswersWithTextAndStructuredContent() async throws {
    try await initialized()
    let result = try await answer(
      #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"ls","arguments":{"path":"/"}}}"#)
    #expect(
      result == [
        "jsonrpc": "2.0", "id": 3,
        "result": [
          "content": [["type": "text", "text": ""]], "isError": false, "structuredContent": ["children": []],
        ],
      ])
  }

  @Test func aFailingToolIsAToolErrorNotAProtocolError() async throws {
    try await initialized()
    let result = try await answer(
      #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"tap","arguments":{"label":"+++"}}}"#
    )?.objectValue?["result"]?.objectValue
    #expect(result?["isError"] == true)
    let text = result?["content"]?.arrayValue?.first?.objectValue?["text"]?.stringValue
    #expect(text?.hasPrefix("error: no button '+++' on the screen") == true)
    let unknown = try await answer(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"fly"}}"#)
    #expect(unknown?.objectValue?["result"]?.objectValue?["isError"] == true)
  }

  @Test func integralNumbersAreIntegers() async throws {
    try await initialized()
    let result = try await answer(
      #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"log","arguments":{"count":2.0}}}"#)
    #expect(result?.objectValue?["result"]?.objectValue?["isError"] == false)
  }

  // MARK: JSON-RPC errors

  @Test func aLineThatIsNotJSONIsAParseErrorWithANullID() async throws {
    let answer = try await error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":")
    #expect(answer.code == -32700)
    #expect(answer.id == .null)
    #expect(answer.message?.hasPrefix("Parse error: the line is not JSON (") == true)
    #expect(
      try await error("not json").message == "Parse error: the line is not JSON (Invalid value around character 1)")
    #expect(try await error("\u{FF}").code == -32700)
  }

  @Test func aLineTooLongToReadIsAParseErrorThatSaysSo() async throws {
    let bytes = try #require(await dispatcher.answer(.tooLong(byteCount: 5_000_000, limit: 4_194_304)))
    let answer = try JSONValue(parsing: bytes)
    #expect(
      answer == [
        "jsonrpc": "2.0", "id": nil,
        "error": [
          "code": -32700,
          "message":
            "Parse error: the line is 5000000 bytes long, more than the 4194304 a message may be; it was not read",
        ],
      ])
  }

  @Test func deeplyNestedJSONIsAnErrorNotACrash() async throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(try await error(deep).code != nil)
  }

  @Test(arguments: [
    (#"42"#, JSONValue.null, "Invalid Request: a message is a JSON object, not a number"),
    (#"{"id":1,"method":"ping"}"#, 1, #"Invalid Request: 'jsonrpc' must be "2.0""#),
    (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, 1, #"Invalid Request: 'jsonrpc' must be "2.0""#),
    (
      #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, nil,
      "Invalid Request: 'id' must be a string or an integer, not an object"
    ),
    (
      #"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, nil,
      "Invalid Request: 'id' must be a string or an integer, not a number"
    ),
    (#"{"jsonrpc":"2.0","id":2}"#, 2, "Invalid Request: the message has no 'method'"),
    (#"{"jsonrpc":"2.0","id":3,"method":7}"#, 3, "Invalid Request: 'method' must be a string, not a number"),
    (
      #"{"jsonrpc":"2.0","id":"x","method":"ping","params":"all"}"#, "x",
      "Invalid Request: 'params' must be an object or an array, not a string"
    ),
    (#"[]"#, nil, "Invalid Request: the batch is empty"),
  ])
  func aMessageThatIsNotARequestIsAnInvalidRequest(line: String, id: JSONValue, message: String) async throws {
    let answer = try await error(line)
    #expect(answer.code == -32600)
    #expect(answer.id == id)
    #expect(answer.message == message)
  }

  @Test func aBatchOverTheLimitIsRefusedWhole() async throws {
    let ping = #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#
    let batch = "[" + Array(repeating: ping, count: JSONRPCDispatcher.batchLimit + 1).joined(separator: ",") + "]"
    #expect(try await error(batch).message == "Invalid Request: the batch holds 1001 messages, more than 1000")
  }

  @Test func aBatchIsAnsweredInOrderWithoutItsNotifications() async throws {
    let answer = try await answer(
      #"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"},7,{"jsonrpc":"2.0","id":2,"method":"nope"}]"#
    )
    let answers = try #require(answer?.arrayValue)
    #expect(answers.map { $0.objectValue?["id"] } == [1, JSONValue.null, 2])
    #expect(answers[1].objectValue?["error"]?.objectValue?["code"] == -32600)
    #expect(answers[2].objectValue?["error"]?.objectValue?["code"] == -32601)
    #expect(try await self.answer(#"[{"jsonrpc":"2.0","method":"notifications/initialized"}]"#) == nil)
  }

  @Test func aResponseFromTheClientNeedsNoAnswer() async throws {
    #expect(try await answer(#"{"jsonrpc":"2.0","id":9,"result":{}}"#) == nil)
    #expect(try await answer(#"{"jsonrpc":"2.0","id":9,"error":{"code":1,"message":"no"}}"#) == nil)
  }

  @Test func anUnknownMethodIsMethodNotFound() async throws {
    let answer = try await error(#"{"jsonrpc":"2.0","id":10,"method":"resources/list"}"#)
    #expect(answer.code == -32601)
    #expect(answer.id == 10)
    #expect(answer.message == "Method not found: 'resources/list'")
  }

  @Test(arguments: [
    (
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{}}}"#,
      "Invalid params: tools/call needs 'name', the tool's name as a string"
    ),
    (
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call"}"#,
      "Invalid params: tools/call needs 'name', the tool's name as a string"
    ),
    (
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"tap","arguments":["++"]}}"#,
      "Invalid params: 'arguments' of tools/call must be an object, not an array"
    ),
    (
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":["tap"]}"#,
      "Invalid params: tools/call takes its params as an object, not an array"
    ),
    (
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"Invalid params: initialize needs 'protocolVersion', a string such as "2025-11-25""#
    ),
  ])
  func paramsAMethodCannotTakeAreInvalidParams(line: String, message: String) async throws {
    if !line.contains(#""method":"initialize""#) { try await initialized() }
    let answer = try await error(line)
    #expect(answer.code == -32602)
    #expect(answer.id == 1)
    #expect(answer.message == message)
  }

  @Test func textFromTheAppIsEscapedByTheEncoder() async throws {
    let bytes = try #require(
      await dispatcher.answer(
        .message(Array(#"{"jsonrpc":"2.0","id":"a\"\n\u001b","method":"ping"}"#.utf8))))
    #expect(String(decoding: bytes, as: UTF8.self) == #"{"id":"a\"\n\u001b","jsonrpc":"2.0","result":{}}"#)
  }
}
