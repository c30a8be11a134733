/// A unified diff of two lists of lines, `-` for expected and `+` for actual, with three
/// lines of context, as `diff -u` prints it.
///
/// ```swift
/// UnifiedDiff(expected: ["a", "b"], actual: ["a", "c"]).lines
/// // ["--- expected", "+++ actual", "@@ -1,2 +1,2 @@", " a", "-b", "+c"]
/// ```
public struct UnifiedDiff: Sendable {
  /// The diff, headers first; empty when the lists are equal.
  public let lines: [String]

  private enum Edit: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// - Parameter equal: when an expected line counts as the actual one; patterns (` (re)`)
  ///   make the diff show only the lines that really differ.
  public init(
    expected: [String], actual: [String], context: Int = 3, equal: (String, String) -> Bool = { $0 == $1 }
  ) {
    let edits = Self.edits(expected, actual, equal: equal)
    var output = ["--- expected", "+++ actual"]
    var changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
    while let first = changed.first {
      var end = first
      // Extend the hunk while the next change is within two contexts of this one.
      while let next = changed.first(where: { $0 > end }), next - end <= 2 * context { end = next }
      changed.removeAll { $0 <= end }
      let start = max(0, first - context)
      let stop = min(edits.count - 1, end + context)
      let slice = edits[start...stop]
      let before = edits[..<start]
      let oldStart = before.filter { if case .added = $0 { false } else { true } }.count
      let newStart = before.filter { if case .removed = $0 { false } else { true } }.count
      let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
      let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
      output.append(
        "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@")
      for edit in slice {
        switch edit {
        case .same(let text): output.append(" " + text)
        case .removed(let text): output.append("-" + text)
        case .added(let text): output.append("+" + text)
        }
      }
    }
    lines = output
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
  }

  /// A shortest edit script by longest common subsequence; blocks are small, so the
  /// quadratic table is cheap.
  private static func edits(_ a: [String], _ b: [String], equal: (String, String) -> Bool) -> [Edit] {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = equal(a[i], b[j]) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, equal(a[i], b[j]) {
        edits.append(.same(b[j]))
        i += 1
        j += 1
      } else if j < b.count, i == a.count || table[i][j + 1] > table[i + 1][j] {
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
