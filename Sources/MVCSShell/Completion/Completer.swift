import MVCS

/// What Tab offers: candidates that replace the text from `replaceFrom` to the cursor.
public struct Completion: Sendable, Equatable {
  /// The texts Tab may put in place of the word, as they are typed (quoted where needed).
  public var candidates: [String]
  /// Where the word being completed starts, in characters from the start of the line.
  public var replaceFrom: Int

  /// Candidates for the word that starts `replaceFrom` characters into the line.
  public init(candidates: [String], replaceFrom: Int) {
    self.candidates = candidates
    self.replaceFrom = replaceFrom
  }

  /// The longest text every candidate starts with.
  public var commonPrefix: String {
    guard var prefix = candidates.first else { return "" }
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}

/// The word being completed, the words before it, and the session to ask.
@MainActor
public struct CompletionRequest {
  /// The session whose hierarchy, variables and commands are asked.
  public let session: Session
  /// The arguments before the one being completed (not the command name).
  public let arguments: [String]
  /// The part of the current word typed so far.
  public let partial: String

  /// A request for the word after `arguments` (the words after the command's name), typed
  /// so far as `partial`: what ``Completer`` hands a command, and what a test builds to ask
  /// one.
  public init(session: Session, arguments: [String], partial: String) {
    self.session = session
    self.arguments = arguments
    self.partial = partial
  }

  /// Which argument is being completed, from 0.
  public var argumentIndex: Int { arguments.count }
  /// The argument before the one being completed, if any: `-d` when a depth follows.
  public var previous: String? { arguments.last }

  /// Paths that extend `partial`: child names of the folder typed so far, each with `/`.
  public func paths() -> [String] {
    let folder: String
    let leaf: String
    if let slash = partial.lastIndex(of: "/") {
      folder = String(partial[...slash])
      leaf = String(partial[partial.index(after: slash)...])
    } else {
      folder = ""
      leaf = partial
    }
    guard let base = try? PathResolver.resolve(folder.isEmpty ? "." : folder, from: session.cwd) else { return [] }
    var names = base.allChildNames
    if leaf.hasPrefix(".") { names += [".."] }
    return names.filter { $0.hasPrefix(leaf) }.map { Self.quoted(folder + $0) + "/" }
  }

  /// `text` as a word the lexer reads back as `text`: quoted when it holds a blank, a
  /// quote, `\\`, `$`, `#` or a control character (a carriage return is a blank to the lexer).
  ///
  /// Scalars, not characters, are looked at: `"\r\n"` is one character, and so is a quote
  /// with a combining mark after it.
  nonisolated public static func quoted(_ text: String) -> String {
    let special: Set<Unicode.Scalar> = [" ", "\"", "'", "\\", "$", "#"]
    guard text.unicodeScalars.contains(where: { special.contains($0) || $0.value < 0x20 || $0.value == 0x7F })
    else { return text }
    return singleQuoted(text)
  }

  /// `text` in single quotes, each `'` in it written `'\''`: every other character is
  /// literal between single quotes, so the lexer reads back exactly `text`.
  nonisolated public static func singleQuoted(_ text: String) -> String {
    var result = "'"
    for scalar in text.unicodeScalars {
      if scalar == "'" { result += #"'\''"# } else { result.unicodeScalars.append(scalar) }
    }
    return result + "'"
  }
}

/// Computes Tab completions for a partly typed line: command names first, then whatever
/// the command says its arguments are (paths, actions, labels, parameter names).
///
/// ```swift
/// Completer(session: session).complete("cd co").candidates  // ["counter/"]
/// ```
@MainActor
public struct Completer {
  /// The session completions come from.
  public let session: Session

  /// A completer over `session`'s hierarchy and commands.
  public init(session: Session) {
    self.session = session
  }

  /// What Tab offers at the end of `line`, the text before the cursor.
  public func complete(_ line: String) -> Completion {
    let lexer = Lexer(variables: session.variables, isTolerant: true)
    let words = (try? lexer.words(in: LogicalLine(line))) ?? []
    let endsInBlank = line.last.map { $0 == " " || $0 == "\t" } ?? true
    let completed = endsInBlank ? words : Array(words.dropLast())
    let partial = endsInBlank ? "" : (words.last?.text ?? "")
    let replaceFrom = endsInBlank ? line.count : (words.last.map { $0.location.column - 1 } ?? line.count)
    guard let commandWord = completed.first else {
      let names = session.commands.names.filter { $0.hasPrefix(partial) }
      return Completion(candidates: names, replaceFrom: replaceFrom)
    }
    guard let command = session.commands.command(named: commandWord.text) else {
      return Completion(candidates: [], replaceFrom: replaceFrom)
    }
    let request = CompletionRequest(session: session, arguments: completed.dropFirst().map(\.text), partial: partial)
    // `--json` for every command whose result is data, whatever else the command offers.
    let offered = command.complete(request)
    let json = request.jsonFlag(for: command).filter { !offered.contains($0) }
    return Completion(candidates: offered + json, replaceFrom: replaceFrom)
  }
}
