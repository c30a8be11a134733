/// One positional argument of a command, as its declaration gives it: its name (an agent's
/// parameter), its kind, one line of help, and whether it may be left out or repeated.
///
/// The usage shows it by its placeholder (`[PATH]`, `LABEL`, `[ARG ...]`); Tab offers what its
/// kind names; an agent's tool takes it as a parameter of that name:
///
/// ```swift
/// CommandArgument("path", .path, "Tap within this view controller only.", optional: true)
/// CommandArgument("label", .label, "The button's label as the screen shows it.")
/// CommandArgument("arguments", .actionArgument, "The action's arguments, in order.", placeholder: "ARG", optional: true, repeated: true)
/// ```
public struct CommandArgument: Sendable, Hashable {
  /// The parameter's name in an agent's tool: `label`.
  public var name: String
  /// What the argument names.
  public var kind: ArgumentKind
  /// One line saying what the argument is, for agents and `help --json`.
  public var help: String
  /// How the usage shows it: `LABEL`, or the choices `on|off`.
  public var placeholder: String
  /// Whether it may be left out.
  public var isOptional: Bool
  /// Whether it takes every word that follows.
  public var isRepeated: Bool
  /// Whether the command, not the shell, says what is missing when it is left out, because it
  /// can say more (`swipe ROW` lists the row's swipe actions); agents must still give it.
  public var explainsMissing: Bool
  /// Whether the command writes the file the argument names (`record FILE`): an agent may
  /// name only a file where agents may write.
  public var writesFile: Bool
  /// Whether it may hold a secret (`fill`'s text, typed into a secure field): a line with it
  /// is shown again with it as dots, unless the command ran and says it was shown anyway
  /// (``CommandRegistry/shown(_:variables:typedTextIsShown:)``).
  public var mayHoldSecret: Bool

  /// An argument named `name` of `kind`; the placeholder is the name in capitals, or for a
  /// choice the words joined by `|`.
  public init(
    _ name: String, _ kind: ArgumentKind, _ help: String, placeholder: String? = nil, optional: Bool = false,
    repeated: Bool = false, explainsMissing: Bool = false, writesFile: Bool = false, mayHoldSecret: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.help = help
    self.placeholder =
      placeholder ?? (kind.choices.isEmpty ? name.uppercased() : kind.choices.joined(separator: "|"))
    isOptional = optional
    isRepeated = repeated
    self.explainsMissing = explainsMissing
    self.writesFile = writesFile
    self.mayHoldSecret = mayHoldSecret
  }

  /// The argument as the usage shows it: `[PATH]`, `LABEL`, `[ARG ...]`.
  public var synopsis: String {
    let shown = isRepeated ? placeholder + " ..." : placeholder
    return isOptional ? "[\(shown)]" : shown
  }
}
