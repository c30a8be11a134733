import Foundation
import MVCS
import MVCSApps
import MVCSShell
import Testing

@testable import MVCSMCP

/// The server over whole inputs, as a client pipes them: every request answered, in order,
/// before it returns at the end of the input, whatever the input holds.
@MainActor
@Suite struct AgentServerTests {
  /// The lines the server wrote for `input`, each decoded.
  private func serve(_ input: [UInt8]) async throws -> [JSONValue] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputPath = directory.appendingPathComponent("in").path
    let outputPath = directory.appendingPathComponent("out").path
    try Data(input).write(to: URL(fileURLWithPath: inputPath))
    let inputFile = open(inputPath, O_RDONLY)
    let outputFile = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer {
      close(inputFile)
      close(outputFile)
    }
    let server = AgentServer(
      session: Session(app: CounterApp(), options: ShellOptions(width: 20)), name: "mvcs", version: "1")
    try await server.serve(
      input: FrameReader(fileDescriptor: inputFile, limit: 1 << 20), output: LineWriter(fileDescriptor: outputFile))
    let output = try String(contentsOfFile: outputPath, encoding: .utf8)
    #expect(output.isEmpty || output.hasSuffix("\n"))
    return try output.split(separator: "\n").map { try JSONValue(parsing: Array($0.utf8)) }
  }

  private func serve(lines: [String]) async throws -> [JSONValue] {
    try await serve(Array(lines.joined(separator: "\n").utf8))
  }

  /// A 2026-07-28 `tools/call`, which carries its envelope and needs no `initialize` before it.
  private func call(_ id: Int, _ tool: String, _ arguments: String) -> String {
    let envelope =
      #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#
    return
      #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{\#(envelope),"name":"\#(tool)","arguments":\#(arguments)}}"#
  }

  private func text(_ answer: JSONValue) -> String? {
    answer.objectValue?["result"]?.objectValue?["content"]?.arrayValue?.first?.objectValue?["text"]?.stringValue
  }

  @Test func manyRequestsPipedTogetherAreAnsweredInTheOrderTheyCame() async throws {
    let taps = (1...300).map { call($0, "tap", #"{"label":"++","screen":"none"}"#) }
    let answers = try await serve(lines: taps + [call(301, "show", "{}")])
    #expect(answers.map { $0.objectValue?["id"] } == (1...301).map { JSONValue.int($0) })
    #expect(text(answers[300]) == "Counter\n────────────────────\n300\n[++] [--]")
  }

  @Test func theEndOfInputComesAfterEveryAnswerEvenWithoutALastLineBreak() async throws {
    let answers = try await serve(Array((call(1, "tap", #"{"label":"++"}"#) + "\n" + call(2, "show", "{}")).utf8))
    #expect(answers.count == 2)
    #expect(text(answers[1]) == "Counter\n────────────────────\n1\n[++] [--]")
  }

  @Test func anEmptyInputEndsWithNothingWritten() async throws {
    #expect(try await serve([]).isEmpty)
  }

  @Test func aHugeLineIsRefusedAndTheNextOneIsStillServed() async throws {
    let huge =
      Array(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"fill","arguments":{"text":""#.utf8)
      + [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20) + Array(#""}}}"#.utf8)
    let answers = try await serve(huge + Array("\n".utf8) + Array(call(2, "show", "{}").utf8))
    #expect(answers.count == 2)
    #expect(answers[0].objectValue?["id"] == .null)
    #expect(answers[0].objectValue?["error"]?.objectValue?["code"] == -32700)
    #expect(answers[1].objectValue?["id"] == 2)
  }

  @Test func garbageBetweenRequestsIsAnsweredWhereItStands() async throws {
    let answers = try await serve(lines: [
      #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#, "\u{1B}[31mnot json", "[]",
      #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#,
    ])
    #expect(answers.map { $0.objectValue?["id"] } == [1, .null, .null, 2])
    #expect(answers.map { $0.objectValue?["error"]?.objectValue?["code"] } == [nil, -32700, -32600, nil])
  }

  @Test func anOutputThatCannotBeWrittenStopsTheServerWithAnError() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputPath = directory.appendingPathComponent("in").path
    try Data(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8).write(to: URL(fileURLWithPath: inputPath))
    let inputFile = open(inputPath, O_RDONLY)
    // Every write to /dev/full fails (ENOSPC), as a write to a client that went away does.
    let full = open("/dev/full", O_WRONLY)
    defer {
      close(inputFile)
      close(full)
    }
    let server = AgentServer(session: Session(app: CounterApp()), name: "mvcs", version: "1")
    let error = await #expect(throws: AgentServer.ChannelError.self) {
      try await server.serve(
        input: FrameReader(fileDescriptor: inputFile, limit: 1024), output: LineWriter(fileDescriptor: full))
    }
    #expect(error?.description == "cannot write standard output: No space left on device")
  }
}
