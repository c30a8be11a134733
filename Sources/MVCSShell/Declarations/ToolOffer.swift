/// How a command is offered to agents as MCP tools (`mvcs mcp`), as its declaration says.
///
/// By default every command is a tool of its name whose parameters are its flags and arguments,
/// and a command with subcommands is a tool per subcommand (`store_ls`, `store_show`). A command
/// that should not be a tool says why, and the reason is checked to be there:
///
/// ```swift
/// static let tool = ToolOffer.none(reason: "an agent ends the session by closing its connection")
/// ```
public enum ToolOffer: Sendable, Hashable {
  /// A tool named after the command (or one per subcommand, `store_ls`), derived from its syntax.
  case derived
  /// One tool for all the subcommands, whose parameter `parameter` names the one to run
  /// (`record {verb: "start"|"stop", file}`); the implicit subcommand puts no word in the line.
  case merged(subcommandParameter: String)
  /// No tool, for the reason given.
  case none(reason: String)
}
