import Foundation
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
/// It runs until its input ends, answering every request before it returns, one at a time in
/// the order they came. Nothing else may write to standard output meanwhile: that is the
/// protocol's channel.
///
/// The server is MCP's stdio transport and the few methods a tools-only server needs, written
/// here rather than taken from the SDK, whose one module would load FoundationNetworking into
/// every process (docs/DECISIONS.md, "The MCP server"). The parts:
/// ``FrameReader`` and ``LineFraming`` (lines in, bounded), ``JSONRPCDispatcher`` (JSON-RPC
/// 2.0), ``MCPMethods`` (the protocol's methods, in both of its eras: ``ProtocolEra``,
/// ``RequestEnvelope``), ``AgentSession`` (the tools), ``LineWriter``.
@MainActor
public final class AgentServer {
  private let agent: AgentSession
  private let name: String
  private let version: String

  /// A server over `session`, introducing itself to clients as `name` `version`, whose tools
  /// write files only inside `writableFolders` (the working folder by default).
  public init(session: Session, name: String, version: String, writableFolders: [String] = ["."]) {
    agent = AgentSession(session: session, writableFolders: writableFolders)
    self.name = name
    self.version = version
  }

  /// Told as each message starts to be answered, and once it is: a supervised worker's
  /// watchdog (`mvcs mcp` runs the server in a worker process of its own).
  package var willAnswer: (@MainActor () -> Void)?
  package var didAnswer: (@MainActor () -> Void)?
  /// Whether every message gets a line, an empty one when it has no answer (a notification),
  /// so the supervisor relaying them knows when the worker is done with each.
  package var answersEveryMessage = false

  /// Told of each shell line a tool runs, before it runs: a supervised worker's reproducer.
  package var willRunLine: (@MainActor (LogicalLine) -> Void)? {
    get { agent.interpreter.willExecute }
    set { agent.interpreter.willExecute = newValue }
  }

  /// The names of the tools the server offers, in the order it lists them.
  public var toolNames: [String] { agent.definitions.map(\.name) }

  /// A failure of the channel itself: standard input unreadable, or standard output closed.
  public struct ChannelError: Error, CustomStringConvertible {
    /// What failed and why: "cannot write standard output: Broken pipe".
    public var description: String
  }

  /// Serves requests from standard input until it ends.
  public func run() async throws {
    // A client that goes away closes our standard output: an error to report, not a signal.
    signal(SIGPIPE, SIG_IGN)
    try await serve(
      input: FrameReader(fileDescriptor: STDIN_FILENO, limit: LineFraming.standardLimit),
      output: LineWriter(fileDescriptor: STDOUT_FILENO))
  }

  /// Answers each frame of `input` on `output`, in order, until the input ends.
  func serve(input: FrameReader, output: LineWriter) async throws(ChannelError) {
    let dispatcher = JSONRPCDispatcher(methods: makeMethods())
    while true {
      let frame: Frame?
      do {
        frame = try await input.next()
      } catch {
        throw ChannelError(description: "cannot read standard input: \(error)")
      }
      guard let frame else { return }
      willAnswer?()
      let answer = await dispatcher.answer(frame)
      didAnswer?()
      guard let answer = answer ?? (answersEveryMessage ? [] : nil) else { continue }
      do {
        try output.write(answer)
      } catch {
        throw ChannelError(description: "cannot write standard output: \(error)")
      }
    }
  }

  /// The protocol's methods over this server's session.
  func makeMethods() -> MCPMethods {
    MCPMethods(
      agent: agent, name: name, version: version,
      instructions: """
        Drives \(agent.session.host.app.name), an app whose screens are rendered as text. Read the \
        screen with `show`, find paths with `tree`, act with `tap`, `fill`, `select` and `swipe`; each \
        action answers with the lines of the screen that changed. `record` turns what you do next into \
        a .mvcs test script.
        """)
  }
}
