import ArgumentParser
import Foundation
import MVCS
import MVCSApps
import MVCSShell

/// `mvcs run FILE|DIR ...`: replays scripts and reports like a test runner.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Replay .mvcs scripts, comparing output with their expected blocks.",
    discussion: """
      Each script runs in a fresh app. Folders are searched for *.mvcs files; the list is
      sorted. The last line is 'N passed, N failed'. Exit status: 0 all passed, 1 an
      expectation failed, 2 usage error, 3 a command failed; the worst one wins.
      """
  )

  @OptionGroup var display: DisplayOptions

  @Flag(name: .long, help: "Go on after a mismatch instead of stopping the script.")
  var keepGoing = false

  @Flag(name: .long, help: "Print each command and its output as it runs.")
  var echo = false

  @Argument(help: ArgumentHelp("Scripts, or folders of scripts.", valueName: "file.mvcs|dir"))
  var paths: [String]

  @MainActor func execute() -> Int32 {
    let files: [String]
    do {
      files = try ScriptCollection.files(for: paths)
    } catch {
      Terminal.writeError("mvcs run: error: no such file or folder: \(error.path)")
      return ExitStatus.usage.rawValue
    }
    guard !files.isEmpty else {
      Terminal.writeError("mvcs run: error: no .mvcs scripts in \(paths.joined(separator: ", "))")
      return ExitStatus.usage.rawValue
    }
    // In memory by default: each script gets a fresh storage (Session does that).
    guard let storage = display.storage(otherwise: .inMemory) else { return ExitStatus.usage.rawValue }
    var options = ShellOptions(width: display.width ?? 80)
    options.environment.storage = storage
    var runner = ScriptRunner(app: display.selectedApp, apps: BuiltInApps.all, options: options)
    runner.keepGoing = keepGoing
    runner.echo = echo
    var worst = ExitStatus.success
    var passed = 0
    var failed = 0
    for file in files {
      let result = runner.run(file: file)
      if result.passed {
        passed += 1
        print("PASS \(file)")
      } else {
        failed += 1
        print("FAIL \(file)")
        for line in result.report { print("  " + line) }
      }
      worst = max(worst, result.status)
    }
    print("\(passed) passed, \(failed) failed")
    return worst.rawValue
  }
}
