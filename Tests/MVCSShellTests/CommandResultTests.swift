import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// A command's whole effect is the value it returns; the interpreter alone applies it.
@MainActor
@Suite struct CommandResultTests {
  let shell = TestShell.fixture()

  /// Runs `line`'s command by itself, without the interpreter, and returns its result.
  private func result(of line: String) throws -> CommandResult {
    let words = line.split(separator: " ").enumerated().map { index, text in
      Word(String(text), at: SourceLocation(file: "test", line: 1, column: index + 1))
    }
    let command = try #require(shell.session.commands.command(named: words[0].text))
    return try command.perform(
      Invocation(session: shell.session, command: command, nameWord: words[0], arguments: Array(words.dropFirst())))
  }

  @Test func cdReturnsWhereToStandAndLeavesTheSessionAlone() throws {
    let result = try result(of: "cd lists")
    guard case .changeDirectory(let target) = try #require(result.changes.first) else {
      Issue.record("expected a change of directory, got \(result.changes)")
      return
    }
    #expect(target.path == "/lists")
    #expect(shell.session.cwd.path == "/")
    #expect(result.printed.isEmpty && result.directive == nil && result.error == nil)
  }

  @Test func setAndExitAreChangesTheInterpreterApplies() async throws {
    let set = try result(of: "set WHO Ada")
    guard case .setVariable(let name, let value) = try #require(set.changes.first) else {
      Issue.record("expected a variable, got \(set.changes)")
      return
    }
    #expect(name == "WHO" && value == "Ada")
    #expect(shell.session.variables.isEmpty)
    await shell.run("set WHO Ada")
    #expect(shell.session.variables == ["WHO": "Ada"])
    #expect(await shell.outcome("exit 3").exitStatus == 3)
  }

  @Test func waitAndSourceAreDirectivesNotWork() throws {
    guard case .wait(let timeout, _) = try #require(try result(of: "wait --timeout 2s").directive) else {
      Issue.record("expected a wait directive")
      return
    }
    #expect(timeout == 2)
  }

  @Test func printingCommandsReturnTheirLinesAndReadingOnesTheirData() throws {
    let ls = try result(of: "ls")
    #expect(ls.output.isEmpty && ls.printed == ["lists", "settings"])
    #expect(
      ls.data?.json == [
        ["name": "lists", "path": "/lists", "modal": false], ["name": "settings", "path": "/settings", "modal": false],
      ])
    #expect(try result(of: "ls --json").printed.first == "[")
    #expect(try result(of: "echo a b").output == ["a b"])
    #expect(try result(of: "echo --json").output == ["--json"])
  }

  @Test func oneLoopDrivesAnyLineSourceAndStopsAtExit() async {
    var reader = PlainLineReader(name: "lines.txt", text: "cd lists\npwd\nexit 2\necho never")
    var seen: [String] = []
    let status = await shell.interpreter.run(&reader) { line, outcome in
      seen.append("\(line.text) -> \(outcome.output.joined(separator: ","))")
      return true
    }
    #expect(status == 2)
    #expect(seen == ["cd lists -> ", "pwd -> /lists", "exit 2 -> "])
  }
}
