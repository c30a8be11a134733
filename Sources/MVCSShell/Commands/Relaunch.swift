import MVCS

/// `relaunch`: restarts the same app on the same storage, to see what was persisted.
enum Relaunch: Command {
  static let name = "relaunch"
  static let summary = "Restart the app on the same storage (shows what was persisted)"
  static let discussion = """
    Queued store work is finished first. An in-memory storage lives as long as the session,
    so relaunch works in `mvcs run` too.
    """
  static let syntax = CommandSyntax()
  static let effect = CommandEffect.destroys
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    return CommandResult(changes: [.launch(invocation.session.host.app)])
  }
}
