import Foundation
import Testing

/// A user's app that crashes or hangs never takes the interactive shell or `mcp` down.
///
/// The app runs in a worker process, and the session outlives it (issue #38). Told with the
/// crashing helper's apps: `trap` (Arm, then Fire: a `fatalError`), `spin` (Wind, then Spin:
/// an endless loop) and `favorites` (a Store).
@Suite(.serialized)
struct SupervisedSessionTests {
  // MARK: The interactive shell, in a real terminal

  /// Types `command`, presses Enter and waits for the prompt `prompt` and whatever `until` asks.
  ///
  /// A crash or a hang waits up to `timeout`: the backtracer symbolicates a debug build's
  /// frames, which takes seconds on a machine busy with other suites.
  @discardableResult
  private func run(
    _ command: String, in tmux: TmuxSession, prompt: String, timeout: Duration = .seconds(10),
    until: @escaping (TerminalScreen) -> Bool = { _ in true }
  ) async throws -> TerminalScreen {
    try tmux.type(command)
    try tmux.press("Enter")
    return try await tmux.waitUntil("`\(command)` to finish at \(prompt)", timeout: timeout) {
      $0.lastLine == prompt && $0.text.contains(command) && until($0)
    }
  }

  @Test func aCrashIsNamedAndTheSessionGoesOnWithItsHistoryVariablesAndStoredData() async throws {
    let tmux = try TmuxSession(binary: try BuiltProducts.executable("CrashingAppHelper"))
    try await tmux.launch(["--app", "favorites"])
    try await tmux.waitForPrompt("favorites:/>")
    try await run("call add word=panda", in: tmux, prompt: "favorites:/>")
    try await run("set who otter", in: tmux, prompt: "favorites:/>")
    try await run("launch trap", in: tmux, prompt: "trap:/>")
    try await run("tap Arm", in: tmux, prompt: "trap:/>")
    let crashed = try await run("tap Fire", in: tmux, prompt: "trap:/>", timeout: .seconds(60)) {
      $0.text.contains("relaunched")
    }
    // The runtime's message, then the shell's: how it ended, at the app's own line.
    #expect(crashed.text.contains("Fatal error: planted trap: fired while armed"))
    #expect(crashed.text.contains("error: the app crashed at"))
    #expect(crashed.text.contains("main.swift:43"))
    #expect(crashed.text.contains("killed by signal 4"))
    // The commands since the worker's launch, as a script to replay.
    let reproducer = try #require(
      crashed.lines.first { $0.contains("reproducer: ") }?.split(separator: " ").first { $0.hasSuffix(".mvcs") })
    let script = try String(contentsOfFile: String(reproducer), encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: String(reproducer)) }
    #expect(script.hasSuffix("launch favorites\ncall add word=panda\nset who otter\nlaunch trap\ntap Arm\ntap Fire\n"))
    // Its header names the place as the package does, never by this machine's folders.
    #expect(script.hasPrefix("# the app crashed at Tests/Helpers/CrashingAppHelper/main.swift:43 in "), "\(script)")

    // The variable, the app and the history are still there, and so is the word stored before.
    try await run("echo $who", in: tmux, prompt: "trap:/>") { $0.contains(line: "otter") }
    try tmux.press("Up")
    try await tmux.waitUntil("the history's last entry") { $0.lastLine == "trap:/> echo $who" }
    try tmux.press("C-u")
    try await run("launch favorites", in: tmux, prompt: "favorites:/>")
    try await run("show", in: tmux, prompt: "favorites:/>") { $0.contains(line: "panda") }
  }

  @Test func aCommandPastItsTimeoutIsEndedWhereItIsStuckAndTheSessionGoesOn() async throws {
    let tmux = try TmuxSession(binary: try BuiltProducts.executable("CrashingAppHelper"))
    try await tmux.launch(["--app", "spin", "--timeout", "3s"])
    try await tmux.waitForPrompt("spin:/>")
    try await run("tap ++", in: tmux, prompt: "spin:/>")
    try await run("tap Wind", in: tmux, prompt: "spin:/>")
    let stuck = try await run("tap Spin", in: tmux, prompt: "spin:/>", timeout: .seconds(60)) {
      $0.text.contains("relaunched")
    }
    // Where the app's own loop was when the watchdog stopped it, as explore says of a hang.
    // The report's lines are wider than the terminal: read as the rows joined again.
    let report = stuck.text.replacingOccurrences(of: "\n", with: "")
    #expect(report.contains("error: timed out at "))
    // The loop's line, or its file alone when the thread is stopped in a retain the
    // compiler added, which the line table gives no line.
    #expect(report.contains("Tests/Helpers/CrashingAppHelper/main.swift"))
    // (A space at a row's end is not captured: the function and what follows are read apart.)
    #expect(report.contains(" in SpinViewController.actions.getter"))
    #expect(report.contains("after 3s (--timeout) running `tap Spin`"))
    #expect(stuck.text.contains("its last lines:"))
    // A fresh app, the same session.
    try await run("show", in: tmux, prompt: "spin:/>") { $0.text.contains("0 still") }
  }

  // MARK: mcp

  private static let initialize = """
    {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
    "capabilities":{},"clientInfo":{"name":"test","version":"1"}}}
    {"jsonrpc":"2.0","method":"notifications/initialized"}

    """

  /// Each response's result, by id.
  private func results(_ stdout: String) throws -> [Int: [String: Any]] {
    var byID: [Int: [String: Any]] = [:]
    for line in stdout.split(separator: "\n") {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if let id = object["id"] as? Int { byID[id] = object["result"] as? [String: Any] }
    }
    return byID
  }

  private func text(_ result: [String: Any]?) -> String {
    ((result?["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
  }

  @Test func aToolCallThatCrashesTheAppIsAToolErrorAndTheNextCallWorks() async throws {
    let scratch = try ScratchFolder()
    let input =
      Self.initialize + """
        {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"tap","arguments":{"label":"Arm"}}}
        {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"tap","arguments":{"label":"Fire"}}}
        {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"show","arguments":{}}}

        """
    let result = try await MVCSProcess.run(
      tool: "CrashingAppHelper", ["mcp", "--app", "trap"], in: scratch.url, input: input)
    #expect(result.status == 0)
    let answers = try results(result.stdout)
    #expect(answers.keys.sorted() == [1, 2, 3, 4])
    let crash = answers[3]
    #expect(crash?["isError"] as? Bool == true)
    #expect(text(crash).contains("the app crashed at"))
    #expect(text(crash).contains("main.swift:43"))
    #expect(text(crash).contains("Fatal error: planted trap: fired while armed"))
    #expect(text(crash).contains("reproducer: "))
    // The next call runs in a relaunched app: disarmed again.
    #expect(answers[4]?["isError"] as? Bool == false)
    #expect(text(answers[4]).hasPrefix("safe\n"))
  }

  @Test func aToolCallPastItsTimeoutSaysTheLineWhereTheAppWasStuckAndItsLastLines() async throws {
    let scratch = try ScratchFolder()
    let input =
      Self.initialize + """
        {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"tap","arguments":{"label":"Wind"}}}
        {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"tap","arguments":{"label":"Spin"}}}
        {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"show","arguments":{}}}

        """
    let result = try await MVCSProcess.run(
      tool: "CrashingAppHelper", ["mcp", "--app", "spin", "--timeout", "3s"], in: scratch.url, input: input)
    #expect(result.status == 0)
    let answers = try results(result.stdout)
    #expect(answers[3]?["isError"] as? Bool == true)
    // The watchdog stops the thread running the call (a dispatch thread, under the server's
    // `dispatchMain`), and the runtime's backtrace names the loop's line.
    let stuck = text(answers[3])
    #expect(stuck.hasPrefix("timed out at /"), "\(stuck)")
    #expect(stuck.contains("/Tests/Helpers/CrashingAppHelper/main.swift"), "\(stuck)")
    #expect(stuck.contains(" in SpinViewController.actions.getter after 3s"), "\(stuck)")
    #expect(stuck.contains("after 3s (--timeout) running `tap Spin`\n  its last lines:\n    tap Wind\n"), "\(stuck)")
    #expect(text(answers[4]).hasPrefix("0 still\n"))
  }
}
