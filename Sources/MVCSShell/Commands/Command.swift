import MVCS

/// A shell command: its name, how it is used, what it does, how its arguments complete.
///
/// Each command is a small type in its own file, registered in ``CommandRegistry/standard``:
///
/// ```swift
/// enum Pwd: Command {
///     static let name = "pwd"
///     static let usage = "pwd"
///     static let summary = "Print the current path"
///     static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
///         try invocation.expectArguments(0...0)
///         return .printing([invocation.session.cwd.path])
///     }
/// }
/// ```
///
/// A command reads the session and acts on the app; everything else it does, it returns
/// (``CommandResult``): what to print, how the session should change, what to await.
@MainActor
public protocol Command {
  /// The word that runs the command: `ls`.
  static var name: String { get }
  /// `ls [-l] [PATH]`: the synopsis shown by `help` and in usage errors.
  static var usage: String { get }
  /// One line for `help`'s list.
  static var summary: String { get }
  /// More lines for `help NAME`, after the usage and summary.
  static var discussion: String { get }
  /// Runs the command; its whole effect beyond the app is the result it returns.
  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult
  /// What Tab offers for the argument being typed.
  static func complete(_ request: CompletionRequest) -> [String]
}

extension Command {
  /// No more lines.
  public static var discussion: String { "" }
  /// Nothing to offer.
  public static func complete(_ request: CompletionRequest) -> [String] { [] }
}

/// One command as typed, with the session it runs in.
@MainActor
public struct Invocation {
  /// The session the command runs in, to read; changes go in the result.
  public let session: Session
  /// The command being run.
  public let command: any Command.Type
  /// The command's name as typed.
  public let nameWord: Word
  /// The words after the name, flags the command took removed.
  public var arguments: [Word]

  /// `command` as typed at `nameWord` with `arguments`, in `session`: what the interpreter
  /// hands a command, and what a test builds to look at a command's result alone.
  public init(session: Session, command: any Command.Type, nameWord: Word, arguments: [Word]) {
    self.session = session
    self.command = command
    self.nameWord = nameWord
    self.arguments = arguments
  }

  /// Fails with the command's usage unless the argument count is in `range`.
  public func expectArguments(_ range: ClosedRange<Int>) throws(ShellError) {
    guard !range.contains(arguments.count) else { return }
    let place = arguments.count > range.upperBound ? arguments[range.upperBound].location : nameWord.location
    let problem = arguments.count > range.upperBound ? "too many arguments" : "missing argument"
    throw ShellError("\(problem) for '\(command.name)'", at: place, hint: "usage: \(command.usage)")
  }

  /// Removes the leading flags (`-l`, `-d 3`) this command knows, returning them by name.
  ///
  /// `takingValue` lists the flags followed by a value. `--` ends the flags.
  public mutating func takeFlags(
    _ known: Set<String>, takingValue: Set<String> = []
  ) throws(ShellError) -> [String: Word] {
    var flags: [String: Word] = [:]
    while let first = arguments.first, !first.isQuoted, first.text.hasPrefix("-"), first.text.count > 1 {
      arguments.removeFirst()
      if first.text == "--" { break }
      guard known.contains(first.text) || takingValue.contains(first.text) else {
        throw ShellError(
          "unknown option '\(first.text)' for '\(command.name)'", at: first.location,
          hint: "usage: \(command.usage)")
      }
      if takingValue.contains(first.text) {
        guard !arguments.isEmpty else {
          throw ShellError("option '\(first.text)' needs a value", at: first.location, hint: "usage: \(command.usage)")
        }
        flags[first.text] = arguments.removeFirst()
      } else {
        flags[first.text] = first
      }
    }
    return flags
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
        at: word.location, hint: "usage: \(command.usage)")
    }
    return value
  }
}

/// The commands a session understands, in the order `help` lists them.
@MainActor
public struct CommandRegistry {
  /// The commands, in `help`'s order.
  public let commands: [any Command.Type]

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
    Help.self, Pwd.self, Cd.self, Ls.self, Tree.self, Show.self, Actions.self, Log.self, Trace.self,
    Call.self, Tap.self, Fill.self, ToggleCommand.self, Pick.self, Step.self, Select.self, Swipe.self, Scroll.self,
    Back.self, Dismiss.self, Launch.self,
    Relaunch.self,
    StoreCommand.self, Expect.self, Wait.self, ClockCommand.self, Source.self, Record.self, Echo.self,
    SetVariable.self, History.self, Complete.self, Exit.self,
  ])
}
