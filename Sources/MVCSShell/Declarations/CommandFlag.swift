/// One option of a command: a switch (`-l`) or an option with a value (`-d DEPTH`), always
/// before the arguments, as the shell's commands take them.
///
/// ```swift
/// CommandFlag("-l", "long", "Add each child's type, child count and title.")
/// CommandFlag("-d", "depth", "How many levels below the path to show.", value: .integer(0...10_000), placeholder: "DEPTH")
/// ```
public struct CommandFlag: Sendable, Hashable {
  /// The flag as typed: `-l`, `--timeout`.
  public var name: String
  /// The parameter's name in an agent's tool: `long`, `timeout`.
  public var parameter: String
  /// One line saying what it does.
  public var help: String
  /// The kind of value it takes; nil for a switch.
  public var value: ArgumentKind?
  /// How the usage shows the value: `DEPTH`.
  public var placeholder: String

  /// A flag `name` whose parameter is `parameter`; with `value`, it takes the next word.
  public init(
    _ name: String, _ parameter: String, _ help: String, value: ArgumentKind? = nil, placeholder: String? = nil
  ) {
    self.name = name
    self.parameter = parameter
    self.help = help
    self.value = value
    self.placeholder = placeholder ?? parameter.uppercased()
  }

  /// The flag as the usage shows it: `[-l]`, `[-d DEPTH]`.
  public var synopsis: String {
    value == nil ? "[\(name)]" : "[\(name) \(placeholder)]"
  }
}
