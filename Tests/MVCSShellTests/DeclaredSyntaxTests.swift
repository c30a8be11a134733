import Foundation
import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// The shell reads each line by its command's declaration: `--json` for data, the flags, the
/// subcommands, the count of arguments; and Tab completes by the declared kinds.
@MainActor
@Suite struct DeclaredSyntaxTests {
  let shell = TestShell.fixture()

  private func complete(_ line: String) -> [String] {
    Completer(session: shell.session).complete(line).candidates
  }

  @Test func jsonStandsWhereAFlagMayOrAfterTheLastArgument() async {
    let names = ["[", "  {", #"    "modal" : false,"#, #"    "name" : "groceries","#]
    #expect(await shell.run("ls --json lists").prefix(4) == names[...])
    #expect(await shell.run("ls -l --json lists").prefix(3) == ["[", "  {", #"    "children" : 0,"#])
    #expect(await shell.run("ls lists --json").prefix(4) == names[...])
    #expect(await shell.run("pwd --json") == [#""/""#])
    #expect(await shell.run("log 1 --json").first == "[")
    #expect(await shell.run("clock --json") == [#""2026-01-01T09:00:00Z""#])
    #expect(await shell.run("show --json settings").first == "{")
  }

  @Test func elsewhereJSONIsAWordLikeAnother() async {
    #expect(await shell.run("echo --json") == ["--json"])
    await shell.run("set X --json")
    #expect(await shell.run("set") == ["X=--json"])
    #expect(await shell.run("set --json") == ["{", #"  "X" : "--json""#, "}"])
    #expect(await shell.error("expect shows --json")?.message == "expected the screen to show '--json'")
    // A command whose result is data prints nothing, JSON or not, when it acts.
    #expect(await shell.run("clock advance 1s --json").isEmpty)
    #expect(await shell.error("cd lists --json")?.message == "too many arguments for 'cd'")
  }

  @Test func aCommandWithoutFlagsLeavesDashedWordsToItsArguments() async {
    #expect(await shell.error("log -5")?.message == "N must be an integer from 1 to 100000, got '-5'")
    #expect(await shell.error("ls -x")?.message == "unknown option '-x' for 'ls'")
    #expect(await shell.error("tree -d")?.message == "option '-d' needs a value")
    #expect(await shell.error("tree -d x")?.message == "DEPTH must be an integer from 0 to 10000, got 'x'")
  }

  @Test func subcommandsAreCommandsOfTheirOwn() async {
    let library = TestShell.fixture(app: LibraryApp())
    #expect(await library.run("store ls --json").first == "[")
    let tooMany = await library.error("store show books extra")
    #expect(tooMany?.message == "too many arguments for 'store show'")
    #expect(tooMany?.hint == "usage: store show NAME")
    #expect(await library.error("store")?.hint == "usage: store ls | store show NAME")
    #expect(await library.error("record")?.hint == "usage: record FILE | record stop")
    #expect(await library.error("record stop")?.message == "not recording")
    #expect(Completer(session: library.session).complete("store show b").candidates == ["books"])
    #expect(Completer(session: library.session).complete("store ").candidates == ["ls", "show"])
  }

  @Test func tabCompletesByTheDeclaredKinds() {
    #expect(complete("trace o") == ["on", "off"])
    #expect(complete("launch n") == ["notes"])
    #expect(complete("help sto") == ["store"])
    #expect(complete("wait -") == ["--timeout"])
    #expect(complete("wait --timeout ").isEmpty)
    #expect(complete("tree -") == ["-d", "--json"])
    #expect(complete("tree -d ").isEmpty)
    #expect(complete("tree -d 2 l") == ["lists/"])
    #expect(complete("ls lists --").isEmpty == false)
    #expect(complete("record s").first == "stop")
    #expect(complete("expect ex") == ["exists"])
  }

  @Test func helpJSONIsEveryDeclaration() async throws {
    let text = await shell.run("help --json").joined(separator: "\n")
    let declarations = try JSONValue(parsing: Array(text.utf8)).arrayValue ?? []
    #expect(declarations.count == shell.session.commands.commands.count)
    let tree = declarations.first { $0.objectValue?["name"] == "tree" }?.objectValue
    #expect(tree?["usage"] == "tree [-d DEPTH] [PATH]")
    #expect(tree?["result"] == "data")
    #expect(
      tree?["flags"]
        == [
          [
            "name": "-d", "parameter": "depth", "help": "How many levels below the path to show.",
            "placeholder": "DEPTH", "value": ["kind": "integer", "minimum": 0, "maximum": 10_000],
          ]
        ])
    let record = declarations.first { $0.objectValue?["name"] == "record" }?.objectValue
    #expect(record?["subcommands"]?.arrayValue?.map { $0.objectValue?["usage"] } == ["record FILE", "record stop"])
    #expect(declarations.first { $0.objectValue?["name"] == "exit" }?.objectValue?["tool"]?.objectValue?["none"] != nil)
  }
}
