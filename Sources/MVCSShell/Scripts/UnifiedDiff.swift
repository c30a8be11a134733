/// A unified diff of two lists of lines, `-` for expected and `+` for actual, with three
/// lines of context, as `diff -u` prints it.
///
/// ```swift
/// UnifiedDiff(expected: ["a", "b"], actual: ["a", "c"]).lines
/// // ["--- expected", "+++ actual", "@@ -1,2 +1,2 @@", " a", "-b", "+c"]
/// ```
///
/// The work is bounded whatever the sizes: the common start and end are set aside in linear
/// time, and the middle gets a shortest edit script only while its table stays under
/// ``maximumTableCells``; a larger middle is shown as removed then added, which is still a
/// true diff, only not the shortest.
public struct UnifiedDiff: Sendable {
  /// The diff, headers first; just the two headers when nothing differs.
  public let lines: [String]
  /// The expected lines that differ from the actual line in their place only in characters
  /// that are invisible or look alike (``LookAlikes``): the diff shows both with those
  /// characters as `⟨U+202F⟩`, and a failure says so beside it.
  public let lookAlikes: [LookAlikeLine]

  /// An expected line that reads as the actual one and is not: where it is and what differs.
  public struct LookAlikeLine: Sendable, Equatable {
    /// Its index among the expected lines, from 0.
    public var expectedIndex: Int
    /// The expected line, its look-alikes shown as code points (`⟨U+202F⟩`).
    public var expected: String
    /// The actual line, its look-alikes shown as code points.
    public var actual: String
    /// The look-alikes each has: `the output has ⟨U+202F⟩ NARROW NO-BREAK SPACE`.
    public var difference: String

    /// `differs from the output only in … (shown as ⟨U+…⟩): DIFFERENCE`, what a report says
    /// at the line.
    public var message: String {
      "differs from the output only in invisible or look-alike characters (shown as ⟨U+…⟩): \(difference)"
    }
  }

  /// The most cells of the longest-common-subsequence table one diff may fill (4 bytes each).
  public static let maximumTableCells = 4_000_000

  private enum Edit: Equatable {
    case same(String)
    case removed(String)
    case added(String)

    var inExpected: Bool { if case .added = self { false } else { true } }
    var inActual: Bool { if case .removed = self { false } else { true } }
    var isChange: Bool { if case .same = self { false } else { true } }
  }

  /// Compares `expected` with `actual`.
  ///
  /// - Parameters:
  ///   - expected: The lines that should have been printed, shown with `-`.
  ///   - actual: The lines that were printed, shown with `+`.
  ///   - context: How many unchanged lines to show around each change.
  ///   - equal: When an expected line counts as the actual one; patterns (` (re)`) make the
  ///     diff show only the lines that really differ.
  public init(
    expected: [String], actual: [String], context: Int = 3, equal: (String, String) -> Bool = { $0 == $1 }
  ) {
    let edits = Self.edits(expected, actual, equal: equal)
    let (lookAlikes, revealed) = Self.lookAlikes(in: edits)
    self.lookAlikes = lookAlikes
    var output = ["--- expected", "+++ actual"]
    let changed = edits.indices.filter { edits[$0].isChange }
    // Running counts of expected and actual lines before `position`, so each hunk's header
    // costs the length of the hunk, not of everything before it.
    var position = 0
    var oldBefore = 0
    var newBefore = 0
    var next = 0
    while next < changed.count {
      let first = changed[next]
      var end = first
      next += 1
      // Extend the hunk while the next change is within two contexts of this one.
      while next < changed.count, changed[next] - end <= 2 * context {
        end = changed[next]
        next += 1
      }
      let start = max(0, first - context)
      let stop = min(edits.count - 1, end + context)
      for edit in edits[position..<start] {
        if edit.inExpected { oldBefore += 1 }
        if edit.inActual { newBefore += 1 }
      }
      position = start
      let slice = edits[start...stop]
      let oldCount = slice.count(where: \.inExpected)
      let newCount = slice.count(where: \.inActual)
      output.append("@@ -\(Self.range(oldBefore, oldCount)) +\(Self.range(newBefore, newCount)) @@")
      for (index, edit) in zip(slice.indices, slice) {
        switch edit {
        case .same(let text): output.append(" " + text)
        case .removed(let text): output.append("-" + (revealed[index] ?? text))
        case .added(let text): output.append("+" + (revealed[index] ?? text))
        }
      }
    }
    lines = output
  }

  /// The removed lines that differ only in look-alikes from the added line in their place
  /// (a run of removed lines and the run of added lines after it, paired in order), and the
  /// text the diff shows for each edit of such a pair.
  private static func lookAlikes(in edits: [Edit]) -> (lines: [LookAlikeLine], revealed: [Int: String]) {
    var lines: [LookAlikeLine] = []
    var revealed: [Int: String] = [:]
    var expectedIndex = 0
    var position = 0
    while position < edits.count {
      guard case .removed = edits[position] else {
        if edits[position].inExpected { expectedIndex += 1 }
        position += 1
        continue
      }
      let removed = edits[position...].prefix { if case .removed = $0 { true } else { false } }
      let added = edits[removed.endIndex...].prefix { if case .added = $0 { true } else { false } }
      for (offset, (old, new)) in zip(removed.indices, added.indices).enumerated() {
        guard case .removed(let expected) = edits[old], case .added(let actual) = edits[new],
          let difference = LookAlikes.difference(expected: expected, actual: actual)
        else { continue }
        let pair = LookAlikeLine(
          expectedIndex: expectedIndex + offset, expected: LookAlikes.revealed(expected),
          actual: LookAlikes.revealed(actual), difference: difference)
        lines.append(pair)
        revealed[old] = pair.expected
        revealed[new] = pair.actual
      }
      expectedIndex += removed.count
      position = added.endIndex
    }
    return (lines, revealed)
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
  }

  /// An edit script: the common start and end as they are, the middle by longest common
  /// subsequence when its table is small enough, else as removed then added.
  private static func edits(_ a: [String], _ b: [String], equal: (String, String) -> Bool) -> [Edit] {
    var head = 0
    while head < a.count, head < b.count, equal(a[head], b[head]) { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head, equal(a[a.count - 1 - tail], b[b.count - 1 - tail]) {
      tail += 1
    }
    let middleA = a[head..<(a.count - tail)]
    let middleB = b[head..<(b.count - tail)]
    var edits = b[..<head].map(Edit.same)
    let cells = (middleA.count + 1).multipliedReportingOverflow(by: middleB.count + 1)
    if !cells.overflow, cells.partialValue <= maximumTableCells {
      edits += shortestEdits(Array(middleA), Array(middleB), equal: equal)
    } else {
      edits += middleA.map(Edit.removed) + middleB.map(Edit.added)
    }
    edits += b[(b.count - tail)...].map(Edit.same)
    return edits
  }

  /// A shortest edit script by longest common subsequence, over one flat table.
  private static func shortestEdits(_ a: [String], _ b: [String], equal: (String, String) -> Bool) -> [Edit] {
    let width = b.count + 1
    var table = [Int32](repeating: 0, count: (a.count + 1) * width)
    var matches = [Bool](repeating: false, count: a.count * b.count)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        let same = equal(a[i], b[j])
        matches[i * b.count + j] = same
        table[i * width + j] =
          same ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, matches[i * b.count + j] {
        edits.append(.same(b[j]))
        i += 1
        j += 1
      } else if j < b.count, i == a.count || table[i * width + j + 1] > table[(i + 1) * width + j] {
        edits.append(.added(b[j]))
        j += 1
      } else {
        edits.append(.removed(a[i]))
        i += 1
      }
    }
    return edits
  }
}
