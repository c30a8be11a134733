/// The names of a list's rows in paths, in order, as far as worked out: each a model's name,
/// with the smallest free suffix from 2 on (`row-2`) where a row before it or a row made
/// already has it, as siblings are named.
///
/// The rows made when it starts reserve their names; every row made later is made with the
/// name worked out here, so one lookup a row says whether a name is free.
@MainActor
struct RowNames {
  private(set) var names: [String] = []
  /// Each name's row: those worked out, and the rows made when this started.
  private var indexByName: [String: Int] = [:]
  /// For a base name, a suffix below which every suffix from 2 is taken.
  private var firstFreeSuffix: [String: Int] = [:]

  /// Names for rows of which those at `made` places are made already, with these names.
  init(made: [(slot: Int, name: String)] = []) {
    for row in made { indexByName[row.name] = row.slot }
  }

  mutating func reserveCapacity(_ count: Int) {
    guard count > names.capacity else { return }
    names.reserveCapacity(count)
    indexByName.reserveCapacity(count)
  }

  /// Adds the next row's name: the made row's own, or one ``unique(for:)`` gave.
  mutating func append(_ name: String) {
    indexByName[name] = names.count
    names.append(name)
  }

  /// The row named `name`, among those worked out or made when this started.
  func index(of name: String) -> Int? { indexByName[name] }

  /// `base`, or, when taken, `base-section` (a row in a section), or that or `base` with
  /// the smallest free `-N` from 2.
  mutating func unique(for name: String, section: String = "") -> String {
    guard indexByName[name] != nil else { return name }
    let base = section.isEmpty ? name : "\(name)-\(section)"
    guard indexByName[base] != nil else { return base }
    var suffix = firstFreeSuffix[base] ?? 2
    while indexByName["\(base)-\(suffix)"] != nil { suffix += 1 }
    firstFreeSuffix[base] = suffix + 1
    return "\(base)-\(suffix)"
  }
}
