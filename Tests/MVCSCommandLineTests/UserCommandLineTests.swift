import Foundation
import MVCS
import MVCSShell
import Testing

@testable import MVCSCommandLine

/// A tool's own commands, given to ``MVCSCommandLine/run(_:apps:commands:name:version:abstract:)``,
/// are understood by the sessions it starts.
@MainActor
@Suite struct UserCommandLineTests {
  /// `greet NAME`: prints a greeting.
  enum Greet: Command {
    static let name = "greet"
    static let summary = "Greet someone"
    static let syntax = CommandSyntax(arguments: [CommandArgument("who", .text, "Who to greet.")])
    static let effect = CommandEffect.reads

    static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
      .printing(["hello, \(invocation.arguments[0].text)"])
    }
  }

  struct Plain: App {
    let name = "plain"
    let summary = "A view controller and nothing else"
    func makeRootViewController(environment: AppEnvironment) -> ViewController { ViewController(name: "root") }
  }

  @Test func aScriptRunByTheToolUsesItsCommands() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("user-commands-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("greet.mvcs").path
    try "greet Ada\n| hello, Ada\nhelp greet\n| usage: greet WHO\n| Greet someone\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    // In this process (--echo), as workers are the same executable.
    let status = await MVCSCommandLine.run(["run", "--echo", script], apps: [Plain()], commands: [Greet.self])
    #expect(status == ExitStatus.success.rawValue)
    let without = await MVCSCommandLine.run(["run", "--echo", script], apps: [Plain()])
    #expect(without == ExitStatus.commandFailed.rawValue)
  }
}
