import MVCS

/// One command as typed, with the session it runs in.
///
/// The interpreter builds it from a line's words and hands it to ``Command/perform(_:)``, which
/// reads the words by the command's syntax: ``arguments`` are then the positional words and
/// ``flags`` the flags, by name.
@MainActor
public struct Invocation {
  /// The session the command runs in, to read; changes go in the result.
  public let session: Session
  /// The command being run.
  public let command: any Command.Type
  /// The command's name as typed (for a subcommand, the subcommand's word).
  public let nameWord: Word
  /// The words after the name; once read by the syntax, without the flags.
  public var arguments: [Word]
  /// The flags read by the syntax, by name (`-d`), each with its value's word, or the flag's
  /// own for a switch.
  public var flags: [String: Word] = [:]
  /// The words that name the command: `["store", "show"]`; one word for most.
  public private(set) var names: [String]
  /// The command whose implicit subcommand this is (`record` for `record FILE`), whose usage
  /// shows every form.
  private var implicitOf: (any Command.Type)?

  /// `command` as typed at `nameWord` with `arguments`, in `session`: what the interpreter
  /// hands a command, and what a test builds to look at a command's result alone.
  public init(session: Session, command: any Command.Type, nameWord: Word, arguments: [Word]) {
    self.session = session
    self.command = command
    self.nameWord = nameWord
    self.arguments = arguments
    names = [command.name]
  }

  /// The command as its words name it: `store show`.
  public var commandName: String { names.joined(separator: " ") }

  /// The usage of the command as typed: `store show NAME`; every form of a command whose
  /// implicit subcommand this is: `record FILE | record stop`.
  public var usage: String { (implicitOf ?? command).usage(named: names) }

  /// Fails with the command's usage unless the argument count is in `range`.
  public func expectArguments(_ range: ClosedRange<Int>) throws(ShellError) {
    guard !range.contains(arguments.count) else { return }
    let place = arguments.count > range.upperBound ? arguments[range.upperBound].location : nameWord.location
    let problem = arguments.count > range.upperBound ? "too many arguments" : "missing argument"
    throw ShellError("\(problem) for '\(commandName)'", at: place, hint: "usage: \(usage)")
  }

  /// Removes the leading flags (`-l`, `-d 3`) this command knows, returning them by name.
  ///
  /// `takingValue` lists the flags followed by a value. `--` ends the flags. A command that
  /// declares its ``Command/syntax`` gets its flags read for it, in ``flags``.
  public mutating func takeFlags(
    _ known: Set<String>, takingValue: Set<String> = []
  ) throws(ShellError) -> [String: Word] {
    var flags: [String: Word] = [:]
    while let first = arguments.first, !first.isQuoted, first.text.hasPrefix("-"), first.text.count > 1 {
      arguments.removeFirst()
      if first.text == "--" { break }
      guard known.contains(first.text) || takingValue.contains(first.text) else {
        throw ShellError(
          "unknown option '\(first.text)' for '\(commandName)'", at: first.location, hint: "usage: \(usage)")
      }
      if takingValue.contains(first.text) {
        guard !arguments.isEmpty else {
          throw ShellError("option '\(first.text)' needs a value", at: first.location, hint: "usage: \(usage)")
        }
        flags[first.text] = arguments.removeFirst()
      } else {
        flags[first.text] = first
      }
    }
    return flags
  }

  /// Reads the words by `syntax`: takes `--json` (when the result is data) and the declared
  /// flags, then checks the count of arguments; returns how the result's data is printed.
  ///
  /// `--json` is taken where a flag may stand, or after the last argument the command takes
  /// (`store show NAME --json`); elsewhere it is an argument like another (`set X --json`).
  /// A command without flags leaves other words starting with `-` to its arguments.
  mutating func read(by syntax: CommandSyntax, result: ResultKind) throws(ShellError) -> OutputFormat {
    let takesJSON = result.isData
    var format = OutputFormat.text
    var words = arguments
    arguments = []
    while let first = words.first, !first.isQuoted, first.text.hasPrefix("-"), first.text.count > 1 {
      if takesJSON, first.text == "--json" {
        words.removeFirst()
        format = .json
        continue
      }
      if first.text == "--", !syntax.flags.isEmpty {
        words.removeFirst()
        break
      }
      guard let flag = syntax.flag(named: first.text) else {
        guard syntax.flags.isEmpty else {
          throw ShellError(
            "unknown option '\(first.text)' for '\(commandName)'", at: first.location, hint: "usage: \(usage)")
        }
        break
      }
      words.removeFirst()
      if flag.value != nil {
        guard !words.isEmpty else {
          throw ShellError("option '\(first.text)' needs a value", at: first.location, hint: "usage: \(usage)")
        }
        flags[flag.name] = words.removeFirst()
      } else {
        flags[flag.name] = first
      }
    }
    if takesJSON, let maximum = syntax.maximumCount, words.count > maximum, let last = words.last, !last.isQuoted,
      last.text == "--json"
    {
      words.removeLast()
      format = .json
    }
    arguments = words
    try expectArguments(syntax.minimumCount...(syntax.maximumCount ?? Int.max))
    return format
  }

  /// Runs the subcommand the first word names (or the implicit one), as its own command: what
  /// a command with subcommands does in ``Command/run(_:)``.
  public func runSubcommand() throws(ShellError) -> CommandResult {
    let syntax = command.syntax
    var words = arguments
    var sub: (any Command.Type)?
    var subWord = nameWord
    if let first = words.first, !first.isQuoted, let named = syntax.subcommand(named: first.text) {
      sub = named
      subWord = first
      words.removeFirst()
    } else {
      sub = syntax.implicitSubcommand
    }
    guard let sub else {
      guard let first = words.first else {
        throw ShellError("missing subcommand for '\(commandName)'", at: nameWord.location, hint: "usage: \(usage)")
      }
      throw ShellError(
        "unknown subcommand '\(first.text.escapingControlCharacters)' for '\(commandName)'", at: first.location,
        hint: "usage: \(usage)")
    }
    var invocation = Invocation(session: session, command: sub, nameWord: subWord, arguments: words)
    invocation.names = syntax.isImplicit(sub) ? names : names + [sub.name]
    if syntax.isImplicit(sub) { invocation.implicitOf = command }
    return try sub.perform(invocation)
  }

  /// The view controller at `word`'s path, or a located error naming the part that failed.
  public func resolve(_ word: Word) throws(ShellError) -> ViewController {
    do {
      return try PathResolver.resolve(word.text, from: session.cwd)
    } catch {
      let offset = word.isQuoted ? 0 : error.offset
      throw ShellError(error.message, at: word.location.advanced(by: offset), hint: error.hint)
    }
  }

  /// A non-negative integer argument, or a located error.
  public func integer(_ word: Word, in range: ClosedRange<Int>, what: String) throws(ShellError) -> Int {
    guard let value = Int(word.text), range.contains(value) else {
      throw ShellError(
        "\(what) must be an integer from \(range.lowerBound) to \(range.upperBound), got '\(word.text)'",
        at: word.location, hint: "usage: \(usage)")
    }
    return value
  }

  /// The integer `word` gives for `flag`, in the range its kind declares; a located error
  /// naming its placeholder otherwise.
  public func integer(_ word: Word, for flag: CommandFlag) throws(ShellError) -> Int {
    try integer(word, in: Self.range(of: flag.value), what: flag.placeholder)
  }

  /// The integer `word` gives for `argument`, in the range its kind declares; a located error
  /// naming its placeholder otherwise.
  public func integer(_ word: Word, for argument: CommandArgument) throws(ShellError) -> Int {
    try integer(word, in: Self.range(of: argument.kind), what: argument.placeholder)
  }

  private static func range(of kind: ArgumentKind?) -> ClosedRange<Int> {
    if case .integer(let range) = kind { range } else { Int.min...Int.max }
  }
}
