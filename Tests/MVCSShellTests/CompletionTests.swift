import MVCS
import MVCSShell
import MVCSTesting
import Testing

@MainActor
@Suite struct CompletionTests {
  let shell = TestShell.fixture()

  private func complete(_ line: String) -> [String] {
    Completer(session: shell.session).complete(line).candidates
  }

  @Test func commandNames() async {
    #expect(complete("t") == ["tree", "trace", "tap", "toggle"])
    #expect(complete("") == shell.session.commands.names)
    #expect(complete("zz").isEmpty)
  }

  @Test func pathsCompleteChildByChildWithASlash() async {
    #expect(complete("cd l") == ["lists/"])
    #expect(complete("cd lists/") == ["lists/groceries/", "lists/chores/"])
    #expect(complete("ls /lists/c") == ["/lists/chores/"])
    #expect(complete("cd ..") == ["../"])
    #expect(complete("cd nowhere/x").isEmpty)
  }

  @Test func actionsAndTheirArgumentNames() async {
    await shell.run("cd lists/groceries")
    #expect(complete("call re") == ["reset", "rename"])
    #expect(complete("call rename ") == ["name=", "times="])
    #expect(complete("call rename name=x ") == ["times="])
    await shell.run("cd /")
    #expect(complete("call lists/groceries ren") == ["rename"])
  }

  @Test func tapOffersEnabledLabelsQuotedWhenNeeded() async {
    #expect(complete("tap D") == ["Done", "Delete"])
    let spaced = TestShell.fixture(app: SpacedApp())
    #expect(Completer(session: spaced.session).complete("tap C").candidates == ["'Create list'"])
  }

  @Test func replaceFromIsWhereTheWordStarts() async {
    let completion = Completer(session: shell.session).complete("cd  lis")
    #expect(completion.replaceFrom == 4)
    #expect(completion.commonPrefix == "lists/")
  }

  @Test func theCompleteCommandPrintsWhatTabOffers() async {
    #expect(await shell.run("complete 'cd lists/g'") == ["lists/groceries/"])
    #expect(await shell.run("complete help e") == ["expect", "echo", "exit"])
  }
}

private struct SpacedApp: App {
  let name = "spaced"
  let summary = ""
  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    Screen(name: "root") { _ in Button("Create list", action: "done") }
  }
}
