/// The commands a session understands, in the order `help` lists them.
///
/// `help`, Tab and `mvcs mcp` all read the session's registry, so a command of your own added
/// here is listed, completed and offered to agents like the shell's:
///
/// ```swift
/// let commands = CommandRegistry(CommandRegistry.standard.commands + [Children.self])
/// let session = Session(app: NotesApp(), commands: commands)
/// ```
@MainActor
public struct CommandRegistry {
  /// The commands, in `help`'s order.
  public let commands: [any Command.Type]
  /// The names of the commands that declare an argument that may hold a secret, found on
  /// the first line that asks: every line of a session is checked against them
  /// (``secretWord(in:variables:)``), and reading every command's syntax at start-up was a
  /// tenth of an empty script's instructions after `main`.
  var secretDeclaringNames: [String] { secretNames.names(of: commands) }
  private let secretNames = SecretDeclaringNames()

  /// A registry of `commands`; add yours to ``standard``'s: `CommandRegistry(CommandRegistry.standard.commands + [Mine.self])`.
  public init(_ commands: [any Command.Type]) {
    self.commands = commands
  }

  /// The command `name` runs, if any.
  public func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name }
  }

  /// The commands' names, in order.
  public var names: [String] { commands.map { $0.name } }

  /// Every command of the mvcs shell.
  public static let standard = CommandRegistry([
    Help.self, Pwd.self, Cd.self, Ls.self, Tree.self, Show.self, Actions.self, Log.self, Trace.self, Console.self,
    Call.self, Tap.self, Fill.self, Submit.self, ToggleCommand.self, Pick.self, Step.self, Press.self, Select.self,
    Swipe.self, Scroll.self, Refresh.self,
    Back.self, Dismiss.self, Launch.self,
    Relaunch.self,
    StoreCommand.self, Expect.self, Wait.self, ClockCommand.self, NetworkCommand.self, Source.self, Record.self,
    Echo.self,
    SetVariable.self, History.self, Complete.self, Exit.self,
  ])
}

/// The names of a registry's commands that declare a secret, found once and kept.
@MainActor
private final class SecretDeclaringNames {
  private var found: [String]?

  func names(of commands: [any Command.Type]) -> [String] {
    if let found { return found }
    let names = commands.filter(CommandRegistry.declaresSecret).map { $0.name }
    found = names
    return names
  }
}
