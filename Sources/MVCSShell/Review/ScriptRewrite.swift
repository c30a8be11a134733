/// One script's text with some of its pending changes accepted, in memory: the in-place
/// rewrite behind `mvcs review` and `mvcs run --update`.
///
/// Each change is checked against the text first: it applies only while the commands above
/// its block and the block itself read as they did in the run, so a script edited since is
/// never clobbered. Changes are taken in the order of the file, and each accepted one shifts
/// the blocks below it by the lines it added or removed.
///
/// ```swift
/// var rewrite = ScriptRewrite(text: text, changes: changes)  // changes of one script, in order
/// if rewrite.staleness(of: 0) == nil { rewrite.accept(0) }
/// rewrite.text                      // the new text, to write
/// rewrite.pending(keeping: [1])     // change 1, moved to where its block is now
/// ```
public struct ScriptRewrite: Sendable {
  /// The changes, in the order of the file, as given.
  public let changes: [PendingChange]
  /// The script's lines as they are now, accepted changes applied.
  public private(set) var lines: [String]
  /// Why each change no longer applies to the text given, or nil when it does.
  private let stale: [Staleness?]
  /// Lines each accepted change added (or removed, negative), by index.
  private var deltas: [Int]

  /// Why a change cannot be applied: the script no longer reads as the run saw it.
  public struct Staleness: Error, Sendable, Equatable, CustomStringConvertible {
    /// In words, for a message that follows `FILE:LINE: `.
    public var description: String
  }

  /// The script `text` and its pending changes, which must be sorted by block.
  public init(text: String, changes: [PendingChange]) {
    let lines = ScriptText.lines(text)
    let digests = LineDigests(lines)
    self.lines = lines
    self.changes = changes
    deltas = Array(repeating: 0, count: changes.count)
    stale = changes.map { Self.staleness(of: $0, in: lines, digests: digests) }
  }

  /// The text, with the line endings it had.
  public var text: String { lines.joined(separator: "\n") }

  /// Why change `index` no longer applies to the script as given; nil when it applies.
  public func staleness(of index: Int) -> Staleness? { stale[index] }

  /// How many changes have been accepted.
  public var acceptedCount: Int { accepted.count }

  private var accepted: Set<Int> = []

  /// Writes change `index`'s output over its block, where the block is now; a stale change
  /// or one accepted already is left alone and answers false.
  @discardableResult
  public mutating func accept(_ index: Int) -> Bool {
    guard stale[index] == nil, !accepted.contains(index) else { return false }
    let change = changes[index]
    let first = position(of: index) - 1
    let replacement = change.replacement
    lines.replaceSubrange(first..<(first + change.block.count), with: replacement)
    deltas[index] = replacement.count - change.block.count
    accepted.insert(index)
    return true
  }

  /// Change `index` with its place where its block is now, below the changes accepted above
  /// it: for showing it.
  public func placed(_ index: Int) -> PendingChange {
    var change = changes[index]
    let shift = position(of: index) - change.blockStart
    change.blockStart += shift
    change.line += shift
    return change
  }

  /// The changes at `indices` as they stand in the text now, for the pending store: each that
  /// still applies moved to where its block is and fingerprinted afresh; a stale one as it
  /// was saved, so it stays stale.
  public func pending(keeping indices: [Int]) -> [PendingChange] {
    let digests = LineDigests(lines)
    // Shifts by running sum, so keeping every change costs one pass, not one per change.
    var shifts = [0]
    for delta in deltas { shifts.append(shifts[shifts.count - 1] + delta) }
    return indices.filter { !accepted.contains($0) }.map { index in
      guard stale[index] == nil else { return changes[index] }
      var change = changes[index]
      let shift = shifts[index]
      change.blockStart += shift
      change.line += shift
      change.textAboveDigest = digests.above(change.blockStart)
      return change
    }
  }

  /// The line where change `index`'s block starts now: where the run saw it, moved by the
  /// changes accepted above it.
  private func position(of index: Int) -> Int {
    changes[index].blockStart + deltas[..<index].reduce(0, +)
  }

  private static func staleness(of change: PendingChange, in lines: [String], digests: LineDigests) -> Staleness? {
    let first = change.blockStart - 1
    guard first >= 0, first + change.block.count <= lines.count else {
      return Staleness(description: "the script has fewer lines than when it ran")
    }
    guard digests.above(change.blockStart) == change.textAboveDigest else {
      return Staleness(description: "commands above the block changed since the run")
    }
    for (offset, line) in change.block.enumerated() where lines[first + offset] != line {
      return Staleness(description: "line \(first + offset + 1), in the block, changed since the run")
    }
    return nil
  }
}
