import Foundation
import Testing

/// `explore` as a user runs it: findings written under --out that `run` fails on, the same
/// files for the same seed, coverage in a file, and an app that traps killing a worker, not
/// the exploration.
@Suite struct ExploreCommandTests {
  private func files(in folder: URL) throws -> [String: String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try Dictionary(
      uniqueKeysWithValues: names.map {
        ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
      })
  }

  @Test func aTrapKillsAWorkerTheWalkGoesOnAndTheCrashIsShrunkToAScriptRunFailsOn() async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run(
      tool: "CrashingAppHelper", ["explore", "--steps", "120", "--seed", "3", "--out", "found"], in: scratch.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasPrefix("explore trap: 120 steps in "), "\(result.stdout)")
    #expect(result.stdout.contains("FOUND crash: the app ended with status "), "\(result.stdout)")
    let found = try files(in: scratch.url.appendingPathComponent("found"))
    #expect(Array(found.keys) == ["1-crash.mvcs"])
    let script = found["1-crash.mvcs"] ?? ""
    #expect(script.contains("planted trap: fired while armed"), "\(script)")
    #expect(script.hasSuffix("launch trap\ntap Arm\ntap Fire\n"), "\(script)")
    // The reproducer fails while the trap is there: its worker dies at the last step.
    let replay = try await MVCSProcess.run(tool: "CrashingAppHelper", ["run", "found/1-crash.mvcs"], in: scratch.url)
    #expect(replay.status == 3)
    #expect(replay.stdout.contains("ended with status"), "\(replay.stdout)")
  }

  @Test func reportWritesTheReproducersPagesAsRunReportDoes() async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run(
      tool: "CrashingAppHelper",
      ["explore", "--steps", "120", "--seed", "3", "--out", "found", "--report", "report"], in: scratch.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasSuffix("report: report/index.html\n"), "\(result.stdout)")
    let index = try String(contentsOf: scratch.url.appendingPathComponent("report/index.html"), encoding: .utf8)
    #expect(index.contains("1-crash.mvcs"), "\(index)")
    let pages = try FileManager.default.contentsOfDirectory(
      atPath: scratch.url.appendingPathComponent("report/scripts").path)
    #expect(pages.count == 1, "\(pages)")
    let page = try String(
      contentsOf: scratch.url.appendingPathComponent("report/scripts").appendingPathComponent(pages[0]),
      encoding: .utf8)
    #expect(page.contains("tap Fire") && page.contains("planted trap: fired while armed"))
  }

  @Test func aReportFolderThatCannotBeWrittenStopsExploreBeforeItWalks() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("taken", "a file, not a folder\n")
    let result = try await MVCSProcess.run(
      tool: "CrashingAppHelper", ["explore", "--steps", "10", "--report", "taken"], in: scratch.url)
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("explore: error:"), "\(result.stderr)")
  }

  @Test func theSameSeedWritesTheSameFilesAndCoverage() async throws {
    let scratch = try ScratchFolder()
    var outputs: [String] = []
    for round in 1...2 {
      let result = try await MVCSProcess.run(
        [
          "explore", "--app", "settings", "--steps", "600", "--seed", "11", "--jobs", "2", "--out", "out\(round)",
          "--coverage", "coverage\(round).json", "--walk", "walk\(round)",
        ], in: scratch.url)
      #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
      outputs.append(result.stdout)
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0].hasPrefix("explore settings: 600 steps in 2 episodes, seed 11: no failure found\n"))
    #expect(outputs[0].contains("UI coverage: "))
    let first = try String(contentsOf: scratch.url.appendingPathComponent("coverage1.json"), encoding: .utf8)
    let second = try String(contentsOf: scratch.url.appendingPathComponent("coverage2.json"), encoding: .utf8)
    #expect(first == second)
    #expect(first.contains(#""screen" : "SettingsViewController""#))
    let walks = try files(in: scratch.url.appendingPathComponent("walk1"))
    #expect(walks.keys.sorted() == ["episode-0.mvcs", "episode-1.mvcs"])
    #expect(walks["episode-0.mvcs"]?.hasPrefix("launch settings\n") == true)
    let steps = walks.values.flatMap { $0.split(separator: "\n") }.filter { !$0.hasPrefix("launch ") }
    #expect(steps.count == 600)
    #expect(try files(in: scratch.url.appendingPathComponent("walk2")) == walks)
    // Each episode replays as a flow: every line as explore ran it, on fresh stores.
    let replay = try await MVCSProcess.run(["run", "walk1"], in: scratch.url)
    #expect(replay.status == 0, "\(replay.stdout)")
  }

  @Test func runCoverageWritesTheTableAndFailsBelowTheMinimum() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("counter.mvcs", "launch counter\ntap ++\n")
    let result = try await MVCSProcess.run(
      ["run", "--coverage", "coverage.json", "--coverage-min", "60", "counter.mvcs"], in: scratch.url)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        """
        screen                 kind    control  use
        CounterViewController  button  ++       acted 1×
        CounterViewController  button  --       seen, not acted on
        UI coverage: 50.0% (1 of 2 controls and actions acted on, on 1 screen)

        """), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"))
    #expect(result.stderr.contains("UI coverage 50.0% is below --coverage-min 60.0%"))
    let json = try String(contentsOf: scratch.url.appendingPathComponent("coverage.json"), encoding: .utf8)
    #expect(json.contains(#""percent" : 50"#))
  }

  @Test func badOptionsAreUsageErrors() async throws {
    let scratch = try ScratchFolder()
    let steps = try await MVCSProcess.run(["explore", "--steps", "-1"], in: scratch.url)
    #expect(steps.status == 2)
    let time = try await MVCSProcess.run(["explore", "--time", "soon"], in: scratch.url)
    #expect(time.status == 2)
    #expect(time.stderr.contains("--time: expected a duration like 30s, got 'soon'"), "\(time.stderr)")
    let store = try await MVCSProcess.run(["explore", "--store", "x.sqlite"], in: scratch.url)
    #expect(store.status == 2)
    let minimum = try await MVCSProcess.run(["run", "--coverage-min", "50", "x.mvcs"], in: scratch.url)
    #expect(minimum.status == 2)
  }
}
