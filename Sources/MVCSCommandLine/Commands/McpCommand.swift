import ArgumentParser
import Foundation
import MVCS
import MVCSMCP
import MVCSShell

/// `mcp`: a Model Context Protocol server on standard input and output, the shell's commands
/// as an agent's tools.
struct McpCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    let tool = ToolDescription.current
    return CommandConfiguration(
      commandName: "mcp",
      abstract: "Serve the app to an agent over the Model Context Protocol (standard input/output).",
      discussion: """
        Register it with an MCP client as the command `\(tool.name) mcp`. The tools \
        mirror the shell: show, tree, ls, actions, tap, fill, select, swipe, scroll, back, dismiss, call, \
        store_ls, store_show, log, clock, wait, launch, relaunch, expect and record. As in batch \
        mode, the app runs on the virtual clock from 2026-01-01T09:00:00Z with its stores in memory, \
        so a session replays the same way; --store keeps them in a file. Agents write files \
        (record) only inside the working folder, or the folders named with --allow-write.
        """ + (tool.settingsHelp.isEmpty ? "" : "\n\n" + tool.settingsHelp))
  }

  @OptionGroup var session: SessionOptions

  @Flag(name: .long, help: "Run on the machine's clock and time zone instead of the virtual clock.")
  var systemClock = false

  @Option(
    name: .customLong("allow-write"),
    help: ArgumentHelp(
      "Let agents write files (record) inside DIR instead of the working folder; repeat for more folders.",
      valueName: "dir"),
    completion: .directory)
  var allowWrite: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "End an app whose call runs longer than DURATION, answer the call with where it was stuck, and relaunch it (default \(ShellLaunch.defaultTimeout)).",
      valueName: "duration"))
  var timeout: String = ShellLaunch.defaultTimeout

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The most memory the app's worker may take: 512M, 4G, or none (default 4G); past it the call fails and the app is relaunched.",
      valueName: "size"))
  var memoryLimit = WorkerMemoryLimit.defaultText

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The most processor time the app's worker may take over its life: 10m, 1h, or none (default none); past it the app is relaunched.",
      valueName: "duration"))
  var cpuLimit = "none"

  func validate() throws {
    do {
      guard try CommandLineDuration.seconds(timeout, option: "--timeout") > 0 else {
        throw ValidationError("--timeout must be longer than 0s, got '\(timeout)'")
      }
    } catch let error as ShellError {
      throw ValidationError("--timeout: \(error.message)")
    }
    _ = try WorkerMemoryLimit.bytes(memoryLimit, option: "--memory-limit")
    do {
      _ = try WorkerCPULimit.seconds(cpuLimit)
    } catch {
      throw ValidationError(error.description)
    }
    for folder in allowWrite {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
        throw ValidationError("--allow-write expects an existing folder; '\(folder)' is not one")
      }
    }
  }

  @MainActor func execute(catalog: AppCatalog, tool: ToolDescription) async -> Int32 {
    let values = session.values
    let seconds = (try? CommandLineDuration.seconds(timeout, option: "--timeout")) ?? 60
    // The server and its app run in a worker process this one outlives (docs/ARCHITECTURE.md,
    // "The supervised session").
    guard let folder = SupervisorFolder.current else {
      return await AgentSupervisor(
        arguments: Array(CommandLine.arguments.dropFirst()), timeout: seconds,
        memoryLimit: (try? WorkerMemoryLimit.bytes(memoryLimit, option: "--memory-limit")) ?? nil,
        cpuLimit: (try? WorkerCPULimit.seconds(cpuLimit)) ?? nil,
        storesInFolder: values.store == nil,
        name: tool.name, version: tool.version
      ).run()
    }
    guard let storage = values.storage(otherwise: .inMemory, tool: tool),
      let app = catalog.app(named: values.appName(in: tool))
    else { return ExitStatus.usage.rawValue }
    var options = values.shellOptions(
      storage: storage, commands: catalog.commands, environment: systemClock ? .interactive : .batch)
    options.toolName = "\(tool.name) \(tool.version)"
    let session = Session(app: app, apps: catalog.apps, options: options)
    let server = AgentServer(
      session: session, name: tool.name, version: tool.version, writableFolders: allowWrite.isEmpty ? ["."] : allowWrite
    )
    if let saved = SupervisedWorker.savedSession(in: folder) { session.restore(saved) }
    let worker = SupervisedWorker(folder: folder, timeout: seconds, app: session.host.app.name)
    server.answersEveryMessage = true
    server.willAnswer = { worker.willStart() }
    server.willRunLine = { worker.note($0.text) }
    server.didAnswer = { worker.didRun(nil, output: [], session: session) }
    do {
      try await server.run()
    } catch {
      Terminal.writeError("\(tool.name) mcp: error: \(error)")
      return ExitStatus.commandFailed.rawValue
    }
    return ExitStatus.success.rawValue
  }
}
