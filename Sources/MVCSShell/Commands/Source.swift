import Foundation
import MVCS

/// `source FILE`: runs another script in this session, its expected blocks checked.
enum Source: Command {
  static let name = "source"
  static let summary = "Run another script here (paths relative to the including file)"
  static let discussion = """
    A relative FILE is found from the folder of the script that sources it (from the current
    directory at the prompt). Variables, the current path and the app carry over both ways.
    Sourcing deeper than \(maximumDepth) levels is an error, which stops runaway recursion,
    and so is running more than 10,000 scripts or 1,000,000 commands in all through `source`
    from one command, which stops a script that sources itself several times from growing
    without end (a generated script of 100,000 lines is fine, ten times over).
    """
  /// How deep sources may nest; the interpreter, which runs them, enforces it.
  static let maximumDepth = 16
  /// The most commands one top-level command may run through `source`, at every depth.
  ///
  /// The interpreter enforces it too. A bound on the work, not on a script's length: a script
  /// sourcing itself twice at each of 16 levels would run 65,536 copies of itself.
  static let maximumCommands = 1_000_000
  /// The most scripts one top-level command may run through `source`, at every depth: each
  /// is a file read and parsed, so a script that sources itself ten times a level stops
  /// after 10,000 of them, in a moment, rather than after a million commands.
  static let maximumScripts = 10_000

  static let syntax = CommandSyntax(arguments: [
    CommandArgument("file", .file, "The script to run, relative to the including script's folder.")
  ])
  static let tool = ToolOffer.none(reason: "an agent calls the tools itself; a script file is for `mvcs run`")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let word = invocation.arguments[0]
    let path = resolvedPath(word.text, from: word.location.file)
    let text: String
    switch ScriptFile.read(path) {
    case .success(let contents): text = contents
    case .failure(let problem):
      throw ShellError("cannot read \(path): \(problem.reason)", at: word.location, status: .usage)
    }
    return CommandResult(directive: .source(try Script(parsing: text, file: path), at: word))
  }

  /// `path` as written, or relative to the folder of `includingFile` when that is a file.
  static func resolvedPath(_ path: String, from includingFile: String) -> String {
    guard !path.hasPrefix("/"), !includingFile.hasPrefix("<") else { return path }
    let folder = PathText.folder(of: includingFile)
    return folder.isEmpty ? path : folder.hasSuffix("/") ? folder + path : folder + "/" + path
  }
}
