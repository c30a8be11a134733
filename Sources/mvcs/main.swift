import ArgumentParser
import Foundation
import MVCSShell

// Parsing by hand rather than through ArgumentParser's `main()`: SHELL.md wants usage
// errors to exit 2 (ArgumentParser uses 64), and the modes run on the main actor.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
do {
  let command = try RootCommand.parseAsRoot(arguments)
  switch command {
  case let run as RunCommand: status = await run.execute()
  case let apps as AppsCommand: status = apps.execute()
  case let root as RootCommand: status = await root.execute()
  default:
    // ArgumentParser's own commands (help) report through the catch below.
    var other = command
    try other.run()
    status = 0
  }
} catch {
  let code = RootCommand.exitCode(for: error)
  let message = RootCommand.fullMessage(for: error)
  if code == .success {
    print(message)
    status = 0
  } else {
    Terminal.writeError(message)
    status = ExitStatus.usage.rawValue
  }
}
Terminal.flush()
exit(status)
