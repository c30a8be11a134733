/// The ids `prefix-N` one kind of Todo record takes: one more than the highest N in use, so
/// ids read the same on every run and are never those of something that still exists.
///
/// ```swift
/// var ids = TodoIDSequence(prefix: "item")
/// let id = ids.next(among: { store.items.map(\.id) })  // "item-1", then "item-2", …
/// ids.released("item-2")                                 // the highest went: found again next time
/// ```
///
/// The highest number is found once, from every id, and then kept as ids are taken, so
/// naming a new item costs the same among 100,000 as among ten; only removing the item with
/// the highest number sends the next call back to the ids. Another session on the same file
/// may have taken the next id meanwhile: the store refuses to add it (`Store.addNew`) and
/// chooses ``id(above:)`` every id the database holds instead, which ``taken(_:)`` counts.
struct TodoIDSequence {
  let prefix: String
  /// The highest N in use, when known.
  private var highest: Int?

  init(prefix: String) {
    self.prefix = prefix
  }

  /// A new id, which it counts as taken; `ids` are every id in use, read only when the
  /// highest is not known.
  mutating func next(among ids: () -> [String]) -> String {
    let number = (highest ?? ids().compactMap(number(of:)).max() ?? 0) + 1
    highest = number
    return "\(prefix)-\(number)"
  }

  /// The id one above every id of this kind in `stored`: all the database holds, other
  /// sessions' ids included.
  func id(above stored: [String]) -> String {
    "\(prefix)-\((stored.compactMap(number(of:)).max() ?? 0) + 1)"
  }

  /// Counts `id`, chosen elsewhere (``id(above:)``), as taken.
  mutating func taken(_ id: String) {
    if let number = number(of: id), let known = highest, number > known { highest = number }
  }

  /// Notes that `id` is no longer in use.
  mutating func released(_ id: String) {
    if let number = number(of: id), number == highest { highest = nil }
  }

  private func number(of id: String) -> Int? {
    id.hasPrefix("\(prefix)-") ? Int(id.dropFirst(prefix.count + 1)) : nil
  }
}
