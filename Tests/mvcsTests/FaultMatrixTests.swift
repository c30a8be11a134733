import Foundation
import Testing

/// Every faulty app through every way in (#38): the interactive shell in a real terminal and
/// `mcp` survive each fault and name it at the app's line; `run` fails the script and goes on
/// (``FaultyAppTests`` has `run` and `explore` for each crash); the batch shell, which runs the
/// app in its own process for speed, starts that process again after each fault, at the line after it.
///
/// One terminal and one server go through all the faults in turn, relaunched after each, so
/// the matrix costs one session start per way, not one per fault.
@Suite(.serialized)
struct FaultMatrixTests {
  /// A fault as the shell and `mcp` meet it: the app, its lines, and what must be said of it.
  struct Fault: Sendable {
    var app: String
    var lines: [String]
    /// The tool calls that are the same lines over `mcp`: name, then arguments as JSON.
    var calls: [(String, String)]
    /// What the report says of it: the runtime's message, `stack overflow`, `timed out at`….
    var cause: String
    var place: String

    /// Whether `report` names the fault's place: its file and line or, for a hang, its file
    /// and function alone, as CrashReport names a frame whose sampled instruction has no line
    /// in the line table (a retain the compiler made inside the user's loop; seen once in
    /// three fresh-machine runs).
    func isNamed(in report: String) -> Bool {
      guard !place.isEmpty, !report.contains(place) else { return true }
      guard cause == "timed out at ", let file = place.split(separator: ":").first else { return false }
      return report.contains("\(file) in ")
    }
  }

  static let faults: [Fault] = [
    Fault(
      app: "fault-crash", lines: ["step people down 2", "tap 'Split 120'"],
      calls: [("step", #"{"label":"people","direction":"down","count":2}"#), ("tap", #"{"label":"Split 120"}"#)],
      cause: "Fatal error: Division by zero", place: "Faults/FaultCrashApp.swift:25"),
    Fault(
      // At the prompt a tap draws nothing: `show` draws the body that fails.
      app: "fault-body", lines: ["tap 'Level up'", "tap 'Level up'", "tap 'Level up'", "show"],
      calls: Array(repeating: ("tap", #"{"label":"Level up"}"#), count: 3),
      cause: "Fatal error: no title for level 4", place: "Faults/FaultBodyApp.swift:32"),
    Fault(
      app: "fault-unwrap", lines: ["tap 'Remove selected'"], calls: [("tap", #"{"label":"Remove selected"}"#)],
      cause: "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
      place: "Faults/FaultUnwrapApp.swift:27"),
    Fault(
      app: "fault-index", lines: ["tap Next", "tap Next", "tap Next"],
      calls: Array(repeating: ("tap", #"{"label":"Next"}"#), count: 3), cause: "Fatal error: Index out of range",
      place: "Faults/FaultIndexApp.swift:27"),
    Fault(
      app: "fault-recursion", lines: ["tap 'Move Home into Documents'", "tap 'Count folders'"],
      calls: [("tap", #"{"label":"Move Home into Documents"}"#), ("tap", #"{"label":"Count folders"}"#)],
      cause: "stack overflow", place: "Faults/FaultRecursionApp.swift:32"),
    Fault(
      app: "fault-loop", lines: ["step 'Pay 10 a month' down", "tap 'Plan 120'"],
      calls: [("step", #"{"label":"Pay 10 a month","direction":"down"}"#), ("tap", #"{"label":"Plan 120"}"#)],
      cause: "timed out at ", place: "Faults/FaultLoopApp.swift:2"),
    Fault(
      app: "fault-memory", lines: ["tap 'All pages'", "tap Cache"],
      calls: [("tap", #"{"label":"All pages"}"#), ("tap", #"{"label":"Cache"}"#)],
      cause: "killed: out of memory (limit 512 MiB)", place: ""),
  ]

  /// The limits the shell and `mcp` run under here: short, so the hang costs a second.
  // Five seconds: long enough that a loaded machine (CI builds beside the tests) finishes
  // every other fault's command, the allocation up to the memory limit included, first.
  static let limits = ["--timeout", "5s", "--memory-limit", "512M"]

  @Test func theInteractiveShellNamesEachFaultAtItsLineAndGoesOnAfterEach() async throws {
    let tmux = try TmuxSession()
    try await tmux.launch(["--app", "counter"] + Self.limits)
    try await tmux.waitForPrompt("counter:/>")
    try tmux.type("set seen yes")
    try tmux.press("Enter")
    for fault in Self.faults {
      // A clear screen for each, so what is asserted is this fault's report.
      try tmux.press("C-l")
      let prompt = "\(fault.app):/>"
      try tmux.type("launch \(fault.app)")
      try tmux.press("Enter")
      try await tmux.waitForPrompt(prompt)
      for line in fault.lines {
        try tmux.type(line)
        try tmux.press("Enter")
        try await tmux.waitUntil("`\(line)` to finish in \(fault.app)", timeout: .seconds(60)) {
          $0.lastLine == prompt && $0.text.contains(line)
        }
      }
      let screen = try await tmux.waitUntil("\(fault.app)'s report") { $0.text.contains("relaunched") }
      // The report's lines are wider than the terminal: read as the rows joined again.
      let report = screen.text.replacingOccurrences(of: "\n", with: "")
      #expect(report.contains(fault.cause), "\(fault.app):\n\(screen.text)")
      #expect(fault.isNamed(in: report), "\(fault.app):\n\(screen.text)")
    }
    // Still the same session: its variable, and the last app relaunched.
    try tmux.press("C-l")
    try tmux.type("echo $seen")
    try tmux.press("Enter")
    try await tmux.waitUntil("the variable set before the faults") { $0.contains(line: "yes") }
  }

  @Test func mcpAnswersEachFaultAsAToolErrorAtItsLineAndTheNextCallWorks() async throws {
    let scratch = try ScratchFolder()
    var calls = MCPToolCalls()
    // Each fault: launch its app, its calls (the last one trips it), then `show`.
    var faulted: [Int: Fault] = [:]
    var shown: [Int: Fault] = [:]
    for fault in Self.faults {
      _ = calls.add("launch", #"{"app":"\#(fault.app)"}"#)
      var last = 0
      for (name, arguments) in fault.calls { last = calls.add(name, arguments) }
      faulted[last] = fault
      shown[calls.add("show", "{}")] = fault
    }
    let result = try await MVCSProcess.run(["mcp"] + Self.limits, input: calls.input, in: scratch.url)
    #expect(result.status == 0, "\(result.stderr)")
    let answers = try MCPToolCalls.Answers(result.stdout)
    #expect(answers.results.count == calls.lastID, "\(result.stdout)")
    for (id, fault) in faulted {
      let text = answers.text(id)
      #expect(answers.isError(id) == true, "\(fault.app): \(text)")
      #expect(text.contains(fault.cause), "\(fault.app): \(text)")
      #expect(fault.isNamed(in: text), "\(fault.app): \(text)")
      #expect(text.contains("relaunched on the same storage"), "\(fault.app): \(text)")
    }
    for (id, fault) in shown {
      #expect(answers.isError(id) == false, "\(fault.app): \(answers.text(id))")
      #expect(!answers.text(id).isEmpty, "\(fault.app)")
    }
  }

  @Test func aWorkerPastItsProcessorTimeIsKilledAndTheNextCallWorks() async throws {
    // The endless loop, with a minute's --timeout: the processor time limit ends it first.
    let scratch = try ScratchFolder()
    let input = """
      {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
      "capabilities":{},"clientInfo":{"name":"test","version":"1"}}}
      {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"step","arguments":{"label":"Pay 10 a month","direction":"down"}}}
      {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"tap","arguments":{"label":"Plan 120"}}}
      {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"show","arguments":{}}}

      """
    let result = try await MVCSProcess.run(
      ["mcp", "--app", "fault-loop", "--cpu-limit", "1s"], input: input, in: scratch.url)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let killed = try #require(lines.first { $0.contains(#""id":3"#) }, "\(result.stdout)")
    #expect(killed.contains("killed by signal 24"), "\(killed)")
    #expect(killed.contains("killed: out of CPU time (limit 1s)"), "\(killed)")
    #expect(killed.contains(#""isError":true"#), "\(killed)")
    #expect(lines.first { $0.contains(#""id":4"#) }?.contains("Paid off in 0 months") == true, "\(result.stdout)")
  }

  @Test func aLimitThatIsNotOneIsAUsageErrorBeforeAnyWorkerStarts() async throws {
    let shell = try await MVCSProcess.run(["--cpu-limit", "0s"])
    #expect(shell.status == 2)
    #expect(shell.stderr.contains("--cpu-limit must be 1s or more, or none, got '0s'"), "\(shell.stderr)")
    let mcp = try await MVCSProcess.run(["mcp", "--memory-limit", "lots"])
    #expect(mcp.status == 2)
    #expect(mcp.stderr.contains("--memory-limit must be a size such as 512M or 4G, or none, got 'lots'"))
  }

  @Test func runFailsAHangAtTheScriptsLineAndGoesOn() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("loop.mvcs", "step 'Pay 10 a month' down\ntap 'Plan 120'\n")
    try scratch.write("fine.mvcs", "echo fine\n| fine\n")
    let result = try await MVCSProcess.run(
      ["run", "--app", "fault-loop", "--jobs", "1", "--timeout", "3s", "loop.mvcs", "fine.mvcs"], in: scratch.url)
    #expect(result.status == 3, "\(result.stdout)\(result.stderr)")
    // `run` names the script's line, the command, and the app's line it was stuck at, as
    // explore does.
    let failed = try #require(result.stdout.split(separator: "\n").first { $0.contains("timed out at ") })
    #expect(
      failed.contains("timed out at loop.mvcs:2 after 3s (--timeout): `tap 'Plan 120'` did not finish, stuck at "))
    #expect(
      failed.contains("Faults/FaultLoopApp.swift:27 ") || failed.contains("Faults/FaultLoopApp.swift:28 "), "\(failed)")
    #expect(result.stdout.contains("PASS fine.mvcs"), "\(result.stdout)")
  }

  @Test func theBatchShellNamesEachFaultAtItsLineAndReadsOnFromTheNext() async throws {
    // One pipe through every fault: each crash starts the process again where the input was
    // (docs/SHELL.md, "When the app crashes"), so the next fault's lines run, and the variable
    // set first is still set at the end.
    var lines = ["set seen yes"]
    var faultLines: [(fault: Fault, line: Int)] = []
    for fault in Self.faults {
      lines.append("launch \(fault.app)")
      lines += fault.lines
      faultLines.append((fault, lines.count))
    }
    lines.append("echo $seen")
    let result = try await MVCSProcess.run(
      ["--app", "counter"] + Self.limits, input: lines.joined(separator: "\n") + "\n",
      // The batch process's backtracer is the environment's; a hang's place needs precise
      // unwinding (docs/SHELL.md).
      environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,images=none,unwind=precise"])
    #expect(result.status == 3, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("yes\n"), "\(result.stdout)")
    let reports = result.stderr.split(separator: "\n").filter { $0.hasPrefix("<stdin>:") }
    #expect(reports.count == Self.faults.count, "\(result.stderr)")
    for (fault, line) in faultLines {
      let report = reports.first { $0.hasPrefix("<stdin>:\(line):1: error: ") } ?? ""
      // The runtime's own message is on the line before the report in a debug build.
      #expect(result.stderr.contains(fault.cause), "\(fault.app):\n\(result.stderr)")
      // A stack overflow's line comes from a replay of the reproducer (docs/SHELL.md).
      #expect(!report.isEmpty && fault.isNamed(in: String(report)), "\(fault.app) at line \(line):\n\(result.stderr)")
    }
  }

  @Test func whatACrashLeftThatCannotBeReadIsSaidAndTheSessionReadsOn() async throws {
    // Descriptors that are not open: as if the crashed process could not write its state.
    let result = try await MVCSProcess.run(
      ["--app", "counter"], input: "tap ++\nshow\n", environment: ["MVCS_BATCH_RESUME": "900,901"])
    let said = "error: the app crashed, and what it left could not be read; reading on from standard input"
    #expect(result.stderr.contains(said), "\(result.stderr)")
    #expect(result.stdout.contains("1"), "\(result.stdout)")
  }

  @Test func aCrashAfterMoreInputThanTheReproducerKeepsSaysWhichLinesReplayIt() async throws {
    let before = (1...6000).map { "echo line-\($0)" }
    let input = (before + ["step people down 2", "tap 'Split 120'", "echo after"]).joined(separator: "\n") + "\n"
    let result = try await MVCSProcess.run(["--app", "fault-crash"], input: input)
    #expect(result.stdout.hasSuffix("line-6000\nafter\n"), "\(result.stdout.suffix(200))")
    #expect(
      result.stderr.contains(
        "  reproducer: none kept (over 64 KiB of input since the launch); the input's lines up to 6002 replay it"),
      "\(result.stderr)")
  }

  @Test func theBatchShellReadsOnAfterACrashAcrossItsInputsBuffer() async throws {
    // Far more than glibc's read-ahead after the crash, from a pipe and from a file, so the
    // lines the crashed process had read and not run, one of them cut by the buffer's end,
    // are read again; and the line numbers go on as the input numbers them.
    let after = (1...3000).map { "echo line-\($0)" }
    let input = (["step people down 2", "tap 'Split 120'"] + after + ["tap nothing"]).joined(separator: "\n") + "\n"
    let scratch = try ScratchFolder()
    try Data(input.utf8).write(to: scratch.url.appendingPathComponent("flow.mvcs"))
    let piped = try await MVCSProcess.run(["--app", "fault-crash"], input: input)
    let fromFile = try await MVCSProcess.shell("\"$MVCS\" --app fault-crash < flow.mvcs", in: scratch.url)
    for result in [piped, fromFile] {
      #expect(result.stdout == after.map { $0.dropFirst(5) + "\n" }.joined(), "\(result.stdout.suffix(500))")
      #expect(result.stderr.contains("<stdin>:2:1: error: the app crashed"), "\(result.stderr)")
      #expect(result.stderr.contains("reading on from line 3"), "\(result.stderr)")
      // The commands since the launch, as a script `run` replays, headed by how it ended.
      let reproducer = try #require(
        result.stderr.split(separator: "\n").first { $0.hasPrefix("  reproducer: ") }?.dropFirst(14)
          .split(separator: " ").first, "\(result.stderr)")
      let script = try String(contentsOfFile: String(reproducer), encoding: .utf8)
      #expect(script.hasPrefix("# the app crashed at "), "\(script)")
      #expect(script.hasSuffix("\nlaunch fault-crash\nstep people down 2\ntap 'Split 120'\n"), "\(script)")
      try? FileManager.default.removeItem(atPath: String(reproducer))
      #expect(result.stderr.contains("<stdin>:3003:5: error: no button 'nothing'"), "\(result.stderr)")
      #expect(result.status == 3, "\(result.stderr)")
    }
  }
}
