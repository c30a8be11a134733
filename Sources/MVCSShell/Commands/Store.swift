import Foundation
import MVCS

/// `store ls`, `store show NAME`: the app's stores, their counts and their items.
///
/// Reads the database itself, so it shows every store in the file, with rows no store
/// could decode, exactly as they are stored.
enum StoreCommand: Command {
  static let name = "store"
  static let summary = "List the app's stores with counts, or show one store's items"
  static let discussion = """
    `store ls` lists the stores in the app's storage, sorted by name, with their item counts,
    then any problem a store reported (an item that does not decode, a failed write).
    `store show NAME` prints each item in insertion order as `KEY  JSON`; `--json` prints
    the items as one JSON array with sorted keys.
    """
  static let syntax = CommandSyntax(subcommands: [StoreLs.self, StoreShow.self])
  static let effect = CommandEffect.reads

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.runSubcommand()
  }

  /// The app's storage, opened; a located error when it cannot be.
  static func database(_ invocation: Invocation) throws(ShellError) -> SQLiteDatabase {
    do {
      return try invocation.session.environment.storage.open()
    } catch {
      throw ShellError(error.message + " (\(error.location))", at: invocation.nameWord.location, hint: error.hint)
    }
  }
}

/// `store ls`: the app's stores with their counts, then the problems stores reported.
enum StoreLs: Command {
  static let name = "ls"
  static let summary = "List the app's stores with their item counts, and their problems"
  static let syntax = CommandSyntax()
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "stores")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let session = invocation.session
    let database = try StoreCommand.database(invocation)
    let counts: [(name: String, count: Int)]
    do {
      counts = try database.storeCounts()
    } catch {
      throw ShellError(error.message, at: invocation.nameWord.location, hint: error.hint)
    }
    let problems = session.environment.storage.openStores.flatMap { store in store.problems.map(\.description) }
    return .showing(StoreList(counts: counts, problems: problems))
  }

  /// The stores and their counts, by name, then each problem as a warning.
  ///
  /// As JSON, `[{name, count}]`; the problems are warnings for a reader, not data.
  struct StoreList: CommandData {
    let counts: [(name: String, count: Int)]
    let problems: [String]

    var lines: [String] {
      var lines = Columns.format(counts.map { [$0.name.escapingControlCharacters, "\($0.count)"] })
      for problem in problems {
        // An engine's message may go on over lines (the statement, a hint); each is its own.
        let parts = problem.split(separator: "\n").map { $0.escapingControlCharacters }
        lines.append("warning: " + (parts.first ?? ""))
        for part in parts.dropFirst() { lines.append("  " + part.trimmingCharacters(in: .whitespaces)) }
      }
      return lines
    }

    var json: JSONValue {
      .array(counts.map { ["name": .string($0.name), "count": .int($0.count)] })
    }
  }
}

/// `store show NAME`: one store's items, in insertion order, as stored.
enum StoreShow: Command {
  static let name = "show"
  static let summary = "Show one store's items, as stored"
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("name", .store, "The store's name, as `store ls` lists it.")
  ])
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "items")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let nameWord = invocation.arguments[0]
    let database = try StoreCommand.database(invocation)
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
    return .showing(StoreItems(records: records))
  }

  /// A store's items: `KEY  JSON` a line, as stored; as JSON, the array of the items' values
  /// (`null` for a value that is not JSON).
  struct StoreItems: CommandData {
    let records: [StoredRecord]

    var lines: [String] {
      let keys = records.map(\.key.escapingControlCharacters)
      let width = keys.map(\.displayWidth).max() ?? 0
      return zip(keys, records).map { key, record in
        Columns.pad(key, to: width + 2) + String(decoding: record.data, as: UTF8.self).escapingControlCharacters
      }
    }

    var json: JSONValue {
      .array(records.map { (try? JSONValue(parsing: Array($0.data))) ?? .null })
    }
  }
}
