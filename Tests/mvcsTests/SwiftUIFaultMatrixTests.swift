import Foundation
import Testing

/// SwiftUI's own faults, each in a faulty app of its own, through every way in (#38).
///
/// The apps are `mvcs --app fault-state` and the like. The batch shell, the interactive shell
/// in a real terminal, `mcp`, `run` and `explore` each name the fault at the user's view as
/// the error of the command that met it, and go on; none hangs or crashes. A `task` that never
/// ends is named when a script ends.
@Suite(.serialized)
struct SwiftUIFaultMatrixTests {
  /// A fault as each way meets it: the app, the lines that trip it (the last one does), and
  /// what the error says.
  struct Fault: Sendable, CustomStringConvertible {
    var app: String
    var lines: [String]
    var message: String
    var description: String { app }
  }

  static let faults: [Fault] = [
    Fault(app: "fault-state", lines: ["show"], message: "VisitsView's body changes `visits`, which it reads"),
    Fault(
      app: "fault-onchange", lines: ["tap Start", "show"],
      message: "RaceView's onChange(of:) changes the screen at every drawing: stopped after 4 drawings"),
    Fault(app: "fault-push", lines: ["show"], message: "TourPage's onAppear changes the screen at every drawing"),
    Fault(
      app: "fault-nested", lines: ["show"],
      message: "CommentView is nested too deep to draw: stopped before the stack ran out"),
  ]

  /// The warning the end of a script gives for fault-task's poll, which never ends.
  static let taskWarning =
    "warning: the script ended with a view's task still running, not waited for: InboxView's task"

  @Test func theBatchShellNamesEachAtItsLineAndGoesOn() async throws {
    var lines: [String] = []
    var faultLines: [(Fault, Int)] = []
    for fault in Self.faults {
      lines.append("launch \(fault.app)")
      lines += fault.lines
      faultLines.append((fault, lines.count))
    }
    lines += ["launch fault-task", "show", "echo done"]
    let result = try await MVCSProcess.run(["--app", "counter"], input: lines.joined(separator: "\n") + "\n")
    #expect(result.status == 3, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("done\n"), "\(result.stdout.suffix(300))")
    for (fault, line) in faultLines {
      #expect(
        result.stderr.contains("<stdin>:\(line):1: error: ") && result.stderr.contains(fault.message),
        "\(fault.app) at line \(line):\n\(result.stderr)")
    }
    // Nothing relaunched: these are errors of commands, not crashes.
    #expect(!result.stderr.contains("relaunched"), "\(result.stderr)")
    #expect(result.stderr.hasSuffix(Self.taskWarning + "\n"), "\(result.stderr)")
  }

  @Test func theInteractiveShellNamesEachAndTheSessionGoesOn() async throws {
    let tmux = try TmuxSession()
    try await tmux.launch(["--app", "counter"])
    try await tmux.waitForPrompt("counter:/>")
    for fault in Self.faults {
      try tmux.press("C-l")
      try tmux.type("launch \(fault.app)")
      try tmux.press("Enter")
      try await tmux.waitForPrompt("\(fault.app):/>")
      for line in fault.lines {
        try tmux.type(line)
        try tmux.press("Enter")
      }
      // The report's lines are wider than the terminal: read as the rows joined again.
      try await tmux.waitUntil("\(fault.app)'s error", timeout: .seconds(60)) {
        $0.text.replacingOccurrences(of: "\n", with: "").contains(fault.message)
          && $0.lastLine?.hasPrefix("\(fault.app):") == true
      }
    }
    try tmux.press("C-l")
    try tmux.type("echo still here")
    try tmux.press("Enter")
    try await tmux.waitUntil("the same session after every fault") { $0.contains(line: "still here") }
  }

  @Test func mcpAnswersEachAsAToolErrorAndTheNextCallWorks() async throws {
    let scratch = try ScratchFolder()
    var calls = MCPToolCalls()
    var faulted: [Int: Fault] = [:]
    for fault in Self.faults {
      _ = calls.add("launch", #"{"app":"\#(fault.app)"}"#)
      var last = 0
      for line in fault.lines {
        last =
          line == "show" ? calls.add("show", "{}") : calls.add("tap", #"{"label":"\#(line.dropFirst(4))"}"#)
      }
      faulted[last] = fault
    }
    _ = calls.add("launch", #"{"app":"counter"}"#)
    let after = calls.add("show", "{}")
    let result = try await MVCSProcess.run(["mcp"], input: calls.input, in: scratch.url)
    #expect(result.status == 0, "\(result.stderr)")
    let answers = try MCPToolCalls.Answers(result.stdout)
    #expect(answers.results.count == calls.lastID, "\(result.stdout)")
    for (id, fault) in faulted {
      #expect(answers.isError(id) == true, "\(fault.app): \(answers.text(id))")
      #expect(answers.text(id).contains(fault.message), "\(fault.app): \(answers.text(id))")
    }
    #expect(answers.isError(after) == false, "\(answers.text(after))")
  }

  @Test func runFailsEachAtItsLineAndNamesATaskLeftRunning() async throws {
    let scratch = try ScratchFolder()
    var names: [String] = []
    for fault in Self.faults {
      let name = "\(fault.app).mvcs"
      try scratch.write(name, "launch \(fault.app)\n" + fault.lines.joined(separator: "\n") + "\n")
      names.append(name)
    }
    try scratch.write("task.mvcs", "launch fault-task\nshow\n")
    let result = try await MVCSProcess.run(["run", "--jobs", "1"] + names + ["task.mvcs"], in: scratch.url)
    #expect(result.status == 3, "\(result.stdout)\(result.stderr)")
    for (fault, name) in zip(Self.faults, names) {
      #expect(result.stdout.contains("FAIL \(name)"), "\(result.stdout)")
      #expect(
        result.stdout.contains("\(name):\(fault.lines.count + 1):1: error: ") && result.stdout.contains(fault.message),
        "\(fault.app):\n\(result.stdout)")
    }
    #expect(result.stdout.contains("PASS task.mvcs"), "\(result.stdout)")
    #expect(result.stdout.contains(Self.taskWarning), "\(result.stdout)")
  }

  @Test(arguments: faults) func exploreFindsItAsAViewFaultAndShrinksIt(_ fault: Fault) async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run(
      ["explore", "--app", fault.app, "--steps", "100", "--seed", "7", "--jobs", "1", "--out", "found"],
      in: scratch.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    let finding = try #require(result.stdout.split(separator: "\n").first { $0.contains("FOUND view fault: ") })
    #expect(finding.contains(fault.message), "\(result.stdout)")
    let script = try String(
      contentsOf: scratch.url.appendingPathComponent("found/1-view-fault.mvcs"), encoding: .utf8)
    #expect(script.contains("launch \(fault.app)\n"), "\(script)")
  }
}
