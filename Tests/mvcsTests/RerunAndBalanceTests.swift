import Foundation
import Testing

/// `--last-failed` and timings-balanced shards: what a run keeps beside it for the next.
@Suite struct RerunAndBalanceTests {
  private func verdicts(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }.map(String.init)
  }

  @Test func lastFailedRerunsOnlyWhatFailedUntilItPasses() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("a.mvcs", "echo a\n| a\n")
    try scratch.write("b.mvcs", "echo b\n| not b\n")
    try scratch.write("c.mvcs", "echo c\n| c\n")
    let scripts = ["a.mvcs", "b.mvcs", "c.mvcs"]
    let first = try await MVCSProcess.run(["run"] + scripts, in: scratch.url)
    #expect(verdicts(first.stdout) == ["PASS a.mvcs", "FAIL b.mvcs", "PASS c.mvcs"])
    let record = try String(
      contentsOf: scratch.url.appendingPathComponent(".mvcs-cache/last-run.json"), encoding: .utf8)
    #expect(record.contains(#""failed" : ["#) && record.contains(#""b.mvcs""#))

    let again = try await MVCSProcess.run(["run", "--last-failed"] + scripts, in: scratch.url)
    #expect(verdicts(again.stdout) == ["FAIL b.mvcs"])
    #expect(again.stdout.hasSuffix("0 passed, 1 failed\n"))

    try scratch.write("b.mvcs", "echo b\n| b\n")
    let fixed = try await MVCSProcess.run(["run", "--last-failed"] + scripts, in: scratch.url)
    #expect(verdicts(fixed.stdout) == ["PASS b.mvcs"])

    // Nothing failed last time: everything runs, and the run says why.
    let all = try await MVCSProcess.run(["run", "--last-failed"] + scripts, in: scratch.url)
    #expect(verdicts(all.stdout) == ["PASS a.mvcs", "PASS b.mvcs", "PASS c.mvcs"])
    #expect(all.stderr.contains("no failures recorded in .mvcs-cache/last-run.json"))
  }

  @Test func timingsBalanceTheShardsAndCoverEveryScriptOnce() async throws {
    let scratch = try ScratchFolder()
    let names = (1...7).map { "s\($0).mvcs" }
    for name in names { try scratch.write(name, "echo \(name)\n| \(name)\n") }
    // A run records every script's time.
    let recorded = try await MVCSProcess.run(["run", "--timings", "timings.json"] + names, in: scratch.url)
    #expect(recorded.status == 0)
    let written = try String(contentsOf: scratch.url.appendingPathComponent("timings.json"), encoding: .utf8)
    for name in names { #expect(written.contains(#""\#(name)" : "#)) }
    // s7 takes as long as all the others together: balanced, it has a shard to itself.
    let seconds = names.map { #""\#($0)" : \#($0 == "s7.mvcs" ? 6 : 1)"# }.joined(separator: ", ")
    try scratch.write("timings.json", #"{"failed": [], "seconds": {\#(seconds)}}"#)
    var shards: [[String]] = []
    for index in 1...3 {
      let result = try await MVCSProcess.run(
        ["run", "--shard", "\(index)/3", "--timings", "timings.json"] + names, in: scratch.url)
      #expect(result.status == 0)
      shards.append(verdicts(result.stdout).map { String($0.dropFirst("PASS ".count)) })
    }
    #expect(shards.flatMap { $0 }.sorted() == names)
    #expect(shards.contains(["s7.mvcs"]))
    #expect(shards.map(\.count).sorted() == [1, 3, 3])
    // Reading the timings for a shard leaves them as they were.
    let after = try String(contentsOf: scratch.url.appendingPathComponent("timings.json"), encoding: .utf8)
    #expect(after.contains(#""s7.mvcs" : 6"#))
  }
}
