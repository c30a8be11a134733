import Foundation
import Testing

/// `mvcs mcp` spoken to as raw JSON-RPC lines on a pipe, the way the stdio transport carries
/// it; Scripts/test-mcp drives it with the official Python SDK as well.
@Suite struct MCPServerTests {
  private static let initialize = """
    {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
    "capabilities":{},"clientInfo":{"name":"test","version":"1"}}}
    {"jsonrpc":"2.0","method":"notifications/initialized"}

    """

  /// The responses on standard output, by id.
  private func responses(_ stdout: String) throws -> [Int: [String: Any]] {
    var byID: [Int: [String: Any]] = [:]
    for line in stdout.split(separator: "\n") {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if let id = object["id"] as? Int { byID[id] = object }
    }
    return byID
  }

  private func text(_ response: [String: Any]?) -> String? {
    let result = response?["result"] as? [String: Any]
    let content = result?["content"] as? [[String: Any]]
    return content?.first?["text"] as? String
  }

  @Test func requestsSentTogetherAreAnsweredInOrderBeforeTheServerEnds() async throws {
    let input =
      Self.initialize + """
        {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"tap","arguments":{"label":"++"}}}
        {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"show","arguments":{}}}
        {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"tap","arguments":{"label":"+++"}}}
        {"jsonrpc":"2.0","id":5,"method":"tools/list"}

        """
    let result = try await MVCSProcess.run(["mcp", "--app", "counter", "--width", "20"], input: input)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let answers = try responses(result.stdout)
    #expect(answers.keys.sorted() == [1, 2, 3, 4, 5])
    let server = (answers[1]?["result"] as? [String: Any])?["serverInfo"] as? [String: Any]
    #expect(server?["name"] as? String == "mvcs")
    #expect(text(answers[2]) == "@@ -2,3 +2,3 @@\n ────────────────────\n-0\n+1\n [++] [--]")
    #expect(text(answers[3]) == "Counter\n────────────────────\n1\n[++] [--]")
    #expect((answers[4]?["result"] as? [String: Any])?["isError"] as? Bool == true)
    #expect(text(answers[4])?.hasPrefix("error: no button '+++' on the screen") == true)
    let tools = ((answers[5]?["result"] as? [String: Any])?["tools"] as? [[String: Any]])?.compactMap {
      $0["name"] as? String
    }
    let expected: Set = [
      "show", "tree", "ls", "actions", "tap", "fill", "select", "swipe", "scroll", "back", "dismiss", "call",
      "store_ls",
      "store_show", "log", "clock", "wait", "launch", "relaunch", "expect", "record", "toggle", "pick", "step",
      "console",
    ]
    #expect(expected.subtracting(tools ?? []).isEmpty)
  }

  @Test func aCurrentClientDiscoversAndCallsWithoutAHandshake() async throws {
    let envelope =
      #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#
    let input = """
      {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{\(envelope)}}
      {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{\(envelope),"name":"tap","arguments":{"label":"++"}}}
      {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{\(envelope),"name":"show"}}
      {"jsonrpc":"2.0","id":4,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}

      """
    let result = try await MVCSProcess.run(["mcp", "--app", "counter", "--width", "20"], input: input)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let answers = try responses(result.stdout)
    let discovered = answers[1]?["result"] as? [String: Any]
    #expect(discovered?["supportedVersions"] as? [String] == ["2026-07-28"])
    let meta = discovered?["_meta"] as? [String: Any]
    #expect((meta?["io.modelcontextprotocol/serverInfo"] as? [String: Any])?["name"] as? String == "mvcs")
    #expect(text(answers[3]) == "Counter\n────────────────────\n1\n[++] [--]")
    #expect((answers[3]?["result"] as? [String: Any])?["resultType"] as? String == "complete")
    #expect((answers[4]?["error"] as? [String: Any])?["code"] as? Int == -32022)
  }

  @Test func recordWritesOnlyInsideTheWorkingFolderOrAnAllowedOne() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("work/keep.txt", "")
    let victim = try scratch.write("other/tool.sh", "#!/bin/sh\necho mine\n")
    chmod(victim, 0o755)
    func record(_ file: String, _ arguments: [String] = []) async throws -> String? {
      let input =
        Self.initialize + """
          {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"record","arguments":{"verb":"start","file":"\(file)"}}}
          {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"record","arguments":{"verb":"stop"}}}

          """
      let result = try await MVCSProcess.run(
        ["mcp", "--app", "counter"] + arguments, input: input, in: scratch.url.appendingPathComponent("work"))
      return text(try responses(result.stdout)[2])
    }
    // Once, this replaced the file in the other folder and kept its exec bit.
    let outside = try await record("../other/tool.sh")
    #expect(
      outside?.hasPrefix(
        "error: cannot write ../other/tool.sh: agents may write only inside the server's working folder") == true)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "#!/bin/sh\necho mine\n")
    let inside = try await record("flow.mvcs")
    #expect(inside?.hasPrefix("recording to flow.mvcs") == true)
    #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("work/flow.mvcs").path))
    let allowed = try await record(
      scratch.url.appendingPathComponent("other/new.mvcs").path, ["--allow-write", "../other"])
    #expect(allowed?.hasPrefix("recording to ") == true, "\(allowed ?? "")")
    // No input: the server stops at its arguments, and writing to it then would be SIGPIPE.
    let missing = try await MVCSProcess.run(["mcp", "--allow-write", "nowhere"], in: scratch.url)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("--allow-write expects an existing folder; 'nowhere' is not one"))
  }

  @Test func theAppRunsOnTheVirtualClockByDefault() async throws {
    let input =
      Self.initialize + """
        {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"clock","arguments":{"screen":"none"}}}

        """
    let result = try await MVCSProcess.run(["mcp", "--app", "counter"], input: input)
    #expect(text(try responses(result.stdout)[2]) == "2026-01-01T09:00:00Z")
  }

  @Test func aHugeLineAndGarbageAreAnsweredWithErrorsAndServingGoesOn() async throws {
    let huge =
      #"{"jsonrpc":"2.0","id":2,"method":"ping","params":{"pad":""# + String(repeating: "x", count: 5 << 20) + #""}}"#
    let input = Self.initialize + huge + "\nnot json\n" + #"{"jsonrpc":"2.0","id":3,"method":"ping"}"# + "\n"
    let result = try await MVCSProcess.run(["mcp", "--app", "counter"], input: input)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(
      lines.dropFirst().first
        == #"{"error":{"code":-32700,"message":"Parse error: the line is \#(huge.utf8.count) bytes long, more than the 1048576 a message may be; it was not read"},"id":null,"jsonrpc":"2.0"}"#
    )
    #expect(
      lines.dropFirst(2).first?.hasPrefix(#"{"error":{"code":-32700,"message":"Parse error: the line is not JSON ("#)
        == true)
    #expect(lines.last == #"{"id":3,"jsonrpc":"2.0","result":{}}"#)
  }
}
