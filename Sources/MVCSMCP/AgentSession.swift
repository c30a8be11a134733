import Foundation
import MVCS
import MVCSShell

/// One agent's session: the tools' calls run as shell lines through the shell's interpreter,
/// and come back as small answers.
///
/// The server calls it one request at a time, in the order they came.
///
/// An acting tool answers with what changed on the screen (a compact diff, or the whole
/// screen when asked); a failing command answers as a tool error with the shell's own
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
  private let interpreter: Interpreter
  private let toolsByName: [String: AgentTool]
  /// The tools as the protocol lists them, in the catalog's order.
  let definitions: [ToolDefinition]

  init(session: Session, tools: [AgentTool] = AgentToolCatalog.standard) {
    self.session = session
    interpreter = Interpreter(session: session)
    let available = tools.filter { session.commands.command(named: $0.command) != nil }
    toolsByName = Dictionary(available.map { ($0.name, $0) }) { first, _ in first }
    definitions = available.map { tool in
      var definition = tool.definition
      if let command = session.commands.command(named: tool.command) {
        // The shell's own help follows, so tool and command never say different things.
        var help = "\n\nShell command: \(command.usage). \(command.summary)."
        if !command.discussion.isEmpty { help += "\n" + command.discussion }
        definition.description += help
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
    // Inspecting tools answer with their output alone; only an action needs the screen before.
    let before = tool.kind == .inspecting ? [] : session.screen().text(color: false)
    let outcome = await interpreter.execute(LogicalLine(line, file: "<agent>"))
    if let error = outcome.error {
      return Self.failure(outcome.output + error.lines(withLocation: false))
    }
    var text = outcome.output
    // A check that holds prints nothing, as a script wants; an agent is told it held.
    if tool.command == "expect" { text.append("passed: " + line) }
    if tool.kind != .inspecting {
      let mode = arguments[AgentTool.screenParameter.name]?.stringValue ?? "diff"
      let after = session.screen().text(color: false)
      switch mode {
      case "full": text += ["screen:"] + after
      case "none": break
      default: text += ScreenChange(before: before, after: after).lines
      }
    }
    return ToolResult(text: text.joined(separator: "\n"), structuredContent: structure(for: tool, line: line))
  }

  /// What a structured answer holds besides its text: the same data as JSON.
  ///
  /// `tree` and `store show` print JSON themselves with `--json`; that form runs as the
  /// command alone, not as a line of the session, so it is neither recorded nor traced. `ls`,
  /// `actions` and `store ls` are read from what the command read.
  private func structure(for tool: AgentTool, line: String) -> JSONValue? {
    switch tool.name {
    case "tree": return ["root": json(runningQuietly: line + " --json")]
    case "store_show": return ["items": json(runningQuietly: line + " --json")]
    case "store_ls":
      guard let counts = try? session.environment.storage.open().storeCounts() else { return nil }
      return ["stores": .array(counts.map { ["name": .string($0.name), "count": .int($0.count)] })]
    case "show":
      let layers: [RenderedScreen]
      if line == "show" {
        layers = session.screen().layersTopFirst
      } else {
        guard let target = target(of: line) else { return nil }
        layers = [session.renderer.render(target)]
      }
      return [
        "controls": .array(
          layers.enumerated().flatMap { layer, screen in screen.controls.map { json($0, layer: layer) } })
      ]
    case "ls", "actions":
      guard let target = target(of: line) else { return nil }
      if tool.name == "ls" {
        return [
          "children": .array(
            target.allChildren.map { child in
              [
                "name": .string(child.name), "path": .string(child.path),
                "type": .string(String(describing: type(of: child))), "children": .int(child.allChildren.count),
                "modal": .bool(child.isModal), "title": child.title.map(JSONValue.string) ?? .null,
              ]
            })
        ]
      }
      return [
        "actions": .array(
          target.actions.map { action in
            [
              "name": .string(action.name), "synopsis": .string(action.synopsis), "summary": .string(action.summary),
              "parameters": .array(
                action.parameters.map {
                  [
                    "name": .string($0.name), "kind": .string($0.kind.description), "summary": .string($0.summary),
                    "optional": .bool($0.isOptional),
                  ]
                }),
            ]
          })
      ]
    default: return nil
    }
  }

  /// A control as `show` lists it: its value as the screen shows it (a secure field's masked),
  /// and its layer, 0 for the topmost.
  private func json(_ control: VisibleControl, layer: Int) -> JSONValue {
    var object: [String: JSONValue] = [
      "kind": .string(control.kind.name), "label": .string(control.label), "enabled": .bool(control.isEnabled),
      "owner": .string(control.owner.path), "layer": .int(layer),
    ]
    if let value = control.value { object["value"] = .string(value) }
    if !control.placeholder.isEmpty { object["placeholder"] = .string(control.placeholder) }
    if !control.choices.isEmpty { object["choices"] = .array(control.choices.map { .string($0) }) }
    return .object(object)
  }

  /// The view controller a successful `ls`/`actions` line named: its last non-flag word.
  private func target(of line: String) -> ViewController? {
    guard let words = try? Lexer(variables: session.variables).words(in: LogicalLine(line)) else { return nil }
    let operands = words.dropFirst().filter { $0.isQuoted || !$0.text.hasPrefix("-") }
    guard let path = operands.last else { return session.cwd }
    return try? PathResolver.resolve(path.text, from: session.cwd)
  }

  /// Runs a read-only command's `line` outside the session's history and parses its JSON.
  private func json(runningQuietly line: String) -> JSONValue {
    guard let words = try? Lexer(variables: session.variables).words(in: LogicalLine(line)),
      let first = words.first, let command = session.commands.command(named: first.text),
      let result = try? command.perform(
        Invocation(session: session, command: command, nameWord: first, arguments: Array(words.dropFirst()))),
      let value = result.data?.json
    else { return .null }
    return value
  }

  private static func failure(_ lines: [String]) -> ToolResult {
    ToolResult(text: lines.joined(separator: "\n"), isError: true)
  }
}
