/// An expected block a run found out of date, kept for `mvcs review`: where it is in its
/// script, the block as the script held it, and the output that would replace it.
///
/// `mvcs run` saves one for each block that did not match (see ``PendingChanges``); accepting
/// it writes ``replacement`` over ``block``, and only while the commands above the block and
/// the block itself read as they did when the run saw them (``textAboveDigest`` and
/// ``block``), since a command's output depends on every command before it.
///
/// ```swift
/// let changes = PendingChanges().load().entries[0].changes  // what `mvcs run` saved
/// changes[0].location     // "Scripts/todo/milk.mvcs:10"
/// changes[0].replacement  // ["| [Back] Groceries …", …]
/// ```
public struct PendingChange: Codable, Sendable, Equatable {
  /// The script's path, as the run named it (relative to the folder it ran in).
  public var file: String
  /// The file's line number of the command whose output this is.
  public var line: Int
  /// The command, as written, a secret as dots (the pending file and the review show it).
  public var command: String
  /// The file's line number of the block's first `|` line.
  public var blockStart: Int
  /// The block's lines exactly as the file held them, `|` and indentation included.
  public var block: [String]
  /// What the block expects: its lines without the `|`, patterns as written.
  public var expected: [String]
  /// What the command printed in the run.
  public var actual: [String]
  /// A digest of the commands above the block (every line but expected output), so an edit
  /// there is noticed.
  public var textAboveDigest: String

  /// `FILE:LINE` of the command, as messages name it.
  public var location: String { "\(file):\(line)" }

  /// The block that replaces ``block`` when the change is accepted: the output as literal
  /// `|` lines, indented as the block was, with its line endings (`\r\n` stays `\r\n`).
  public var replacement: [String] {
    let first = block.first ?? "|"
    let indent = String(first.prefix { $0 == " " || $0 == "\t" })
    let ending = first.hasSuffix("\r") ? "\r" : ""
    return actual.map { ($0.isEmpty ? indent + "|" : indent + "| " + OutputMatcher.literal($0)) + ending }
  }

  /// The blocks of `script` (whose text is `text`) that the outputs of a run no longer
  /// match, in the order of the file.
  ///
  /// - Parameters:
  ///   - shown: Each step's command as every writer shows it (``ScriptExecution/shownCommand(ofStep:)``).
  ///   - mismatched: The steps known not to match, when the run judged them already; nil to
  ///     compare every block with its output here.
  static func changes(
    text: String, script: Script, actualOutputs: [Int: [String]], shown: (Int) -> String, mismatched: [Int]? = nil
  ) -> [PendingChange] {
    let steps =
      mismatched
      ?? script.steps.indices.filter { index in
        guard let expected = script.steps[index].expected, let actual = actualOutputs[index] else { return false }
        return !OutputMatcher.matches(expected: expected, actual: actual)
      }
    // A script that passed costs nothing more: the text is split only when a block differs.
    guard !steps.isEmpty else { return [] }
    let lines = ScriptText.lines(text)
    let digests = LineDigests(lines)
    var changes: [PendingChange] = []
    for index in steps {
      let step = script.steps[index]
      guard let expected = step.expected, let start = step.expectedStartLine, let actual = actualOutputs[index],
        start - 1 + expected.count <= lines.count
      else { continue }
      changes.append(
        PendingChange(
          file: script.file, line: step.line.location.line, command: shown(index), blockStart: start,
          block: Array(lines[(start - 1)..<(start - 1 + expected.count)]), expected: expected, actual: actual,
          textAboveDigest: digests.above(start)))
    }
    return changes
  }
}

/// Digests of the commands above each line of a script, computed in one pass: FNV-1a over
/// every line but expected output (`|` lines), since only commands decide what a command
/// below them prints; an edited expected block above leaves the blocks below it valid.
///
/// A fingerprint to notice an edit, not a defence against a forger; it needs no library.
struct LineDigests {
  private var prefixes: [UInt64]

  init(_ lines: [String]) {
    prefixes = [Self.offset]
    prefixes.reserveCapacity(lines.count + 1)
    var hash = Self.offset
    for line in lines {
      if line.drop(while: { $0 == " " || $0 == "\t" }).first != "|" {
        for byte in line.utf8 { hash = (hash ^ UInt64(byte)) &* Self.prime }
        hash = (hash ^ 0x0A) &* Self.prime
      }
      prefixes.append(hash)
    }
  }

  /// The digest of the commands on lines 1 to `line - 1`, as hexadecimal text.
  func above(_ line: Int) -> String {
    let value = prefixes[min(max(line - 1, 0), prefixes.count - 1)]
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  private static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x100_0000_01b3
}
