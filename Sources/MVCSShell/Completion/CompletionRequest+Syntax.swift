import Foundation
import MVCS

/// Completion derived from a command's declaration: a command completes by the kinds of its
/// arguments unless it says more (`tap PATH LABEL` completes the labels within PATH).
extension CompletionRequest {
  /// What Tab offers for the word being typed, by `syntax`: a subcommand's name or what it
  /// takes, a flag's name, a flag's value, or what the arguments that may stand here name,
  /// the required ones first. (`--json` the ``Completer`` offers for every command.)
  public func candidates(by syntax: CommandSyntax, result: ResultKind) -> [String] {
    if !syntax.subcommands.isEmpty {
      if let first = arguments.first, let sub = syntax.subcommand(named: first) {
        return sub.complete(dropping(1))
      }
      let names = argumentIndex == 0 ? syntax.subcommands.filter { !syntax.isImplicit($0) }.map { $0.name } : []
      return names.filter { $0.hasPrefix(partial) } + (syntax.implicitSubcommand?.complete(self) ?? [])
    }
    let place = self.place(in: syntax, result: result)
    if let flag = place.valueOf, let kind = flag.value { return candidates(for: kind) }
    var offered: [String] = []
    if partial.hasPrefix("-"), place.takingFlags {
      offered += syntax.flags.map(\.name).filter { $0.hasPrefix(partial) }
    }
    for argument in syntax.arguments(at: place.positional) {
      offered += candidates(for: argument.kind)
    }
    return offered
  }

  /// `--json` when the word being typed may be it: `command`'s result is data, and the word
  /// stands where a flag may or after the last argument (as `Invocation` reads `--json`).
  func jsonFlag(for command: any Command.Type) -> [String] {
    let syntax = command.syntax
    guard syntax.isDeclared, partial.hasPrefix("-"), "--json".hasPrefix(partial) else { return [] }
    if !syntax.subcommands.isEmpty {
      if let first = arguments.first, let sub = syntax.subcommand(named: first) {
        return dropping(1).jsonFlag(for: sub)
      }
      return syntax.implicitSubcommand.map { jsonFlag(for: $0) } ?? []
    }
    guard command.result.isData else { return [] }
    let place = self.place(in: syntax, result: command.result)
    let afterArguments = syntax.maximumCount.map { place.positional >= $0 } ?? false
    return place.valueOf == nil && (place.takingFlags || afterArguments) ? ["--json"] : []
  }

  /// Where the word being typed stands among `syntax`'s: how many arguments come before it,
  /// whether flags may still come, and the flag whose value it is; the words are read as
  /// `Invocation.read(by:result:)` reads them.
  private func place(
    in syntax: CommandSyntax, result: ResultKind
  ) -> (positional: Int, takingFlags: Bool, valueOf: CommandFlag?) {
    var positional = 0
    var takingFlags = true
    var valueOf: CommandFlag?
    for word in arguments {
      if valueOf != nil {
        valueOf = nil
        continue
      }
      let isFlag = word.hasPrefix("-") && word.count > 1
      if takingFlags, isFlag, word == "--json" && result.isData || !syntax.flags.isEmpty {
        if word == "--" { takingFlags = false }
        valueOf = syntax.flag(named: word).flatMap { $0.value == nil ? nil : $0 }
        continue
      }
      takingFlags = false
      positional += 1
    }
    return (positional, takingFlags, valueOf)
  }

  /// What a kind offers for the word being typed, as typed (quoted where needed); nothing for
  /// what depends on words before it (an action's arguments, a row's swipe actions, a picker's
  /// options), which the command completes itself.
  public func candidates(for kind: ArgumentKind) -> [String] {
    switch kind {
    case .path: return paths()
    case .label: return Tap.labels(in: session, within: nil, prefix: partial)
    case .field: return Fill.fieldLabels(in: session, prefix: partial)
    case .control(let kind):
      return ControlSearch<any ControlInput>(session: session, noun: kind.name, accepts: { $0.kind == kind })
        .completions(prefix: partial)
    case .row: return RowFinder.titles(in: session, prefix: partial)
    case .action: return session.cwd.actions.map(\.name).filter { $0.hasPrefix(partial) }
    case .app: return session.apps.map(\.name).filter { $0.hasPrefix(partial) }
    case .store:
      let names = (try? session.environment.storage.open().storeCounts().map(\.name)) ?? []
      return names.filter { $0.hasPrefix(partial) }
    case .command: return session.commands.names.filter { $0.hasPrefix(partial) }
    case .file: return files()
    case .choice(let words): return words.filter { $0.hasPrefix(partial) }
    case .actionArgument, .swipeAction, .option, .integer, .duration, .time, .text: return []
    }
  }

  /// Scripts (`*.mvcs`) and folders that extend `partial`, folders with `/`.
  public func files() -> [String] {
    let directory = PathText.folder(of: partial)
    // Byte for byte (FileName): a name that is not UTF-8 is offered as the file it names.
    let entries = FileName.entries(of: directory.isEmpty ? "." : directory) ?? []
    return entries.sorted().map {
      directory.isEmpty ? $0 : directory.hasSuffix("/") ? directory + $0 : directory + "/" + $0
    }
    .filter { $0.hasPrefix(partial) && ($0.hasSuffix(".mvcs") || FileName.isFolder($0)) }
    .map { FileName.isFolder($0) ? Self.quoted($0) + "/" : Self.quoted($0) }
  }

  /// The request with the first `count` arguments left out: what a subcommand completes.
  func dropping(_ count: Int) -> CompletionRequest {
    CompletionRequest(session: session, arguments: Array(arguments.dropFirst(count)), partial: partial)
  }
}
