import MCP
import MVCS
import MVCSShell

/// A Model Context Protocol server over standard input and output, giving an agent the
/// shell's commands as tools over one session of an app.
///
/// `mvcs mcp` and every executable built with `MVCSCommandLine.main` run it; to run it from
/// code of your own:
///
/// ```swift
/// let session = Session(app: NotesApp(), options: ShellOptions(width: 80))
/// try await AgentServer(session: session, name: "notes", version: "1.0.0").run()
/// ```
///
/// It runs until its input ends. Nothing else may write to standard output meanwhile: that is
/// the protocol's channel.
@MainActor
public final class AgentServer {
  private let agent: AgentSession
  private let name: String
  private let version: String

  /// A server over `session`, introducing itself to clients as `name` `version`.
  public init(session: Session, name: String, version: String) {
    agent = AgentSession(session: session)
    self.name = name
    self.version = version
  }

  /// The names of the tools the server offers, in the order it lists them.
  public var toolNames: [String] { agent.definitions.map(\.name) }

  /// Serves requests from standard input until it ends.
  public func run() async throws {
    let server = Server(
      name: name, version: version,
      instructions: """
        Drives \(agent.session.host.app.name), an app whose screens are rendered as text. Read the \
        screen with `show`, find paths with `tree`, act with `tap`, `fill`, `select` and `swipe`; each \
        action answers with the lines of the screen that changed. `record` turns what you do next into \
        a .mvcs test script.
        """,
      capabilities: Server.Capabilities(tools: .init(listChanged: false)))
    let tools = agent.definitions
    let agent = self.agent
    await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: tools) }
    await server.withMethodHandler(CallTool.self) { parameters in
      await agent.call(parameters.name, arguments: parameters.arguments ?? [:])
    }
    try await server.start(transport: AnsweringTransport(wrapping: StdioTransport()))
    await server.waitUntilCompleted()
    await server.stop()
  }
}
