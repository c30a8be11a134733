import Foundation
import MVCS

/// `record FILE` … `record stop`: writes the commands typed in between, with their output as
/// expected blocks, as a script that replays to the same result.
enum Record: Command {
  static let name = "record"
  static let summary = "Record the following commands and their output as a script"
  static let discussion = """
    Recording starts from a fresh launch of the current app, and lays views out \(ShellOptions.defaultWidth) columns
    wide on a screen \(ShellOptions.defaultHeight) lines tall as `mvcs run` does, so the script replays to the same result. A command that fails
    is written as `! COMMAND` with its error as the expected output. `record stop` writes
    the file.
    """
  static let syntax = CommandSyntax(subcommands: [RecordStart.self, RecordStop.self], implicit: RecordStart.self)
  static let effect = CommandEffect.destroys
  static let tool = ToolOffer.merged(subcommandParameter: "verb")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.runSubcommand()
  }
}

/// `record FILE`: starts recording from a fresh launch of the app; its name, `start`, is never
/// typed, only an agent's tool names it.
enum RecordStart: Command {
  static let name = "start"
  static let summary = "Start recording what follows, from a fresh launch of the app, to FILE"
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("file", .file, "The script to write, such as Scripts/new-list.mvcs.", writesFile: true)
  ])
  static let effect = CommandEffect.destroys

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let session = invocation.session
    let word = invocation.arguments[0]
    if let recording = session.recording {
      throw ShellError("already recording to \(recording.path)", at: word.location, hint: "end it with `record stop`")
    }
    // A file that cannot be written fails now, not after the whole session is recorded.
    if let confinement = session.writeConfinement {
      if let problem = confinement.problem(with: word.text) {
        throw ShellError(problem, at: word.location, status: .usage)
      }
    } else {
      do {
        try FileReplacement.checkWritable(word.text)
      } catch {
        throw ShellError(error.description, at: word.location, status: .usage)
      }
    }
    let app = session.host.app
    return CommandResult(
      output: ["recording to \(word.text), starting from a fresh \(app.name); `record stop` writes it"],
      changes: [
        .launch(app),
        .startRecording(
          Recording(
            path: word.text, app: app.name, tool: session.options.toolName, previousWidth: session.options.width,
            previousHeight: session.options.height)),
        .setWidth(ShellOptions.defaultWidth), .setHeight(ShellOptions.defaultHeight),
      ])
  }
}

/// `record stop`: writes the recorded script and restores the width and height.
enum RecordStop: Command {
  static let name = "stop"
  static let summary = "Stop recording and write the script"
  static let syntax = CommandSyntax()
  static let effect = CommandEffect.destroys

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    guard let recording = invocation.session.recording else {
      throw ShellError("not recording", at: invocation.nameWord.location, hint: "start with `record FILE`")
    }
    let stop: [SessionChange] = [
      .stopRecording, .setWidth(recording.previousWidth), .setHeight(recording.previousHeight),
    ]
    do {
      // Judged again where it is written: a folder on the path may have become a link since.
      if let confinement = invocation.session.writeConfinement {
        try confinement.write(recording.script, to: recording.path)
      } else {
        try FileReplacement.write(recording.script, to: recording.path)
      }
    } catch {
      return CommandResult(
        changes: stop,
        error: ShellError(
          error.description, at: invocation.nameWord.location,
          hint: "the recording is lost; check the folder exists and is writable"))
    }
    return CommandResult(
      output: ["recorded \(recording.commands.counted("command")) to \(recording.path)"], changes: stop)
  }
}

/// A script being recorded: the lines so far and what to restore when it stops.
///
/// Codable so a supervised session keeps it across a crash of the app (``SessionSnapshot``).
public struct Recording: Sendable, Codable {
  /// The file `record stop` writes.
  public let path: String
  /// The session's width before recording, restored when it stops.
  public let previousWidth: Int?
  /// The session's height before recording, restored when it stops.
  public let previousHeight: Int?
  /// How many commands were recorded so far.
  public private(set) var commands = 0
  private var lines: [String]

  /// A recording of `app`'s session, by `tool` (`notes 1.0.0`), whose name and version the
  /// script's first line gives, followed by the framework's when the tool is not mvcs itself.
  init(path: String, app: String, tool: String, previousWidth: Int?, previousHeight: Int? = nil) {
    self.path = path
    self.previousWidth = previousWidth
    self.previousHeight = previousHeight
    let framework = "mvcs \(Shell.version)"
    let by = tool == framework ? tool : "\(tool) (\(framework))"
    lines = ["# Recorded with \(by).", "launch \(app)", ""]
  }

  /// Adds a command and what it printed, or the error it failed with.
  mutating func add(_ line: LogicalLine, outcome: Outcome) {
    commands += 1
    var output = outcome.output
    var text = line.text
    if let error = outcome.error {
      text = "! " + text
      output += error.lines(withLocation: false)
    }
    lines.append(text)
    // Output that reads as a pattern (`...`, `a+ (re)`) is written as one matching only itself.
    lines += output.map { $0.isEmpty ? "|" : "| " + OutputMatcher.literal($0) }
  }

  var script: String { lines.joined(separator: "\n") + "\n" }
}
