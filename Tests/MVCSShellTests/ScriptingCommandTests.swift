import Foundation
import MVCS
import MVCSApps
import MVCSShell
import MVCSTesting
import Testing

@MainActor
@Suite struct ExpectTests {
  let shell = TestShell.fixture()

  @Test func passingExpectationsPrintNothing() async {
    for line in [
      "expect exists /lists/groceries", "expect missing /lists/nope", "expect shows Groceries",
      "expect hides Nowhere", "expect shows Done in /settings", "expect children /lists 2",
    ] {
      #expect(await shell.run(line) == [], "\(line)")
    }
  }

  @Test func failuresExitOneAndShowWhatIsThere() async {
    let shows = await shell.error("expect shows Bread in /lists/chores")
    #expect(shows?.status == .expectationFailed)
    #expect(
      shows?.lines() == [
        "test.mvcs:1:8: error: expected /lists/chores to show 'Bread'", "  hint: /lists/chores shows:", "  | [Done]",
      ])
    let children = await shell.error("expect children /lists 3")
    #expect(children?.message == "expected /lists to have 3 children, but it has 2")
    #expect(children?.hint == "its children: groceries, chores")
    #expect(
      await shell.error("expect exists /lists/x")?.message
        == "expected /lists/x to exist, but no child 'x' in /lists")
    #expect(
      await shell.error("expect missing lists")?.message == "expected lists to be missing, but /lists exists")
    #expect(await shell.error("expect hides Home")?.status == .expectationFailed)
  }

  @Test func badFormsAreCommandErrors() async {
    #expect(await shell.error("expect shoes x")?.status == .commandFailed)
    #expect(
      await shell.error("expect exsts /")?.hint
        == "did you mean 'exists'? Forms: 'exists', 'missing', 'shows', 'hides', 'children', 'store', 'value', "
        + "'toggle', 'enabled', 'disabled', 'invariants'")
    #expect(
      await shell.error("expect frobnicate /")?.hint
        == "forms: 'exists', 'missing', 'shows', 'hides', 'children', 'store', 'value', 'toggle', 'enabled', "
        + "'disabled', 'invariants'"
    )
    #expect(await shell.error("expect shows x on /")?.message == "expected 'in PATH' after the text")
  }
}

@MainActor
@Suite struct SourceAndRecordTests {
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func sourceRunsRelativeToTheIncludingFileAndChecksItsBlocks() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
    try "tap ++\nset FROM lib\n".write(
      to: folder.appendingPathComponent("lib/two.mvcs"), atomically: true, encoding: .utf8)
    try "source two.mvcs\ntap ++\n".write(
      to: folder.appendingPathComponent("lib/setup.mvcs"), atomically: true, encoding: .utf8)
    let main = folder.appendingPathComponent("main.mvcs")
    try "source lib/setup.mvcs\necho $FROM\n| lib\nexpect shows 2\n".write(to: main, atomically: true, encoding: .utf8)
    let runner = ScriptRunner(app: CounterApp(), apps: [CounterApp()])
    let result = await runner.run(file: main.path)
    #expect(result.passed, "\(result.report)")
  }

  @Test func aFailingSourcedScriptFailsTheSourceWithItsReport() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "echo a\n| b\n".write(to: folder.appendingPathComponent("bad.mvcs"), atomically: true, encoding: .utf8)
    let main = folder.appendingPathComponent("main.mvcs")
    try "source bad.mvcs\n".write(to: main, atomically: true, encoding: .utf8)
    let result = await ScriptRunner(app: CounterApp(), apps: [CounterApp()]).run(file: main.path)
    #expect(result.status == .expectationFailed)
    #expect(result.report.first == "\(main.path):1:8: error: \(folder.path)/bad.mvcs failed")
    #expect(result.report.contains("  \(folder.path)/bad.mvcs:1: output differs"))
  }

  @Test func sourcingItselfStopsAtTheNestingLimit() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let loop = folder.appendingPathComponent("loop.mvcs")
    try "source loop.mvcs\n".write(to: loop, atomically: true, encoding: .utf8)
    let result = await ScriptRunner(app: CounterApp(), apps: [CounterApp()]).run(file: loop.path)
    #expect(result.status == .commandFailed)
    #expect(result.report.contains { $0.contains("sourcing is nested deeper than 16 levels") })
  }

  @Test func aGenerated100000LineScriptCanBeSourced() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try String(repeating: "set n 1\n", count: 100_000)
      .write(to: folder.appendingPathComponent("generated.mvcs"), atomically: true, encoding: .utf8)
    let main = folder.appendingPathComponent("main.mvcs")
    try "source generated.mvcs\necho $n\n| 1\n".write(to: main, atomically: true, encoding: .utf8)
    let result = await ScriptRunner(app: CounterApp(), apps: [CounterApp()]).run(file: main.path)
    #expect(result.passed, "\(result.report)")
  }

  @Test func sourcingMoreThanAMillionCommandsFromOneCommandIsRefusedBeforeTheyRun() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Sourcing itself first: 500,001 commands, then 500,001 more, past the bound at once.
    let big = folder.appendingPathComponent("big.mvcs")
    try ("source big.mvcs\n" + String(repeating: "set n 1\n", count: 500_000))
      .write(to: big, atomically: true, encoding: .utf8)
    let main = folder.appendingPathComponent("main.mvcs")
    try "source big.mvcs\n".write(to: main, atomically: true, encoding: .utf8)
    let result = await ScriptRunner(app: CounterApp(), apps: [CounterApp()]).run(file: main.path)
    #expect(result.status == .commandFailed)
    #expect(
      result.report.contains { $0.contains("sourcing would run more than 1,000,000 commands from one command") },
      "\(result.report)")
    #expect(result.commandsRun == 1)
  }

  @Test func oneCommandSourcesAtMostTenThousandScripts() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "set n 1\n".write(to: folder.appendingPathComponent("leaf.mvcs"), atomically: true, encoding: .utf8)
    try String(repeating: "source leaf.mvcs\n", count: 10_000)
      .write(to: folder.appendingPathComponent("many.mvcs"), atomically: true, encoding: .utf8)
    let main = folder.appendingPathComponent("main.mvcs")
    try "source many.mvcs\n".write(to: main, atomically: true, encoding: .utf8)
    let result = await ScriptRunner(app: CounterApp(), apps: [CounterApp()]).run(file: main.path)
    // many.mvcs is the first; its last line would be the 10,001st.
    #expect(result.status == .commandFailed)
    #expect(
      result.report.contains {
        $0.contains("many.mvcs:10000:8: error: sourcing would run more than 10,000 scripts from one command")
      }, "\(result.report)")
  }

  @Test func aRecordedSessionReplaysGreen() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("recorded.mvcs").path
    let shell = TestShell.fixture(app: CounterApp(), width: 33)
    await shell.run("tap ++")  // before the recording: not part of it
    #expect(
      await shell.run("record \(file)") == [
        "recording to \(file), starting from a fresh counter; `record stop` writes it"
      ])
    await shell.run("tap ++")
    await shell.run("tap ++")
    await shell.run("show")
    await shell.error("tap +++")
    await shell.run("echo \"\" done \\")
    #expect(await shell.run("record stop") == ["recorded 5 commands to \(file)"])
    #expect(shell.session.options.width == 33)
    let script = try String(contentsOfFile: file, encoding: .utf8)
    #expect(script.contains("! tap +++\n| error: no button '+++' on the screen\n"))
    #expect(script.contains("show\n| Counter\n| " + String(repeating: "─", count: 80) + "\n| 2\n"))
    let result = await ScriptRunner(app: CounterApp(), apps: [CounterApp()]).run(file: file)
    #expect(result.passed, "\(result.report)")
    #expect(result.commandsRun == 6)
  }

  @Test func aScriptNamesTheToolThatRecordedItAndCountsInWords() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("one.mvcs").path
    var options = ShellOptions(width: 80, height: ShellOptions.defaultHeight)
    options.toolName = "notes 1.0.0"
    let session = Session(app: CounterApp(), options: options)
    // The banner prints the session's tool, not mvcs's.
    #expect(session.options.toolName == "notes 1.0.0")
    let interpreter = Interpreter(session: session)
    for line in ["record \(file)", "tap ++"] {
      #expect(await interpreter.execute(LogicalLine(line, file: "t.mvcs", line: 1)).error == nil)
    }
    let stop = await interpreter.execute(LogicalLine("record stop", file: "t.mvcs", line: 1))
    #expect(stop.output == ["recorded 1 command to \(file)"])
    let script = try String(contentsOfFile: file, encoding: .utf8)
    #expect(script.hasPrefix("# Recorded with notes 1.0.0 (mvcs \(Shell.version)).\nlaunch counter\n"))
  }

  @Test func recordStopWithoutRecordingIsAnError() async {
    #expect(await TestShell.fixture().error("record stop")?.message == "not recording")
  }
}
