/// One of N equal slices of the sorted script list, for CI matrices: `--shard 2/4`.
public struct Shard: Sendable, Equatable {
  /// 1-based, as a person counts jobs.
  public var index: Int
  /// How many shards the list is cut into.
  public var count: Int

  /// Reads `I/N` with 1 ≤ I ≤ N; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  /// The contiguous slice this shard runs; the N slices cover the list once, sizes differing
  /// by at most one.
  public func slice<T>(of items: [T]) -> ArraySlice<T> {
    let start = items.count * (index - 1) / count
    let end = items.count * index / count
    return items[start..<end]
  }

  /// This shard's scripts when the N shards are balanced by recorded durations (`--timings`)
  /// rather than by count, sorted.
  ///
  /// Longest first, each script goes to the shard with the least time so far (the lowest
  /// index on a tie), so every shard computes the same split and the N shards cover the list
  /// exactly once. A script with no recorded time counts as the mean of the recorded ones.
  ///
  /// ```swift
  /// Shard("1/2")?.balancedSlice(of: files, seconds: ["slow.mvcs": 9, "a.mvcs": 1, "b.mvcs": 1])
  /// ```
  public func balancedSlice(of files: [String], seconds: [String: Double]) -> [String] {
    let known = files.compactMap { seconds[$0] }
    let typical = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
    let timed: [(file: String, time: Double)] = files.map { file in (file, max(seconds[file] ?? typical, 0)) }
    let longestFirst = timed.sorted { $0.time != $1.time ? $0.time > $1.time : $0.file < $1.file }
    var totals = [Double](repeating: 0, count: count)
    var mine: [String] = []
    for (file, time) in longestFirst {
      var lightest = 0
      for shard in totals.indices where totals[shard] < totals[lightest] { lightest = shard }
      totals[lightest] += time
      if lightest == index - 1 { mine.append(file) }
    }
    return mine.sorted()
  }
}
