import MVCS
import MVCSShell
import Testing

@MainActor
@Suite struct CompletionTests {
  let harness = Harness()

  private func complete(_ line: String) -> [String] {
    Completer(session: harness.session).complete(line).candidates
  }

  @Test func commandNames() async {
    #expect(complete("t") == ["tree", "trace", "tap"])
    #expect(complete("") == harness.session.commands.names)
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
    await harness.run("cd lists/groceries")
    #expect(complete("call re") == ["reset", "rename"])
    #expect(complete("call rename ") == ["name=", "times="])
    #expect(complete("call rename name=x ") == ["times="])
    await harness.run("cd /")
    #expect(complete("call lists/groceries ren") == ["rename"])
  }

  @Test func tapOffersEnabledLabelsQuotedWhenNeeded() async {
    #expect(complete("tap D") == ["Done", "Delete"])
    let spaced = Harness(app: SpacedApp())
    #expect(Completer(session: spaced.session).complete("tap C").candidates == ["'Create list'"])
  }

  @Test func replaceFromIsWhereTheWordStarts() async {
    let completion = Completer(session: harness.session).complete("cd  lis")
    #expect(completion.replaceFrom == 4)
    #expect(completion.commonPrefix == "lists/")
  }

  @Test func theCompleteCommandPrintsWhatTabOffers() async {
    #expect(await harness.output("complete 'cd lists/g'") == ["lists/groceries/"])
    #expect(await harness.output("complete help e") == ["expect", "echo", "exit"])
  }
}

private struct SpacedApp: App {
  let name = "spaced"
  let summary = ""
  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    Screen(name: "root") { _ in Button("Create list", action: "done") }
  }
}
