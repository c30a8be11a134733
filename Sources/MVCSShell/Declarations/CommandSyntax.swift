/// What a command takes, declared once: its flags, its arguments in order, or its subcommands.
///
/// The shell reads a line by it (flags, `--json`, subcommands, the count of arguments), the
/// usage is made from it, Tab completes from it, and agents' tools take their parameters from it:
///
/// ```swift
/// static let syntax = CommandSyntax(
///   flags: [CommandFlag("-d", "depth", "How many levels to show.", value: .integer(0...10_000), placeholder: "DEPTH")],
///   arguments: [CommandArgument("path", .path, "Where to start; here by default.", optional: true)])
/// // usage: tree [-d DEPTH] [PATH]
/// ```
@MainActor
public struct CommandSyntax {
  /// The flags, before any argument.
  public var flags: [CommandFlag]
  /// The positional arguments, in order.
  public var arguments: [CommandArgument]
  /// The subcommands, each a command of its own (`store ls`, `store show`); empty for most.
  public var subcommands: [any Command.Type]
  /// The subcommand that runs when the first word names none, its name never typed
  /// (`record FILE` is `record`'s `start`).
  public var implicitSubcommand: (any Command.Type)?
  /// The usage after the command's name, when the one made from the flags and arguments says
  /// less than the command takes (`clock [set TIME|advance DUR]`).
  private var givenSynopsis: String?
  /// Whether the command declared its syntax; ``undeclared`` is that of a command that reads
  /// its words itself.
  public private(set) var isDeclared = true

  /// The syntax of a command that declares none and reads its own words: the shell reads
  /// nothing for it, Tab offers nothing, and an agent's tool takes its words as an array.
  public static var undeclared: CommandSyntax {
    var syntax = CommandSyntax()
    syntax.isDeclared = false
    return syntax
  }

  /// A command taking `flags`, then `arguments`; `synopsis` replaces the usage made from them.
  public init(flags: [CommandFlag] = [], arguments: [CommandArgument] = [], synopsis: String? = nil) {
    self.flags = flags
    self.arguments = arguments
    subcommands = []
    givenSynopsis = synopsis
  }

  /// A command whose first word names one of `subcommands`; when it names none, `implicit` runs
  /// with every word.
  public init(subcommands: [any Command.Type], implicit: (any Command.Type)? = nil) {
    flags = []
    arguments = []
    self.subcommands = subcommands
    implicitSubcommand = implicit
  }

  /// The usage after the command's name: `[-d DEPTH] [PATH]`.
  public var synopsis: String {
    givenSynopsis ?? (flags.map(\.synopsis) + arguments.map(\.synopsis)).joined(separator: " ")
  }

  /// The fewest arguments the shell requires before the command runs.
  public var minimumCount: Int {
    arguments.filter { !$0.isOptional && !$0.explainsMissing }.count
  }

  /// The most arguments the command takes; nil when one is repeated.
  public var maximumCount: Int? {
    arguments.contains(where: \.isRepeated) ? nil : arguments.count
  }

  /// The flag typed as `name`, if the command has it.
  public func flag(named name: String) -> CommandFlag? {
    flags.first { $0.name == name }
  }

  /// The subcommand the word `name` runs, if any; the implicit one is never named.
  public func subcommand(named name: String) -> (any Command.Type)? {
    subcommands.first { $0.name == name && $0 != implicitSubcommand }
  }

  /// Whether `command` is the implicit subcommand.
  public func isImplicit(_ command: any Command.Type) -> Bool {
    implicitSubcommand.map { $0 == command } ?? false
  }

  /// The arguments that may stand at `position` among the words typed, the required ones
  /// first: at 0 of `tap [PATH] LABEL`, the label and the path.
  public func arguments(at position: Int) -> [CommandArgument] {
    var fits: [(argument: CommandArgument, isRequired: Bool)] = []
    var requiredBefore = 0
    var repeatedBefore = false
    for (index, argument) in arguments.enumerated() {
      let last = argument.isRepeated || repeatedBefore ? Int.max : index
      if position >= requiredBefore, position <= last { fits.append((argument, !argument.isOptional)) }
      if !argument.isOptional { requiredBefore += 1 }
      if argument.isRepeated { repeatedBefore = true }
    }
    return fits.filter(\.isRequired).map(\.argument) + fits.filter { !$0.isRequired }.map(\.argument)
  }
}
