import MVCS
import MVCSApps
import MVCSShell

@testable import MVCSMCP

extension MCPMethods {
  /// The protocol over a 20-column Counter, as the protocol suites speak to it: the server
  /// calls itself "mvcs" "9.9" and its instructions are "Drives counter.".
  static func overCounter() -> MCPMethods {
    MCPMethods(
      agent: AgentSession(session: Session(app: CounterApp(), options: ShellOptions(width: 20))), name: "mvcs",
      version: "9.9", instructions: "Drives counter.")
  }
}
