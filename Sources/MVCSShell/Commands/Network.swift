import Foundation
import MVCS

/// `network fixtures FILE.har`, `network record FILE.har`, `network off`, `network`: what the
/// app's requests (`URLSession`, `AsyncImage`) reach, as Playwright's `routeFromHAR` replays or
/// records a HAR file.
///
/// ```text
/// network fixtures menu.har
/// | answering requests from menu.har (3 entries)
/// tap "Load menu"
/// ```
enum NetworkCommand: Command {
  static let name = "network"
  static let summary = "Answer the app's requests from a HAR file, or record one"
  static let discussion = """
    Nothing leaves the machine unless a script asks: until `network fixtures FILE.har` names
    fixtures, every request the app makes (URLSession, AsyncImage) fails with an error that
    names its method and URL, in a run and at the prompt alike. With fixtures, a request is
    answered by the entry with the same method and URL (and the same body, for a request
    with one), as Playwright's routeFromHAR matches; a request none matches fails, and the
    app's console shows `network: no fixture for GET URL in FILE`, beside the step and in the
    report. `network record FILE.har` sends requests to the live server instead and writes
    each exchange to FILE (with fixed times, so the same session writes the same file);
    `network off` stops both. A relative FILE is found from the script's folder, as `source`
    finds its file. The setting lasts for the session, across launches.
    """
  static let syntax = CommandSyntax(
    subcommands: [NetworkStatus.self, NetworkFixturesCommand.self, NetworkRecord.self, NetworkOff.self],
    implicit: NetworkStatus.self)
  static let effect = CommandEffect.acts
  static let tool = ToolOffer.merged(subcommandParameter: "verb")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.runSubcommand()
  }

  /// The file a word names: relative to the script's folder, as `source` reads.
  static func path(of word: Word) -> String {
    Source.resolvedPath(word.text, from: word.location.file)
  }
}

/// `network`: what requests reach now, and how many were answered and failed.
enum NetworkStatus: Command {
  static let name = "status"
  static let summary = "Say what the app's requests reach, and how many were answered or failed"
  static let syntax = CommandSyntax()
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "network")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let network = invocation.session.environment.runtime.network
    let counts = network.counts
    let tally = "\(counts.answered) answered, \(counts.failed) failed"
    let text =
      switch network.mode {
      case .off: "off: every request fails (\(tally))"
      case .replay(let fixtures):
        "answering from \(fixtures.path.escapingControlCharacters) (\(fixtures.entries.count.counted("entry", plural: "entries")); \(tally))"
      case .record(let path): "recording to \(path.escapingControlCharacters) (\(tally))"
      }
    return .showing(TextValue(text))
  }
}

/// `network fixtures FILE.har`: answers requests from the file's entries.
enum NetworkFixturesCommand: Command {
  static let name = "fixtures"
  static let summary = "Answer the app's requests from the entries of a HAR file"
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("file", .file, "The HAR file, such as Fixtures/menu.har (relative to the script's folder).")
  ])
  static let effect = CommandEffect.acts

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let word = invocation.arguments[0]
    let fixtures: NetworkFixtures
    do {
      fixtures = try NetworkFixtures(loadingFrom: NetworkCommand.path(of: word), named: word.text)
    } catch {
      throw ShellError(error.description.escapingControlCharacters, at: word.location, status: .usage)
    }
    let network = invocation.session.environment.runtime.network
    network.replay(fixtures)
    network.becomeLatest()
    return CommandResult(
      output: [
        "answering requests from \(word.text.escapingControlCharacters) (\(fixtures.entries.count.counted("entry", plural: "entries")))"
      ])
  }
}

/// `network record FILE.har`: sends requests to the live server, writing each exchange.
enum NetworkRecord: Command {
  static let name = "record"
  static let summary = "Send the app's requests to the live server and write them to a HAR file"
  static let syntax = CommandSyntax(arguments: [
    CommandArgument(
      "file", .file, "The HAR file to write, such as Fixtures/menu.har (relative to the script's folder).",
      writesFile: true)
  ])
  static let effect = CommandEffect.destroys

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let word = invocation.arguments[0]
    let path = NetworkCommand.path(of: word)
    // A file that cannot be written fails now, before any request; a device or a FIFO
    // named here would otherwise be replaced by the archive (`network record /dev/zero`).
    if let confinement = invocation.session.writeConfinement {
      if let problem = confinement.problem(with: path) {
        throw ShellError(problem, at: word.location, status: .usage)
      }
    } else {
      do {
        try FileReplacement.checkWritable(path)
      } catch {
        throw ShellError(error.description.escapingControlCharacters, at: word.location, status: .usage)
      }
    }
    let network = invocation.session.environment.runtime.network
    do {
      try network.record(to: path)
    } catch {
      throw ShellError(error.description.escapingControlCharacters, at: word.location, status: .usage)
    }
    network.becomeLatest()
    return CommandResult(
      output: ["recording requests to \(word.text.escapingControlCharacters): they reach the live server"])
  }
}

/// `network off`: lets no request through.
enum NetworkOff: Command {
  static let name = "off"
  static let summary = "Let no request through: each fails, naming its method and URL"
  static let syntax = CommandSyntax()
  static let effect = CommandEffect.acts

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    invocation.session.environment.runtime.network.turnOff()
    return CommandResult(output: ["the network is off: every request fails"])
  }
}
