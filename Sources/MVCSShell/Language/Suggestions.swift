/// "Did you mean" for names typed wrong: the closest candidates by edit distance.
enum Suggestions {
  /// Candidates close enough to `input` to be what the user meant, closest first.
  static func closest(to input: String, among candidates: [String]) -> [String] {
    let typed = Array(input.lowercased())
    let threshold = max(1, typed.count / 3)
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let lowered = candidate.lowercased()
      if lowered.hasPrefix(input.lowercased()), !input.isEmpty { return (candidate, 0) }
      let distance = editDistance(typed, Array(lowered))
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
    let listed = candidates.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
    let more = candidates.count > 12 ? ", … (\(candidates.count) in all)" : ""
    let existing = candidates.isEmpty ? "there are no \(noun)" : "\(noun): \(listed)\(more)"
    guard let suggestion = didYouMean(input, among: candidates) else { return existing }
    return "\(suggestion) \(existing.prefix(1).uppercased() + existing.dropFirst())"
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Optimal string alignment: a swap of two neighbours ("tpa" for "tap") costs one.
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}

extension Int {
  /// `1 item`, `3 items`: a count with its noun, for messages.
  func counted(_ noun: String, plural: String? = nil) -> String {
    "\(self) " + (self == 1 ? noun : plural ?? noun + "s")
  }
}
