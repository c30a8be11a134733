import MVCSShell
import Testing

@Suite struct ShardTests {
  /// 100 scripts with uneven times, some unknown: a deterministic spread, no randomness.
  private let files = (0..<100).map { "flow-\($0).mvcs" }
  private var seconds: [String: Double] {
    var seconds: [String: Double] = [:]
    for (index, file) in files.enumerated() where index % 7 != 0 {
      seconds[file] = Double((index * 37) % 23) + (index == 42 ? 50 : 0)
    }
    return seconds
  }

  @Test(arguments: [1, 2, 3, 5, 8, 100, 150])
  func balancedShardsCoverEveryScriptExactlyOnce(count: Int) throws {
    var all: [String] = []
    for index in 1...count {
      let shard = try #require(Shard("\(index)/\(count)"))
      let slice = shard.balancedSlice(of: files, seconds: seconds)
      #expect(slice == slice.sorted())
      all += slice
    }
    #expect(all.sorted() == files.sorted())
  }

  @Test func balancedShardsAreCloserInTimeThanEqualCounts() throws {
    let seconds = self.seconds
    let typical = seconds.values.reduce(0, +) / Double(seconds.count)
    func spread(_ slices: [[String]]) -> Double {
      let totals = slices.map { $0.map { seconds[$0] ?? typical }.reduce(0, +) }
      return (totals.max() ?? 0) - (totals.min() ?? 0)
    }
    let shards = try (1...4).map { try #require(Shard("\($0)/4")) }
    let balanced = spread(shards.map { $0.balancedSlice(of: files, seconds: seconds) })
    let byCount = spread(shards.map { Array($0.slice(of: files)) })
    #expect(balanced < byCount)
    #expect(balanced <= 22)  // at most the longest ordinary script apart
  }
}
