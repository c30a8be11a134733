import MVCS
import MVCSApps
import MVCSShell
import Testing

@testable import MVCSMCP

/// A command of the user's own, declared once in this file and added to a registry, is in the
/// shell, `help`, Tab, `--json` and the MCP tools with nothing else written.
@MainActor
@Suite struct UserCommandTests {
  /// `children [-r] [PATH]`: how many view controllers lie below PATH, as data.
  enum Children: Command {
    static let name = "children"
    static let summary = "Count the view controllers below one"
    static let recursive = CommandFlag("-r", "recursive", "Count every level below, not only the children.")
    static let syntax = CommandSyntax(
      flags: [recursive],
      arguments: [CommandArgument("path", .path, "The view controller; the current one by default.", optional: true)])
    static let effect = CommandEffect.reads
    static let result = ResultKind.data(named: "count")

    struct Count: CommandData, Encodable {
      let path: String
      let count: Int
      var lines: [String] { ["\(path): \(count)"] }
    }

    static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
      let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.cwd
      func count(_ node: ViewController) -> Int {
        node.allChildren.reduce(node.allChildrenCount) { $0 + (invocation.flags["-r"] == nil ? 0 : count($1)) }
      }
      return .showing(Count(path: target.path, count: count(target)))
    }
  }

  /// `hello NAME`: a command as written before declarations, with its usage spelled out.
  enum Hello: Command {
    static let name = "hello"
    static let usage = "hello NAME"
    static let summary = "Greet NAME"

    static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
      try invocation.expectArguments(1...1)
      return .printing(["hello, \(invocation.arguments[0].text)"])
    }
  }

  let session = Session(
    app: TodoApp(), commands: CommandRegistry(CommandRegistry.standard.commands + [Children.self, Hello.self]))

  private func run(_ line: String) async -> [String] {
    let outcome = await Interpreter(session: session).execute(LogicalLine(line))
    #expect(outcome.error == nil, "\(line): \(String(describing: outcome.error))")
    return outcome.output
  }

  @Test func itRunsAndHelpListsAndExplainsIt() async {
    #expect(await run("children -r /") == ["/: 3"])
    #expect(await run("children /") == ["/: 1"])
    #expect(
      await run("help").contains {
        $0.hasPrefix("children [-r] [PATH]") && $0.hasSuffix("Count the view controllers below one")
      })
    #expect(
      await run("help children").prefix(2) == ["usage: children [-r] [PATH]", "Count the view controllers below one"])
    let error = await Interpreter(session: session).execute(LogicalLine("children a b")).error
    #expect(error?.message == "too many arguments for 'children'")
    #expect(error?.hint == "usage: children [-r] [PATH]")
  }

  @Test func tabCompletesItsNameFlagsAndArguments() {
    let completer = Completer(session: session)
    #expect(completer.complete("chi").candidates == ["children"])
    #expect(completer.complete("children -").candidates == ["-r", "--json"])
    #expect(completer.complete("children ").candidates == ["lists/"])
    #expect(completer.complete("children -r /l").candidates == ["/lists/"])
  }

  @Test func jsonPrintsItsData() async {
    #expect(await run("children --json /") == ["{", #"  "count" : 1,"#, #"  "path" : "/""#, "}"])
    #expect(await run("children / --json") == ["{", #"  "count" : 1,"#, #"  "path" : "/""#, "}"])
    let help = await Interpreter(session: session).execute(LogicalLine("help children --json"), data: true).data
    #expect(help?.objectValue?["usage"] == "children [-r] [PATH]")
    #expect(help?.objectValue?["effect"] == "reads")
  }

  @Test func anAgentGetsItAsATool() async throws {
    let agent = AgentSession(session: session)
    let definition = try #require(agent.definitions.first { $0.name == "children" })
    #expect(definition.annotations.readOnlyHint == true)
    let properties = definition.inputSchema.objectValue?["properties"]?.objectValue
    #expect(properties?["recursive"]?.objectValue?["type"] == "boolean")
    #expect(properties?["path"]?.objectValue?["type"] == "string")
    #expect(definition.inputSchema.objectValue?["required"] == [])
    #expect(
      definition.description.hasPrefix("Count the view controllers below one.\n\nShell command: children [-r] [PATH]."))
    let result = await agent.call("children", arguments: ["path": "/", "recursive": true])
    #expect(result.isError == false)
    #expect(result.text == "/: 3")
    #expect(result.structuredContent == ["count": ["path": "/", "count": 3]])
  }

  @Test func aCommandWithoutASyntaxStillWorksEverywhere() async {
    #expect(await run("hello Ada") == ["hello, Ada"])
    #expect(await run("help").contains { $0.hasPrefix("hello NAME") })
    #expect(Completer(session: session).complete("hello ").candidates.isEmpty)
    let declaration = await Interpreter(session: session).execute(LogicalLine("help hello --json"), data: true).data
    #expect(declaration?.objectValue?["declared"] == false)
    let agent = AgentSession(session: session)
    let hello = await agent.call("hello", arguments: ["arguments": ["Ada"]])
    #expect(hello.text.hasPrefix("hello, Ada"))
    #expect(agent.definitions.first { $0.name == "hello" }?.annotations.readOnlyHint == false)
  }
}
