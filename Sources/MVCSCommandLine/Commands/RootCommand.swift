import ArgumentParser
import Foundation
import MVCS
import MVCSShell

/// The tool itself: the shell, interactive on a terminal and batch on a pipe.
struct RootCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    let tool = ToolDescription.current
    return CommandConfiguration(
      commandName: tool.name,
      abstract: tool.abstract,
      discussion: """
        With no subcommand, opens the shell on an app: interactive when standard input is a \
        terminal, batch (no prompt, errors as <stdin>:LINE:COL) when it is a pipe or a file. \
        On a terminal the app runs in a worker process: a crash or a command past --timeout \
        DURATION (1m by default), past --memory-limit SIZE (4G by default) or past --cpu-limit \
        DURATION (none by default; all three given first, before any subcommand) is reported and the app relaunched. `\(tool.name) mcp` serves the same commands to a coding agent as Model Context Protocol \
        tools. `\(tool.name) review` accepts or rejects, one by one, the expected blocks a run \
        found out of date.

        Exit status: 0 all good, 1 an expectation failed, 2 usage error, 3 a command failed, \
        130 interrupted.
        """ + (tool.settingsHelp.isEmpty ? "" : "\n\n" + tool.settingsHelp),
      version: tool.version,
      subcommands: [
        RunCommand.self, MergeReportsCommand.self, ExploreCommand.self, ReviewCommand.self, AppsCommand.self,
        McpCommand.self, AdoptCommand.self,
      ]
    )
  }

  @OptionGroup var session: SessionOptions

  @Option(name: .customLong(SessionOptionName.color.rawValue), help: "Colour: auto, always or never.")
  var color: ColorMode = .auto

  @MainActor func execute(
    catalog: AppCatalog, tool: ToolDescription, limits: ShellWorkerArguments = ShellWorkerArguments()
  ) async -> Int32 {
    await ShellLaunch(session: session.values, color: color, limits: limits).run(catalog: catalog, tool: tool)
  }
}
