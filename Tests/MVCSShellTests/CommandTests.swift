import MVCS
import MVCSApps
import MVCSShell
import MVCSTesting
import Testing

@MainActor
@Suite struct CommandTests {
  let shell = TestShell.fixture()

  @Test func lsListsChildrenAndLongFormAddsTypeCountAndTitle() async {
    #expect(await shell.run("ls") == ["lists", "settings"])
    #expect(await shell.run("ls lists") == ["groceries", "chores"])
    #expect(
      await shell.run("ls -l") == [
        "lists     Screen  2  -  \"Lists\"",
        "settings  Screen  0  -",
      ])
    #expect(
      await shell.error("ls -x")?.description
        == "test.mvcs:1:4: error: unknown option '-x' for 'ls'\n  hint: usage: ls [-l] [PATH]")
  }

  @Test func treeDrawsTheHierarchyAndCutsAtDepth() async {
    #expect(
      await shell.run("tree") == [
        "/ (Screen) \"Home\"",
        "├── lists (Screen) \"Lists\"",
        "│   ├── groceries (Screen) \"Groceries\"",
        "│   └── chores (Screen) \"Chores\"",
        "└── settings (Screen)",
      ])
    #expect(
      await shell.run("tree -d 1") == [
        "/ (Screen) \"Home\"",
        "├── lists (Screen) \"Lists\" (+2)",
        "└── settings (Screen)",
      ])
    #expect(await shell.run("tree -d 0 lists") == ["lists (Screen) \"Lists\" (+2)"])
    #expect(await shell.error("tree -d x")?.message == "DEPTH must be an integer from 0 to 10000, got 'x'")
  }

  @Test func showRendersThePathOrTheWholeScreen() async {
    #expect(await shell.run("show /lists/groceries") == ["Groceries [Done] [Delete]"])
    #expect(await shell.run("show") == ["Home", "Groceries [Done] [Delete]", "[Done]", "[Done] [⊘ Reset]"])
  }

  @Test func actionsListsSynopsesAndParameterHelp() async {
    let output = await shell.run("actions lists/groceries")
    #expect(output.contains("rename name:text [times:integer]  Renames it"))
    #expect(output.contains("  rename name: The new title"))
  }

  @Test func callInvokesAnActionWithTypedArguments() async throws {
    await shell.run("cd lists")
    await shell.run("call groceries rename \"Food & drink\" times=2")
    #expect(await shell.run("show groceries") == ["Food & drink [Done] [Delete]"])
    await shell.run("cd groceries")
    await shell.run("call rename name=Food")
    #expect(shell.session.cwd.title == "Food")
  }

  @Test func callErrorsPointAtTheWrongWord() async {
    #expect(
      await shell.error("call /lists/groceries renam x")?.description
        == "test.mvcs:1:23: error: no action 'renam' on /lists/groceries\n  hint: did you mean 'rename'? Actions of /lists/groceries: 'done', 'delete', 'reset', 'rename', 'fail'"
    )
    #expect(
      await shell.error("call lists/groceries rename x many")?.description
        == "test.mvcs:1:31: error: 'times' expects an integer, got 'many': 'm' is not part of a number\n"
        + "  hint: usage: call rename name:text [times:integer]"
    )
    #expect(
      await shell.error("call lists/groceries fail")?.description
        == "test.mvcs:1:22: error: action 'fail' of /lists/groceries failed: the fixture is broken")
  }

  @Test func tapPressesTheOneVisibleButtonWithThatLabel() async throws {
    let settings = try #require(shell.session.root.child(named: "settings") as? Screen)
    let groceries = try #require(shell.session.root.child(named: "lists")?.child(named: "groceries") as? Screen)
    await shell.run("tap Delete")
    #expect(groceries.calls == ["delete"])
    await shell.run("tap /settings Done")
    #expect(settings.calls == ["done"])
  }

  @Test func tapExplainsNoneSeveralAndDisabled() async {
    #expect(
      await shell.error("tap Delet")?.description
        == "test.mvcs:1:5: error: no button 'Delet' on the screen\n  hint: did you mean 'Delete'? Buttons on the screen: 'Done' ×3 (/lists/groceries, /lists/chores, /settings), 'Delete', 'Reset'"
    )
    #expect(
      await shell.error("tap Done")?.description
        == "test.mvcs:1:5: error: 'Done' matches 3 buttons: /lists/groceries, /lists/chores, /settings\n  hint: narrow it with `tap PATH Done`, or name one by position: #0, #2, #3"
    )
    #expect(
      await shell.error("tap Reset")?.description == "test.mvcs:1:5: error: button 'Reset' of /settings is disabled")
  }

  @Test func unknownCommandSuggestsTheClosest() async {
    #expect(
      await shell.error("tpa Done")?.description
        == "test.mvcs:1:1: error: unknown command 'tpa'\n  hint: did you mean 'tap'? Type 'help' for the list.")
    #expect(
      await shell.error("frobnicate")?.description
        == "test.mvcs:1:1: error: unknown command 'frobnicate'\n  hint: type 'help' for the list of commands")
  }

  @Test func argumentCountsAreChecked() async {
    #expect(
      await shell.error("pwd extra")?.description
        == "test.mvcs:1:5: error: too many arguments for 'pwd'\n  hint: usage: pwd")
    #expect(
      await shell.error("call")?.description
        == "test.mvcs:1:1: error: missing argument for 'call'\n  hint: usage: call [PATH] ACTION [ARG ...]")
  }

  @Test func setDefinesVariablesThatLaterLinesExpand() async {
    await shell.run("set WHO \"Ada Lovelace\"")
    #expect(await shell.run("echo hello $WHO") == ["hello Ada Lovelace"])
    #expect(await shell.run("set") == ["WHO=Ada Lovelace"])
    #expect(await shell.error("set 9x y")?.message == "invalid variable name '9x'")
  }

  @Test func exitRecordsTheStatus() async {
    await shell.run("exit 4")
    #expect(shell.session.exitRequest == 4)
    #expect(await shell.error("exit 300")?.message == "STATUS must be an integer from 0 to 255, got '300'")
  }

  @Test func helpListsCommandsAndExplainsOne() async {
    #expect(await shell.run("help").first == "help [COMMAND]                List the commands, or explain one")
    #expect(
      await shell.run("help cd").prefix(2) == [
        "usage: cd [PATH]", "Change the current view controller (no PATH: the root)",
      ])
    #expect(
      await shell.error("help cdd")?.description == "test.mvcs:1:6: error: no command 'cdd'\n  hint: did you mean 'cd'?"
    )
  }

  @Test func historyNeedsAnInteractiveSession() async {
    #expect(await shell.error("history")?.message == "no history in batch mode")
    shell.session.history = { ["show", "tap ++\nmore"] }
    #expect(await shell.run("history") == ["1  show", "2  tap ++", "   more"])
  }

  @Test func counterCountsTapsThroughTheEventLoop() async {
    let counter = TestShell.fixture(app: CounterApp(), width: 20)
    await counter.run("tap ++")
    await counter.run("tap ++")
    #expect(await counter.run("show") == ["Counter", String(repeating: "─", count: 20), "2", "[++] [--]"])
    await counter.run("tap --")
    await counter.run("call decrement")
    await counter.run("call decrement")
    #expect(await counter.run("show").dropFirst(2).first == "-1")
    #expect(counter.session.prompt == "counter:/> ")
  }
}
