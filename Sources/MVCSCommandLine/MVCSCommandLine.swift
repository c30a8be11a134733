import ArgumentParser
import Foundation
import MVCS
import MVCSShell

/// The whole mvcs command line over your own apps, in one call.
///
/// Your executable gets what `mvcs` has: the interactive shell on a terminal, batch mode on a
/// pipe, `run` with `--jobs` (workers re-run your executable), `--shard`, `--junit`,
/// `--report` (a step-by-step HTML report), `--update`, `--keep-going` and `--echo`,
/// `merge-reports` (one report of a sharded run), `review` (accept or reject changed expected blocks
/// one by one), `apps`, `mcp` (a Model Context Protocol server for agents), `--app`, `--store`, `--width`, `--color`,
/// `--set` for the settings your apps declare, `--help`, `--version` and
/// `--generate-completion-script`, with mvcs's exit statuses.
///
/// ```swift
/// // Sources/notes/main.swift
/// import MVCSCommandLine
///
/// await MVCSCommandLine.main(apps: [NotesApp()], version: "1.0.0")
/// ```
///
/// ```sh
/// swift run notes                  # the shell on the first app
/// swift run notes run Scripts/     # replay every flow, as CI does
/// ```
public enum MVCSCommandLine {
  /// The version of the mvcs framework itself.
  public static let frameworkVersion = Shell.version

  /// Parses the process's arguments, runs the command they name over `apps`, and exits with
  /// its status.
  ///
  /// - Parameters:
  ///   - apps: The apps `--app` and `launch` choose from; the first is the default.
  ///   - unlistedApps: Apps `--app` and `launch` also accept by name, but that `apps`,
  ///     completions and errors do not offer: test fixtures, such as mvcs's faulty apps.
  ///   - commands: Shell commands of your own, understood beside the shell's in every mode:
  ///     the shell, `run` (its workers too) and `mcp`, which offers them as tools. Each is
  ///     declared once (see MVCSShell's "Adding a command").
  ///   - name: The command's name in help and errors; the executable's file name by default.
  ///   - version: What `--version` prints: your app's version.
  ///   - abstract: The first line of `--help`.
  @MainActor
  public static func main(
    apps: [any App], unlistedApps: [any App] = [], commands: [any Command.Type] = [], name: String? = nil,
    version: String = "0.0.0", abstract: String? = nil
  ) async -> Never {
    // Byte for byte: a file name that is not UTF-8 (`run inv\xff.mvcs`) is the file named.
    let status = await run(
      FileName.commandLineArguments, apps: apps, unlistedApps: unlistedApps, commands: commands, name: name,
      version: version,
      abstract: abstract)
    Terminal.flush()
    exit(status)
  }

  /// Runs the command `arguments` name over `apps` and returns its exit status, without
  /// exiting: ``main(apps:unlistedApps:commands:name:version:abstract:)`` without its last step.
  @MainActor
  public static func run(
    _ arguments: [String], apps: [any App], unlistedApps: [any App] = [], commands: [any Command.Type] = [],
    name: String? = nil, version: String = "0.0.0", abstract: String? = nil
  ) async -> Int32 {
    guard !apps.isEmpty else {
      Terminal.writeError("error: MVCSCommandLine.main needs at least one app")
      return ExitStatus.usage.rawValue
    }
    let catalog = AppCatalog(apps, unlisted: unlistedApps, commands: commands)
    let tool = ToolDescription(
      name: name ?? ToolDescription.executableName, version: version,
      abstract: abstract ?? "A scriptable shell over \(catalog.listing[0].name) and its view controllers.",
      apps: catalog.listing)
    return await ToolDescription.$current.withValue(tool) {
      await dispatch(arguments, catalog: catalog, tool: tool)
    }
  }

  /// Parses by hand rather than through ArgumentParser's `main()`: usage errors exit 2 (as
  /// documented in docs/SHELL.md; ArgumentParser uses 64), and the modes run on the main actor.
  @MainActor
  private static func dispatch(_ arguments: [String], catalog: AppCatalog, tool: ToolDescription) async -> Int32 {
    // The common lines (the shell with session options) skip ArgumentParser's reflection,
    // most of what a short session costs after main; anything else is ArgumentParser's.
    // The shell's --timeout and --memory-limit are taken out first: declared on the root
    // command, ArgumentParser would give them to `run`'s, `explore`'s and `mcp`'s own too.
    var arguments = arguments
    let limits: ShellWorkerArguments
    do {
      limits = try ShellWorkerArguments.take(from: &arguments)
    } catch {
      Terminal.writeError("Error: \(error.description)")
      return ExitStatus.usage.rawValue
    }
    if var launch = QuickSessionReader.read(arguments, tool: tool) {
      launch.limits = limits
      return await launch.run(catalog: catalog, tool: tool)
    }
    do {
      let command = try RootCommand.parseAsRoot(arguments)
      switch command {
      case let run as RunCommand: return await run.execute(catalog: catalog, tool: tool)
      case let explore as ExploreCommand: return await explore.execute(catalog: catalog, tool: tool)
      case let review as ReviewCommand: return review.execute(tool: tool)
      case let merge as MergeReportsCommand: return merge.execute(tool: tool)
      case let adopt as AdoptCommand: return adopt.execute(tool: tool)
      case let apps as AppsCommand: return apps.execute(catalog: catalog)
      case let mcp as McpCommand: return await mcp.execute(catalog: catalog, tool: tool)
      case let root as RootCommand: return await root.execute(catalog: catalog, tool: tool, limits: limits)
      default:
        // ArgumentParser's own commands (help) report through the catch below.
        var other = command
        try other.run()
        return ExitStatus.success.rawValue
      }
    } catch {
      let code = RootCommand.exitCode(for: error)
      // A usage error quotes the arguments (an option's value, an unknown option), which can
      // be a word of 100,000 characters: each line is capped as every error's is.
      let message = RootCommand.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
        .map { ShellError.capped(String($0)) }.joined(separator: "\n")
      if code == .success {
        print(message)
        return ExitStatus.success.rawValue
      }
      Terminal.writeError(message)
      return ExitStatus.usage.rawValue
    }
  }
}
