import MVCS

/// A shell command, declared once: its name, help, syntax, effect and result, and how it runs.
///
/// Each command is a small type in its own file, registered in a ``CommandRegistry``. The
/// shell reads a line by its ``syntax`` (flags, `--json`, subcommands, the count of
/// arguments) before ``run(_:)``; `help` shows its usage, made from the syntax, its summary and
/// discussion; Tab completes its arguments by their kinds; `mvcs mcp` offers it to agents as a
/// tool whose schema, annotations and structured content come from the same declaration:
///
/// ```swift
/// enum Children: Command {
///   static let name = "children"
///   static let summary = "Count the children of a view controller"
///   static let syntax = CommandSyntax(arguments: [
///     CommandArgument("path", .path, "The view controller; the current one by default.", optional: true)
///   ])
///   static let effect = CommandEffect.reads
///   static let result = ResultKind.data(named: "count")
///
///   struct Count: CommandData, Encodable {
///     let count: Int
///     var lines: [String] { ["\(count)"] }
///   }
///
///   static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
///     let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.cwd
///     return .showing(Count(count: target.allChildrenCount))
///   }
/// }
/// // children /lists         prints 2
/// // children /lists --json  prints {"count" : 2}
/// // help, Tab, and the MCP tool `children {path?}` know it
/// ```
///
/// A command reads the session and acts on the app; everything else it does, it returns
/// (``CommandResult``): what to print, how the session should change, what to await.
///
/// A command that declares no ``syntax`` (an older one, with `usage` written out) still works:
/// it reads its own words, completes nothing unless it says, and agents get it as a tool
/// taking its words as an array.
@MainActor
public protocol Command {
  /// The word that runs the command: `ls`.
  static var name: String { get }
  /// One line for `help`'s list.
  static var summary: String { get }
  /// More lines for `help NAME`, after the usage and summary.
  static var discussion: String { get }
  /// What the command takes: flags, arguments, or subcommands; ``CommandSyntax/undeclared``
  /// for a command that reads its words itself.
  static var syntax: CommandSyntax { get }
  /// `ls [-l] [PATH]`: the synopsis shown by `help` and in usage errors, made from ``syntax``.
  static var usage: String { get }
  /// What the command does to the app: reads, acts, or destroys.
  static var effect: CommandEffect { get }
  /// What the command prints: nothing, text, or data (which `--json` prints as JSON).
  static var result: ResultKind { get }
  /// How agents get the command as MCP tools: derived, or none with a reason.
  static var tool: ToolOffer { get }
  /// Runs the command on words read by ``syntax``; its whole effect beyond the app is the
  /// result it returns.
  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult
  /// What Tab offers for the argument being typed; by default, what the argument's kind names.
  static func complete(_ request: CompletionRequest) -> [String]
}

extension Command {
  /// No more lines.
  public static var discussion: String { "" }
  /// No syntax declared: the command reads its own words.
  public static var syntax: CommandSyntax { .undeclared }
  /// The usage made from the syntax: the name, the flags, the arguments, or each subcommand's.
  public static var usage: String {
    guard syntax.isDeclared else { return name }
    return usage(named: [name])
  }
  /// Acts on the app, unless the declaration says otherwise.
  public static var effect: CommandEffect { .acts }
  /// Prints text, unless the declaration says otherwise.
  public static var result: ResultKind { .text }
  /// A tool derived from the declaration.
  public static var tool: ToolOffer { .derived }

  /// What the argument's kind offers (`.path`: paths; `.choice`: its words), after the flags
  /// and subcommands the line holds.
  public static func complete(_ request: CompletionRequest) -> [String] {
    guard syntax.isDeclared else { return [] }
    return request.candidates(by: syntax, result: result)
  }

  /// The usage of this command when `words` name it (`["store", "show"]`): those words, then
  /// what follows them; one form per subcommand, joined by ` | `.
  public static func usage(named words: [String]) -> String {
    guard syntax.isDeclared else { return (words.dropLast() + [usage]).joined(separator: " ") }
    guard syntax.subcommands.isEmpty else {
      return syntax.subcommands.map { sub in
        sub.usage(named: syntax.isImplicit(sub) ? words : words + [sub.name])
      }
      .joined(separator: " | ")
    }
    return (words + [syntax.synopsis]).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Reads `invocation`'s words by ``syntax`` (the `--json` flag, the flags, the count of
  /// arguments), then runs the command: what the interpreter does with each line, and what a
  /// test calls to look at one command's result alone.
  public static func perform(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    // Read once: each read of a requirement copies the declaration (every line runs here).
    let syntax = self.syntax
    guard syntax.isDeclared, syntax.subcommands.isEmpty else { return try run(invocation) }
    var invocation = invocation
    let format = try invocation.read(by: syntax, result: result)
    var outcome = try run(invocation)
    outcome.format = format
    return outcome
  }
}
