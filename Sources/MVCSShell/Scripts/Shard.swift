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
}
