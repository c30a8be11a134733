/// "Did you mean" for names typed wrong: the closest candidates by edit distance.
///
/// The work is bounded: a word longer than ``maximumLength`` characters gets no suggestion,
/// a candidate whose length alone puts it out of reach is skipped, and the
/// distance is computed over three rows, not a whole table.
enum Suggestions {
  /// The longest typed word worth comparing with the candidates; names are short.
  static let maximumLength = 64

  /// Candidates close enough to `input` to be what the user meant, closest first.
  static func closest(to input: String, among candidates: [String]) -> [String] {
    let lowered = input.lowercased()
    // No name is this long, so nothing can be close to it.
    guard lowered.count <= maximumLength else { return [] }
    let typed = Array(lowered)
    let threshold = max(1, typed.count / 3)
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let name = candidate.lowercased()
      if name.hasPrefix(lowered), !input.isEmpty { return (candidate, 0) }
      let other = Array(name.prefix(maximumLength + threshold + 1))
      guard abs(other.count - typed.count) <= threshold else { return nil }
      let distance = editDistance(typed, other)
      return distance <= threshold ? (candidate, distance) : nil
    }
    return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
  }

  /// `did you mean 'x'?`, or nil when nothing is close.
  static func didYouMean(_ input: String, among candidates: [String]) -> String? {
    guard let best = closest(to: input, among: candidates).first else { return nil }
    return "did you mean '\(best)'?"
  }

  /// A hint that suggests the closest candidate and lists what exists.
  static func hint(for input: String, among candidates: [String], listing noun: String) -> String {
    hint(for: input, among: candidates, shown: candidates.map { "'\($0)'" }, listing: noun)
  }

  /// A hint for labels that several things may share: each label is listed once, and one
  /// that repeats says where each is, so the user sees why the label alone is not enough.
  ///
  /// ```swift
  /// Suggestions.hint(for: "Delet", amongLabeled: [("Done", "/a"), ("Delete", "/a"), ("Done", "/b")],
  ///                  listing: "buttons on the screen")
  /// // did you mean 'Delete'? Buttons on the screen: 'Done' ×2 (/a, /b), 'Delete'
  /// ```
  static func hint(
    for input: String, amongLabeled items: [(label: String, place: String)], listing noun: String
  ) -> String {
    var order: [String] = []
    var places: [String: [String]] = [:]
    for (label, place) in items {
      if places[label] == nil { order.append(label) }
      places[label, default: []].append(place)
    }
    let shown = order.map { label in
      let owners = places[label] ?? []
      guard owners.count > 1 else { return "'\(label)'" }
      let listed = owners.prefix(4).joined(separator: ", ") + (owners.count > 4 ? ", …" : "")
      return "'\(label)' ×\(owners.count) (\(listed))"
    }
    return hint(for: input, among: order, shown: shown, listing: noun)
  }

  /// The hint, with each candidate written as `shown` writes it.
  private static func hint(for input: String, among candidates: [String], shown: [String], listing noun: String)
    -> String
  {
    let listed = shown.prefix(12).joined(separator: ", ")
    let more = candidates.count > 12 ? ", … (\(candidates.count) in all)" : ""
    let existing = candidates.isEmpty ? "there are no \(noun)" : "\(noun): \(listed)\(more)"
    guard let suggestion = didYouMean(input, among: candidates) else { return existing }
    return "\(suggestion) \(existing.prefix(1).uppercased() + existing.dropFirst())"
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Optimal string alignment: a swap of two neighbours ("tpa" for "tap") costs one. It
    // looks two rows back, so three rows are all it keeps.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], twoBack[j - 2] + 1)
        }
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }
}

extension Int {
  /// `1 item`, `3 items`: a count with its noun, for messages; every count a message prints
  /// goes through here, so none reads "1 items".
  package func counted(_ noun: String, plural: String? = nil) -> String {
    "\(self) " + (self == 1 ? noun : plural ?? noun + "s")
  }
}
