/// The names a view controller's children go by, so adding a child, naming it uniquely and
/// finding it by name cost O(1) however many siblings it has.
///
/// ```swift
/// var names = ChildNames()
/// names.unique(for: "row")  // "row"
/// names.insert("row", for: first)
/// names.unique(for: "row")  // "row-2"
/// ```
///
/// A name already taken gets the smallest free suffix from 2 on (`row-2`, `row-3`, …), as a
/// scan of the siblings would give, so names are the same from run to run. For each base
/// name it keeps the suffix below which every suffix is taken; a removal can only lower it.
@MainActor
struct ChildNames {
  private var byName: [String: ViewController] = [:]
  /// For a base name, a suffix such that `base-2` … `base-(n-1)` are all taken.
  private var firstFreeSuffix: [String: Int] = [:]

  /// The child named `name`, if any.
  subscript(name: String) -> ViewController? { byName[name] }

  /// `base` if no child has it, else `base-N` with the smallest free N from 2.
  mutating func unique(for base: String) -> String {
    guard byName[base] != nil else { return base }
    var suffix = firstFreeSuffix[base] ?? 2
    while byName["\(base)-\(suffix)"] != nil { suffix += 1 }
    firstFreeSuffix[base] = suffix
    return "\(base)-\(suffix)"
  }

  /// Records that `child` goes by `name` now.
  mutating func insert(_ name: String, for child: ViewController) {
    byName[name] = child
  }

  /// Frees `name`, so a child added later may take it again.
  mutating func remove(_ name: String) {
    byName[name] = nil
    // `base-N` freed: the smallest free suffix of `base` may now be N.
    guard let dash = name.lastIndex(of: "-"), let suffix = Int(name[name.index(after: dash)...]), suffix >= 2
    else { return }
    let base = String(name[..<dash])
    if let first = firstFreeSuffix[base], suffix < first { firstFreeSuffix[base] = suffix }
  }
}
