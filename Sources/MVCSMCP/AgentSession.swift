import Foundation
import MVCS
import MVCSShell

/// One agent's session: the tools' calls run as shell lines through the shell's interpreter,
/// and come back as small answers.
///
/// The server calls it one request at a time, in the order they came.
///
/// The tools are the session's commands, as their declarations make them (``AgentToolCatalog``).
/// A reading tool answers with what its command printed, and what it found as structured
/// content; an acting tool answers with what changed on the screen (a compact diff, or the
/// whole screen when asked); a failing command answers as a tool error with the shell's own
/// message and hint. Recording (`record`) writes the lines the tools ran, so an agent's
/// exploration replays as a test:
///
/// ```swift
/// let agent = AgentSession(session: Session(app: TodoApp()))
/// let result = await agent.call("tap", arguments: ["label": "+"])
/// result.text  // "@@ -1,3 +1,5 @@ …"
/// ```
@MainActor
final class AgentSession {
  let session: Session
  let interpreter: Interpreter
  private let toolsByName: [String: AgentTool]
  /// The tools as the protocol lists them, in `help`'s order.
  let definitions: [ToolDefinition]
  /// Where the tools may write files.
  let confinement: WriteConfinement

  /// The session's tools, made from its commands' declarations (``AgentToolCatalog``), which
  /// write files only inside `writableFolders` (relative ones from the working folder): the
  /// working folder itself by default.
  init(session: Session, writableFolders: [String] = ["."]) {
    self.session = session
    interpreter = Interpreter(session: session)
    let confinement = WriteConfinement(folders: writableFolders)
    self.confinement = confinement
    // Checked before a tool runs, for an early answer, and again where the file is written.
    session.writeConfinement = confinement
    let tools = AgentToolCatalog.tools(for: session)
    toolsByName = Dictionary(tools.map { ($0.name, $0) }) { first, _ in first }
    definitions = tools.map { tool in
      var definition = tool.definition
      if tool.parameters.contains(where: \.isWrittenFile) {
        definition.description += """
          \n\nFiles are written only inside \(confinement.description): a path that leads out of it, \
          absolute, by `..` or through a link, is refused.
          """
      }
      return definition
    }
  }

  /// Runs the tool `name` with `arguments`: a tool error when there is no such tool, when the
  /// arguments make no shell line, or when the command fails.
  func call(_ name: String, arguments: [String: JSONValue]) async -> ToolResult {
    guard let tool = toolsByName[name] else {
      return Self.failure(["no tool '\(name)'; the tools are: \(toolsByName.keys.sorted().joined(separator: ", "))"])
    }
    let line: String
    do {
      line = try tool.line(for: arguments)
    } catch {
      return Self.failure([error.message])
    }
    for parameter in tool.parameters where parameter.isWrittenFile {
      guard case .string(let path)? = arguments[parameter.name], let problem = confinement.problem(with: path) else {
        continue
      }
      return Self.failure(["error: " + problem, "  hint: the user may allow a folder with `mcp --allow-write DIR`"])
    }
    // Reading tools answer with their output alone; only an action needs the screen before.
    let before = tool.isReadOnly ? [] : session.screen().text(color: false)
    let outcome = await interpreter.execute(LogicalLine(line, file: "<agent>"), data: tool.result.isData)
    if let error = outcome.error {
      return Self.failure(outcome.output + error.lines(withLocation: false) + outcome.consoleShown)
    }
    var text = outcome.output
    // A check that holds prints nothing, as a script wants; an agent is told it held.
    if tool.isReadOnly, tool.result == .nothing { text.append("passed: " + line) }
    if !tool.isReadOnly {
      let mode = arguments[AgentTool.screenParameter.name]?.stringValue ?? "diff"
      let after = session.screen().text(color: false)
      switch mode {
      case "full": text += ["screen:"] + after
      case "none": break
      default: text += ScreenChange(before: before, after: after).lines
      }
    }
    // What the app printed meanwhile, marked as its console's, after what the tool found.
    text += outcome.consoleShown
    // What the command found is the structured content, under its name ({"children": […]}),
    // or, an object, as it is (show's {"lines": […], "controls": […]}).
    var structured: JSONValue?
    if let data = outcome.data {
      if let name = tool.result.dataName {
        structured = .object([name: data])
      } else if case .object = data {
        structured = data
      }
    }
    return ToolResult(text: text.joined(separator: "\n"), structuredContent: structured)
  }

  private static func failure(_ lines: [String]) -> ToolResult {
    ToolResult(text: lines.joined(separator: "\n"), isError: true)
  }
}
