import ArgumentParser
import Foundation
import MVCS
import MVCSApps
import MVCSShell

/// `mvcs`: the shell, interactive on a terminal and batch on a pipe.
struct RootCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mvcs",
    abstract: "A scriptable shell over a live MVCS view-controller hierarchy.",
    discussion: """
      With no subcommand, opens the shell on an app: interactive when standard input is a \
      terminal, batch (no prompt, errors as <stdin>:LINE:COL) when it is a pipe or a file.

      Exit status: 0 all good, 1 an expectation failed, 2 usage error, 3 a command failed, \
      130 interrupted.
      """,
    version: Shell.version,
    subcommands: [RunCommand.self, AppsCommand.self]
  )

  @OptionGroup var display: DisplayOptions

  @Option(name: .long, help: "Colour: auto, always or never.")
  var color: ColorMode = .auto

  @MainActor func execute() async -> Int32 {
    let interactive = Terminal.isTerminal(STDIN_FILENO)
    let environment = ProcessInfo.processInfo.environment
    let useColor =
      switch color {
      case .always: true
      case .never: false
      case .auto: interactive && Terminal.wantsColor(environment: environment)
      }
    // Interactive sessions keep data in a file per app; a pipe is a replay, in memory.
    guard
      let storage = display.storage(
        otherwise: interactive ? .defaultDirectory(environment: environment) : .inMemory)
    else { return ExitStatus.usage.rawValue }
    var options = ShellOptions(
      width: display.width ?? (interactive ? nil : ShellOptions.defaultWidth),
      height: display.height ?? (interactive ? nil : ShellOptions.defaultHeight), color: useColor,
      environment: interactive ? .interactive : .batch)
    options.environment.storage = storage
    options.environment.settings = display.appSettings
    let shell = Shell(app: display.selectedApp, apps: BuiltInApps.all, options: options)
    return await shell.run()
  }
}

/// `mvcs apps`: the built-in apps, one line each.
struct AppsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apps", abstract: "List the built-in apps with one line each.")

  @MainActor func execute() -> Int32 {
    let rows = BuiltInApps.all.map { app in
      [app.name, app.summary + (app.name == BuiltInApps.defaultName ? " (default)" : "")]
    }
    for line in Columns.format(rows) { print(line) }
    return 0
  }
}
