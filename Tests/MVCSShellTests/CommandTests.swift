import MVCS
import MVCSApps
import MVCSShell
import Testing

@MainActor
@Suite struct CommandTests {
  let harness = Harness()

  @Test func lsListsChildrenAndLongFormAddsTypeCountAndTitle() async {
    #expect(await harness.output("ls") == ["lists", "settings"])
    #expect(await harness.output("ls lists") == ["groceries", "chores"])
    #expect(
      await harness.output("ls -l") == [
        "lists     Screen  2  -  \"Lists\"",
        "settings  Screen  0  -",
      ])
    #expect(
      await harness.error("ls -x")
        == "test.mvcs:1:4: error: unknown option '-x' for 'ls'\n  hint: usage: ls [-l] [PATH]")
  }

  @Test func treeDrawsTheHierarchyAndCutsAtDepth() async {
    #expect(
      await harness.output("tree") == [
        "/ (Screen) \"Home\"",
        "├── lists (Screen) \"Lists\"",
        "│   ├── groceries (Screen) \"Groceries\"",
        "│   └── chores (Screen) \"Chores\"",
        "└── settings (Screen)",
      ])
    #expect(
      await harness.output("tree -d 1") == [
        "/ (Screen) \"Home\"",
        "├── lists (Screen) \"Lists\" (+2)",
        "└── settings (Screen)",
      ])
    #expect(await harness.output("tree -d 0 lists") == ["lists (Screen) \"Lists\" (+2)"])
    #expect(await harness.run("tree -d x").error?.message == "DEPTH must be an integer from 0 to 10000, got 'x'")
  }

  @Test func showRendersThePathOrTheWholeScreen() async {
    #expect(await harness.output("show /lists/groceries") == ["Groceries [Done] [Delete]"])
    #expect(await harness.output("show") == ["Home", "Groceries [Done] [Delete]", "[Done]", "[Done] [Reset]"])
  }

  @Test func actionsListsSynopsesAndParameterHelp() async {
    let output = await harness.output("actions lists/groceries")
    #expect(output.contains("rename name:text [times:integer]  Renames it"))
    #expect(output.contains("  rename name: The new title"))
  }

  @Test func callInvokesAnActionWithTypedArguments() async throws {
    await harness.run("cd lists")
    #expect(await harness.run("call groceries rename \"Food & drink\" times=2").succeeded)
    #expect(await harness.output("show groceries") == ["Food & drink [Done] [Delete]"])
    await harness.run("cd groceries")
    #expect(await harness.run("call rename name=Food").succeeded)
    #expect(harness.session.cwd.title == "Food")
  }

  @Test func callErrorsPointAtTheWrongWord() async {
    #expect(
      await harness.error("call /lists/groceries renam x")
        == "test.mvcs:1:23: error: no action 'renam' on /lists/groceries\n  hint: did you mean 'rename'? Actions of /lists/groceries: 'done', 'delete', 'reset', 'rename', 'fail'"
    )
    #expect(
      await harness.error("call lists/groceries rename x many")
        == "test.mvcs:1:31: error: 'times' expects an integer, got 'many'\n  hint: usage: call rename name:text [times:integer]"
    )
    #expect(
      await harness.error("call lists/groceries fail")
        == "test.mvcs:1:22: error: action 'fail' of /lists/groceries failed: the fixture is broken")
  }

  @Test func tapPressesTheOneVisibleButtonWithThatLabel() async throws {
    let settings = try #require(harness.session.root.child(named: "settings") as? Screen)
    let groceries = try #require(harness.session.root.child(named: "lists")?.child(named: "groceries") as? Screen)
    #expect(await harness.run("tap Delete").succeeded)
    #expect(groceries.calls == ["delete"])
    #expect(await harness.run("tap /settings Done").succeeded)
    #expect(settings.calls == ["done"])
  }

  @Test func tapExplainsNoneSeveralAndDisabled() async {
    #expect(
      await harness.error("tap Delet")
        == "test.mvcs:1:5: error: no button 'Delet' on the screen\n  hint: did you mean 'Delete'? Buttons on the screen: 'Done', 'Delete', 'Done', 'Done', 'Reset'"
    )
    #expect(
      await harness.error("tap Done")
        == "test.mvcs:1:5: error: 'Done' matches 3 buttons: /lists/groceries, /lists/chores, /settings\n  hint: narrow it with `tap PATH Done`"
    )
    #expect(await harness.error("tap Reset") == "test.mvcs:1:5: error: button 'Reset' of /settings is disabled")
  }

  @Test func unknownCommandSuggestsTheClosest() async {
    #expect(
      await harness.error("tpa Done")
        == "test.mvcs:1:1: error: unknown command 'tpa'\n  hint: did you mean 'tap'? Type 'help' for the list.")
    #expect(
      await harness.error("frobnicate")
        == "test.mvcs:1:1: error: unknown command 'frobnicate'\n  hint: type 'help' for the list of commands")
  }

  @Test func argumentCountsAreChecked() async {
    #expect(
      await harness.error("pwd extra") == "test.mvcs:1:5: error: too many arguments for 'pwd'\n  hint: usage: pwd")
    #expect(
      await harness.error("call")
        == "test.mvcs:1:1: error: missing argument for 'call'\n  hint: usage: call [PATH] ACTION [ARG ...]")
  }

  @Test func setDefinesVariablesThatLaterLinesExpand() async {
    await harness.run("set WHO \"Ada Lovelace\"")
    #expect(await harness.output("echo hello $WHO") == ["hello Ada Lovelace"])
    #expect(await harness.output("set") == ["WHO=Ada Lovelace"])
    #expect(await harness.run("set 9x y").error?.message == "invalid variable name '9x'")
  }

  @Test func exitRecordsTheStatus() async {
    await harness.run("exit 4")
    #expect(harness.session.exitRequest == 4)
    #expect(await harness.run("exit 300").error?.message == "STATUS must be an integer from 0 to 255, got '300'")
  }

  @Test func helpListsCommandsAndExplainsOne() async {
    #expect(await harness.output("help").first == "help [COMMAND]                   List the commands, or explain one")
    #expect(
      await harness.output("help cd").prefix(2) == [
        "usage: cd [PATH]", "Change the current view controller (no PATH: the root)",
      ])
    #expect(await harness.error("help cdd") == "test.mvcs:1:6: error: no command 'cdd'\n  hint: did you mean 'cd'?")
  }

  @Test func historyNeedsAnInteractiveSession() async {
    #expect(await harness.run("history").error?.message == "no history in batch mode")
    harness.session.history = { ["show", "tap ++\nmore"] }
    #expect(await harness.output("history") == ["1  show", "2  tap ++", "   more"])
  }

  @Test func counterCountsTapsThroughTheEventLoop() async {
    let counter = Harness(app: CounterApp(), width: 20)
    await counter.run("tap ++")
    await counter.run("tap ++")
    #expect(await counter.output("show") == ["Counter", String(repeating: "─", count: 20), "2", "[++] [--]"])
    await counter.run("tap --")
    await counter.run("call decrement")
    await counter.run("call decrement")
    #expect(await counter.output("show").dropFirst(2).first == "-1")
    #expect(counter.session.prompt == "counter:/> ")
  }
}
