/// A list's rows in sections, by place: each section a run of consecutive rows under a
/// header, with an optional footer, as a table view groups its cells.
///
/// The sections' sizes are kept in a Fenwick tree, so finding the section of a row, or the
/// rows of a section, costs O(log sections), and one row added to or taken from a section
/// costs the same; only a section appearing or going costs O(sections).
///
/// ```swift
/// var sections = ListSections(keys: ["Drinks", "Food"], counts: [2, 3])
/// sections.section(ofRow: 2)   // 1: rows 0–1 are Drinks, 2–4 Food
/// sections.rows(of: 1)         // 2..<5
/// ```
struct ListSections {
  /// The sections' keys, in the order shown: their titles for sections given as
  /// ``Section``s, the group keys for rows grouped from data (ascending).
  private(set) var keys: [String]
  /// What a section's header shows, by key.
  var header: (String) -> String = { $0 }
  /// What a section's footer shows, by place; nil for none.
  var footer: (Int) -> String? = { _ in nil }
  /// The names rows in a section take after their own when theirs is taken, by place.
  var nameSuffix: (Int) -> String

  /// Each section's size, summed in a Fenwick tree (from 1): `tree[i]` holds the sizes of
  /// the sections from `i - (i & -i) + 1` to `i`.
  private var tree: [Int]

  init(keys: [String], counts: [Int]) {
    self.keys = keys
    tree = [0] + counts
    for index in 1..<max(1, tree.count) {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
    let names = keys.map(\.dashedName)
    nameSuffix = { names.indices.contains($0) ? names[$0] : "" }
  }

  /// How many sections there are.
  var count: Int { keys.count }

  /// How many rows the sections before `section` hold.
  func start(of section: Int) -> Int {
    var sum = 0
    var index = min(section, tree.count - 1)
    while index > 0 {
      sum += tree[index]
      index -= index & -index
    }
    return sum
  }

  /// The rows of `section`.
  func rows(of section: Int) -> Range<Int> {
    start(of: section)..<start(of: section + 1)
  }

  /// The section holding `row`: the last whose start is at or before it.
  func section(ofRow row: Int) -> Int {
    // Descends the tree: the largest prefix of sections holding at most `row` rows.
    var position = 0
    var remaining = row
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count, tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(position, max(0, count - 1))
  }

  /// The place of the section whose key is `key`, or where it would go among keys in
  /// ascending order, and whether it is there.
  func place(ofKey key: String) -> (index: Int, found: Bool) {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = low + (high - low) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return (low, keys.indices.contains(low) && keys[low] == key)
  }

  /// Adds `delta` rows to the section keyed `key` (ascending keys), making it when it is
  /// new and dropping it when it is left empty.
  mutating func add(_ delta: Int, toKey key: String) {
    let (index, found) = place(ofKey: key)
    guard found else {
      guard delta > 0 else { return }
      var counts = (0..<count).map { rows(of: $0).count }
      counts.insert(delta, at: index)
      keys.insert(key, at: index)
      rebuild(counts)
      return
    }
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
    if rows(of: index).isEmpty {
      var counts = (0..<count).map { rows(of: $0).count }
      counts.remove(at: index)
      keys.remove(at: index)
      rebuild(counts)
    }
  }

  private mutating func rebuild(_ counts: [Int]) {
    let rebuilt = ListSections(keys: keys, counts: counts)
    tree = rebuilt.tree
    nameSuffix = rebuilt.nameSuffix
  }
}

/// One section of a list given as rows made beforehand: a header, the rows, an optional
/// footer; the view controllers' counterpart of the ``Section`` view.
///
/// ```swift
/// ListViewController(name: "groceries", sections: [
///   ListSection("Food", footer: "2 items") { milkRow; breadRow },
///   ListSection("Drinks") { juiceRow },
/// ])
/// ```
@MainActor
public struct ListSection {
  /// What the header shows.
  public let title: String
  /// What the footer shows; nil for none.
  public let footer: String?
  /// The section's rows, in order.
  public let rows: [ViewController]

  /// A section titled `title` holding `rows`, with a footer if `footer` is given.
  public init(_ title: String, footer: String? = nil, @RowBuilder rows: () -> [ViewController]) {
    self.title = title
    self.footer = footer
    self.rows = rows()
  }
}

/// Builds a section's rows from view controllers, `if` and `for`, like a ``ViewBuilder``.
@resultBuilder
@MainActor
public enum RowBuilder {
  /// One row.
  public static func buildExpression(_ row: ViewController) -> [ViewController] { [row] }
  /// Rows made in a loop or elsewhere.
  public static func buildExpression(_ rows: [ViewController]) -> [ViewController] { rows }
  /// The rows of a block, in order.
  public static func buildBlock(_ parts: [ViewController]...) -> [ViewController] { parts.flatMap { $0 } }
  /// The rows of an `if` without `else`, or none.
  public static func buildOptional(_ part: [ViewController]?) -> [ViewController] { part ?? [] }
  /// The rows of an `if` branch.
  public static func buildEither(first part: [ViewController]) -> [ViewController] { part }
  /// The rows of an `else` branch.
  public static func buildEither(second part: [ViewController]) -> [ViewController] { part }
  /// The rows of a `for` loop, in order.
  public static func buildArray(_ parts: [[ViewController]]) -> [ViewController] { parts.flatMap { $0 } }
}
