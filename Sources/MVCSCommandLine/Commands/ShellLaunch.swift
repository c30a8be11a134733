import Foundation
import MVCS
import MVCSShell

/// What the root command does: open the shell on an app with the session's options.
///
/// Interactive on a terminal and batch on a pipe. Both parsers of the command line end here,
/// ArgumentParser's ``RootCommand`` and the ``QuickSessionReader``.
///
/// ```swift
/// let status = await ShellLaunch(session: SessionValues(app: "todo")).run(catalog: catalog, tool: tool)
/// ```
struct ShellLaunch: Equatable, Sendable {
  var session = SessionValues()
  var color = ColorMode.auto

  @MainActor func run(catalog: AppCatalog, tool: ToolDescription) async -> Int32 {
    let interactive = Terminal.isTerminal(STDIN_FILENO)
    // Only a terminal reads the environment (colour, the stores' folder): building it is a
    // million instructions, 5% of a batch session's start.
    let environment = interactive ? ProcessInfo.processInfo.environment : [:]
    let useColor =
      switch color {
      case .always: true
      case .never: false
      case .auto: interactive && Terminal.wantsColor(environment: environment)
      }
    // Interactive sessions keep data in a file per app; a pipe is a replay, in memory.
    guard
      let storage = session.storage(
        otherwise: interactive ? .defaultDirectory(environment: environment) : .inMemory, tool: tool),
      let app = catalog.app(named: session.appName(in: tool))
    else { return ExitStatus.usage.rawValue }
    var options = session.shellOptions(
      storage: storage, commands: catalog.commands, interactive: interactive, color: useColor,
      environment: interactive ? .interactive : .batch)
    options.toolName = "\(tool.name) \(tool.version)"
    return await Shell(app: app, apps: catalog.apps, options: options).run()
  }
}
