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
        `\(tool.name) mcp` serves the same commands to a coding agent as Model Context Protocol \
        tools. `\(tool.name) review` accepts or rejects, one by one, the expected blocks a run \
        found out of date.

        Exit status: 0 all good, 1 an expectation failed, 2 usage error, 3 a command failed, \
        130 interrupted.
        """ + (tool.settingsHelp.isEmpty ? "" : "\n\n" + tool.settingsHelp),
      version: tool.version,
      subcommands: [
        RunCommand.self, MergeReportsCommand.self, ExploreCommand.self, ReviewCommand.self, AppsCommand.self,
        McpCommand.self,
      ]
    )
  }

  @OptionGroup var session: SessionOptions

  @Option(name: .customLong(SessionOptionName.color.rawValue), help: "Colour: auto, always or never.")
  var color: ColorMode = .auto

  @Option(
    name: .long,
    help: ArgumentHelp(
      "On a terminal, end an app whose command runs longer than DURATION, say where it was stuck, and relaunch it (default \(ShellLaunch.defaultTimeout)).",
      valueName: "duration"))
  var timeout: String?

  func validate() throws {
    guard let timeout else { return }
    do {
      guard try CommandLineDuration.seconds(timeout, option: "--timeout") > 0 else {
        throw ValidationError("--timeout must be longer than 0s, got '\(timeout)'")
      }
    } catch let error as ShellError {
      throw ValidationError("--timeout: \(error.message)")
    }
  }

  @MainActor func execute(catalog: AppCatalog, tool: ToolDescription) async -> Int32 {
    await ShellLaunch(session: session.values, color: color, timeout: timeout).run(catalog: catalog, tool: tool)
  }
}
