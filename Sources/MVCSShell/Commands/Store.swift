import Foundation
import MVCS

/// `store ls`, `store show NAME [--json]`: the app's stores, their counts and their items.
///
/// Reads the database itself, so it shows every store in the file, with rows no store
/// could decode, exactly as they are stored.
enum StoreCommand: Command {
  static let name = "store"
  static let usage = "store ls|show NAME [--json]"
  static let summary = "List the app's stores with counts, or show one store's items"
  static let discussion = """
    `store ls` lists the stores in the app's storage, sorted by name, with their item counts,
    then any problem a store reported (an item that does not decode, a failed write).
    `store show NAME` prints each item in insertion order as `KEY  JSON`; `--json` prints
    the items as one JSON array with sorted keys.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    var invocation = invocation
    guard let verb = invocation.arguments.first else {
      throw ShellError("missing subcommand for 'store'", at: invocation.nameWord.location, hint: "usage: \(usage)")
    }
    invocation.arguments.removeFirst()
    switch verb.text {
    case "ls": return try list(invocation)
    case "show": return try show(invocation)
    default:
      throw ShellError(
        "unknown subcommand '\(verb.text.escapingControlCharacters)' for 'store'", at: verb.location,
        hint: "usage: \(usage)")
    }
  }

  private static func database(_ invocation: Invocation) throws(ShellError) -> SQLiteDatabase {
    do {
      return try invocation.session.environment.storage.open()
    } catch {
      throw ShellError(error.message + " (\(error.location))", at: invocation.nameWord.location, hint: error.hint)
    }
  }

  private static func list(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(0...0)
    let session = invocation.session
    let database = try database(invocation)
    let counts: [(name: String, count: Int)]
    do {
      counts = try database.storeCounts()
    } catch {
      throw ShellError(error.message, at: invocation.nameWord.location, hint: error.hint)
    }
    var result = CommandResult.printing(
      Columns.format(counts.map { [$0.name.escapingControlCharacters, "\($0.count)"] }))
    for store in session.environment.storage.openStores {
      for problem in store.problems {
        // An engine's message may go on over lines (the statement, a hint); each is its own.
        let lines = problem.description.split(separator: "\n").map { $0.escapingControlCharacters }
        result.print("warning: " + (lines.first ?? ""))
        for line in lines.dropFirst() { result.print("  " + line.trimmingCharacters(in: .whitespaces)) }
      }
    }
    return result
  }

  private static func show(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    var invocation = invocation
    // `--json` may come before or after the name.
    let asJSON = invocation.arguments.contains { !$0.isQuoted && $0.text == "--json" }
    invocation.arguments.removeAll { !$0.isQuoted && $0.text == "--json" }
    _ = try invocation.takeFlags([])
    try invocation.expectArguments(1...1)
    let nameWord = invocation.arguments[0]
    let database = try database(invocation)
    let names: [String]
    let records: [StoredRecord]
    do {
      names = try database.storeCounts().map(\.name)
      records = try database.records(of: nameWord.text)
    } catch {
      throw ShellError(error.message, at: nameWord.location, hint: error.hint)
    }
    guard names.contains(nameWord.text) else {
      throw ShellError(
        "no store named '\(nameWord.text.escapingControlCharacters)'", at: nameWord.location,
        hint: Suggestions.hint(for: nameWord.text, among: names, listing: "stores"))
    }
    if asJSON {
      let values = records.map {
        (try? JSONSerialization.jsonObject(with: $0.data, options: .fragmentsAllowed)) ?? NSNull()
      }
      let data = try? JSONSerialization.data(
        withJSONObject: values, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      return .printing(
        String(decoding: data ?? Data("[]".utf8), as: UTF8.self).split(separator: "\n").map {
          String($0).escapingControlCharacters
        })
    }
    let keys = records.map(\.key.escapingControlCharacters)
    let width = keys.map(\.displayWidth).max() ?? 0
    return .printing(
      zip(keys, records).map { key, record in
        Columns.pad(key, to: width + 2) + String(decoding: record.data, as: UTF8.self).escapingControlCharacters
      })
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    switch request.argumentIndex {
    case 0: return ["ls", "show"].filter { $0.hasPrefix(request.partial) }
    case 1:
      let names = (try? request.session.environment.storage.open().storeCounts().map(\.name)) ?? []
      return names.filter { $0.hasPrefix(request.partial) }
    default: return []
    }
  }
}
