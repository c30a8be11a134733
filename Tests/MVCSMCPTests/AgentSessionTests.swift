import Foundation
import MVCS
import MVCSApps
import MVCSShell
import Testing

@testable import MVCSMCP

/// An agent's calls as the server runs them, without a transport: the answers an agent reads.
@MainActor
@Suite struct AgentSessionTests {
  let agent = AgentSession(session: Session(app: CounterApp(), options: ShellOptions(width: 20)))

  @Test func tappingAnswersWithTheLinesThatChanged() async {
    let result = await agent.call("tap", arguments: ["label": "++"])
    #expect(result.isError == false)
    #expect(result.text == "@@ -2,3 +2,3 @@\n ────────────────────\n-0\n+1\n [++] [--]")
  }

  @Test func theWholeScreenComesBackOnlyWhenAskedFor() async {
    let full = await agent.call("tap", arguments: ["label": "++", "screen": "full"])
    #expect(full.text == "screen:\nCounter\n────────────────────\n1\n[++] [--]")
    let none = await agent.call("tap", arguments: ["label": "--", "screen": "none"])
    #expect(none.text.isEmpty)
  }

  @Test func aFailingCommandIsAToolErrorWithTheShellsHint() async {
    let result = await agent.call("tap", arguments: ["label": "+++"])
    #expect(result.isError == true)
    #expect(result.text.hasPrefix("error: no button '+++' on the screen\n  hint: "))
  }

  @Test func anExpectationThatHoldsSaysSoAndOneThatFailsIsAToolError() async {
    let holds = await agent.call("expect", arguments: ["form": "shows", "arguments": ["[++]"]])
    #expect(holds.isError == false)
    #expect(holds.text == "passed: expect shows '[++]'")
    let fails = await agent.call("expect", arguments: ["form": "shows", "arguments": ["Milk"]])
    #expect(fails.isError == true)
    #expect(fails.text.hasPrefix("error: expected the screen to show 'Milk'"))
    let children = await agent.call("expect", arguments: ["form": "children", "arguments": ["/", "0"]])
    #expect(children.text == "passed: expect children / 0")
  }

  @Test func argumentsTheSchemaDoesNotAllowAreRefused() async {
    let unknown = await agent.call("tap", arguments: ["label": "++", "times": 2])
    #expect(unknown.isError == true)
    #expect(unknown.text == "'tap' has no argument 'times'; it takes: label, path, screen")
    let missing = await agent.call("fill", arguments: ["field": "Title"])
    #expect(
      missing.text == "'fill' needs the argument 'text': The text to type; a number or a date as the field shows one.")
    let wrongType = await agent.call("log", arguments: ["count": "three"])
    #expect(wrongType.text == "'count' of 'log' must be an integer")
    #expect(await agent.call("show", arguments: [:]).isError == false)
  }

  @Test func aScreenModeOutsideTheEnumIsRefusedLikeAnyOtherArgument() async {
    let bogus = await agent.call("tap", arguments: ["label": "++", "screen": "bogus"])
    #expect(bogus.isError == true)
    #expect(bogus.text == "'screen' of 'tap' must be one of diff, full, none")
    // Nothing ran: the counter is still at 0.
    #expect(await agent.call("show", arguments: [:]).text.contains("\n0\n"))
    #expect(await agent.call("tap", arguments: ["label": "++", "screen": 3]).isError == true)
  }

  @Test func annotationsSayWhatEachToolChanges() {
    let tools = Dictionary(uniqueKeysWithValues: agent.definitions.map { ($0.name, $0) })
    #expect(tools["show"]?.annotations.readOnlyHint == true)
    #expect(tools["tap"]?.annotations.readOnlyHint == false)
    #expect(tools["tap"]?.annotations.destructiveHint == false)
    #expect(tools["swipe"]?.annotations.destructiveHint == true)
    #expect(tools["tap"]?.description.contains("Shell command: tap [PATH] LABEL.") == true)
  }

  @Test func aToolWhoseCommandTheShellLacksIsNotOffered() async {
    let registry = CommandRegistry(CommandRegistry.standard.commands.filter { $0.name != "swipe" })
    let agent = AgentSession(session: Session(app: CounterApp(), commands: registry))
    #expect(!agent.definitions.map(\.name).contains("swipe"))
    #expect(agent.definitions.map(\.name).contains("tap"))
    let result = await agent.call("swipe", arguments: ["row": "0", "action": "Delete"])
    #expect(result.isError == true)
  }

  @Test func lsAndTreeAnswerWithStructuredContent() async {
    let tree = await agent.call("tree", arguments: [:])
    #expect(tree.structuredContent?.objectValue?["root"]?.objectValue?["type"] == "CounterViewController")
    let ls = await agent.call("ls", arguments: ["path": "/"])
    #expect(ls.structuredContent == ["children": []])
  }

  @Test func whatACommandFindsIsTheStructuredContentUnderItsName() async {
    let todo = AgentSession(session: Session(app: TodoApp()))
    _ = await todo.call("tap", arguments: ["label": "+"])
    _ = await todo.call("fill", arguments: ["field": "List Name", "text": "Groceries"])
    _ = await todo.call("tap", arguments: ["label": "Create"])
    let items = await todo.call("store_show", arguments: ["name": "lists"])
    #expect(items.structuredContent == ["items": [["emoji": "📝", "id": "list-1", "name": "Groceries"]]])
    let stores = await todo.call("store_ls", arguments: [:])
    #expect(stores.structuredContent == ["stores": [["name": "items", "count": 0], ["name": "lists", "count": 1]]])
    // Names alone make no row; with `long` each row's type and title come too.
    let names = await todo.call("ls", arguments: ["path": "/lists/container/rows"])
    #expect(
      names.structuredContent == [
        "children": [["name": "groceries", "path": "/lists/container/rows/groceries", "modal": false]]
      ])
    let long = await todo.call("ls", arguments: ["path": "/lists/container/rows", "long": true])
    #expect(long.structuredContent?.objectValue?["children"]?.arrayValue?.first?.objectValue?["title"] == "Groceries")
    let actions = await todo.call("actions", arguments: ["path": "/lists"])
    #expect(actions.structuredContent?.objectValue?["actions"]?.arrayValue?.first?.objectValue?["name"] == "add")
    // A tool that acts has no data, only what changed.
    #expect(await todo.call("tap", arguments: ["label": "+", "screen": "none"]).structuredContent == nil)
  }

  @Test func schemasComeFromTheDeclarations() throws {
    let tools = Dictionary(uniqueKeysWithValues: agent.definitions.map { ($0.name, $0) })
    func property(_ tool: String, _ name: String) -> [String: JSONValue]? {
      tools[tool]?.inputSchema.objectValue?["properties"]?.objectValue?[name]?.objectValue
    }
    #expect(
      property("tree", "depth") == [
        "type": "integer", "minimum": 0, "maximum": 10_000, "description": "How many levels below the path to show.",
      ])
    #expect(property("launch", "app")?["enum"] == ["counter"])
    #expect(property("record", "verb")?["enum"] == ["start", "stop"])
    #expect(tools["record"]?.inputSchema.objectValue?["required"] == ["verb"])
    #expect(tools["record"]?.annotations.destructiveHint == true)
    #expect(property("expect", "arguments")?["type"] == "array")
    #expect(tools["expect"]?.inputSchema.objectValue?["required"] == ["form", "arguments"])
    #expect(property("show", "full")?["type"] == "boolean")
    #expect(tools["store_show"]?.description.contains("Shell command: store show NAME.") == true)
    #expect(!tools.keys.contains("exit") && !tools.keys.contains("cd"))
  }

  @Test func valuesOutsideTheSchemaAreRefusedBeforeAnythingRuns() async {
    let depth = await agent.call("tree", arguments: ["depth": 20_000])
    #expect(depth.text == "'depth' of 'tree' must be from 0 to 10000")
    let app = await agent.call("launch", arguments: ["app": "todo"])
    #expect(app.text == "'app' of 'launch' must be one of counter")
    let screen = await agent.call("tap", arguments: ["label": "++", "screen": "most"])
    #expect(screen.text == "'screen' of 'tap' must be one of diff, full, none")
    #expect(await agent.call("record", arguments: ["verb": "begin"]).isError == true)
  }
}

/// Values become words the shell's lexer reads back as they were.
@MainActor
@Suite struct ShellQuotingTests {
  @Test(arguments: [
    "Milk", "New List", "it's", "-1", "#0", "$HOME", #"a\b"#, "", "2%", "\"quoted\"", "two\nlines, it's \"$x\"\t\\",
  ])
  func aQuotedValueReadsBackUnchanged(value: String) throws {
    let words = try Lexer().words(in: LogicalLine("fill " + ShellQuoting.quote(value)))
    #expect(words.map(\.text) == ["fill", value])
  }

  @Test func plainWordsStayBare() {
    #expect(ShellQuoting.quote("Groceries") == "Groceries")
    #expect(ShellQuoting.quote("New List") == "'New List'")
  }
}

/// Where an agent may write (#22): only inside the server's working folder, or the folders
/// the user allowed, however the path is spelled.
@MainActor
@Suite struct AgentWriteTests {
  /// A scratch folder holding `inside/` (the one allowed) and `outside/`, which holds a file
  /// of mode 0755 that a write must not replace, and a link from `inside/` to it.
  private final class Folders {
    let root: URL
    let inside: URL
    let outside: URL

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-writes-\(UUID().uuidString)")
      inside = root.appendingPathComponent("inside")
      outside = root.appendingPathComponent("outside")
      for folder in [inside, outside] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      let victim = outside.appendingPathComponent("tool.sh").path
      try "#!/bin/sh\necho mine\n".write(toFile: victim, atomically: true, encoding: .utf8)
      chmod(victim, 0o755)
      symlink(victim, inside.appendingPathComponent("link.mvcs").path)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  private func record(_ file: String, allowing folders: Folders) async -> ToolResult {
    let agent = AgentSession(
      session: Session(app: CounterApp(), options: ShellOptions(width: 20)), writableFolders: [folders.inside.path])
    return await agent.call("record", arguments: ["verb": "start", "file": .string(file)])
  }

  @Test func aPathOutsideTheAllowedFolderIsRefusedHoweverItIsSpelled() async throws {
    let folders = try Folders()
    let victim = folders.outside.appendingPathComponent("tool.sh").path
    for path in [
      victim, folders.inside.path + "/../outside/tool.sh", folders.inside.appendingPathComponent("link.mvcs").path,
      "/etc/mvcs-agent.mvcs",
    ] {
      let result = await record(path, allowing: folders)
      #expect(result.isError == true, "\(path)")
      #expect(result.text.hasPrefix("error: cannot write \(path): agents may write only inside "), "\(result.text)")
    }
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "#!/bin/sh\necho mine\n")
  }

  @Test func aPathInsideTheAllowedFolderIsRecorded() async throws {
    let folders = try Folders()
    let result = await record(folders.inside.appendingPathComponent("new.mvcs").path, allowing: folders)
    #expect(result.isError == false, "\(result.text)")
  }

  @Test func aFolderSwappedForALinkOutsideAfterRecordingStartsIsRefusedWhereTheFileIsWritten() async throws {
    let folders = try Folders()
    let sub = folders.inside.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    let agent = AgentSession(
      session: Session(app: CounterApp(), options: ShellOptions(width: 20)), writableFolders: [folders.inside.path])
    let path = sub.appendingPathComponent("victim.mvcs").path
    let start = await agent.call("record", arguments: ["verb": "start", "file": .string(path)])
    #expect(start.isError == false, "\(start.text)")
    // Judged when it started, the path is swapped before it is written (#28).
    try FileManager.default.moveItem(at: sub, to: folders.inside.appendingPathComponent("sub.old"))
    try FileManager.default.createSymbolicLink(at: sub, withDestinationURL: folders.outside)
    let stop = await agent.call("record", arguments: ["verb": "stop"])
    #expect(stop.isError == true, "\(stop.text)")
    #expect(stop.text.contains("agents may write only inside"), "\(stop.text)")
    #expect(!FileManager.default.fileExists(atPath: folders.outside.appendingPathComponent("victim.mvcs").path))
    #expect(!FileManager.default.fileExists(atPath: folders.inside.appendingPathComponent("sub.old/victim.mvcs").path))
  }

  @Test func aLinkThatStaysInsideIsWrittenThroughKeepingTheFilesMode() async throws {
    let folders = try Folders()
    let real = folders.inside.appendingPathComponent("deep/real.mvcs")
    try FileManager.default.createDirectory(
      at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "old\n".write(to: real, atomically: true, encoding: .utf8)
    chmod(real.path, 0o640)
    // A relative link, and a folder reached through one: both stay inside.
    symlink("deep/real.mvcs", folders.inside.appendingPathComponent("near.mvcs").path)
    symlink("deep", folders.inside.appendingPathComponent("through").path)
    for path in ["near.mvcs", "through/real.mvcs"].map({ folders.inside.appendingPathComponent($0).path }) {
      let agent = AgentSession(
        session: Session(app: CounterApp(), options: ShellOptions(width: 20)), writableFolders: [folders.inside.path])
      let start = await agent.call("record", arguments: ["verb": "start", "file": .string(path)])
      #expect(start.isError == false, "\(start.text)")
      _ = await agent.call("tap", arguments: ["label": "++"])
      let stop = await agent.call("record", arguments: ["verb": "stop"])
      #expect(stop.isError == false, "\(stop.text)")
      #expect(try String(contentsOf: real, encoding: .utf8).contains("tap ++"))
      var info = stat()
      #expect(stat(real.path, &info) == 0 && info.st_mode & 0o7777 == 0o640)
      #expect(FileManager.default.fileExists(atPath: path))
    }
    var link = stat()
    #expect(
      lstat(folders.inside.appendingPathComponent("near.mvcs").path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK)
  }

  @Test func theRecordToolSaysWhereItWrites() {
    let agent = AgentSession(session: Session(app: CounterApp()))
    let record = agent.definitions.first { $0.name == "record" }
    #expect(record?.description.contains("Files are written only inside the server's working folder") == true)
  }
}

/// An agent reads what the app printed after what its tool found.
@MainActor
@Suite struct AgentConsoleTests {
  final class Talking: ViewController {
    init() { super.init(name: "talking", title: "Talking") }
    override var body: any View {
      Button("Speak") { print("spoken") }
    }
  }

  struct TalkingApp: App {
    let name = "talking"
    let summary = "Prints when tapped"
    func makeRootViewController(environment: AppEnvironment) -> ViewController { Talking() }
  }

  @Test func aToolAnswersWithWhatTheAppPrintedMarkedAsItsConsole() async {
    let agent = AgentSession(session: Session(app: TalkingApp(), options: ShellOptions(width: 20)))
    let tap = await agent.call("tap", arguments: ["label": "Speak", "screen": "none"])
    #expect(tap.text == "console: spoken")
    let console = await agent.call("console", arguments: [:])
    #expect(console.text == "spoken")
    #expect(console.structuredContent == .object(["lines": .array([.string("spoken")])]))
  }
}
