import Foundation
import Testing

/// A scratch folder for script files, removed at the end of the test.
final class ScratchFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }
}

@Suite struct CommandLineTests {
  @Test func batchModeReadsAPipeWithoutPromptOrColour() async throws {
    let result = try await MVCSProcess.run(["--app", "counter", "--width", "20"], input: "tap ++\ntap ++\nshow\n")
    #expect(result.status == 0)
    #expect(result.stdout == "Counter\n────────────────────\n2\n[++] [--]\n")
    #expect(result.stderr == "")
  }

  @Test func atTheNarrowestWidthAPromptsButtonsWrapWholeAndStayTappable() async throws {
    let result = try await MVCSProcess.run(
      ["--width", "20"], input: "tap +\nshow\nfill \"List Name\" Milk\ntap Create\nexpect shows \"📝 Milk\"\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("  │ [Cancel]     │\n  │ [Create]     │\n"), "\(result.stdout)")
    #expect(!result.stdout.contains("[Cr "))
  }

  @Test func batchErrorsAreLocatedOnStdinAndTheRunGoesOnWithStatus3() async throws {
    let result = try await MVCSProcess.run([], input: "echo before\n  frob\necho after\n")
    #expect(result.status == 3)
    #expect(result.stdout == "before\nafter\n")
    #expect(
      result.stderr == "<stdin>:2:3: error: unknown command 'frob'\n  hint: type 'help' for the list of commands\n")
  }

  @Test func exitSetsTheStatus() async throws {
    #expect(try await MVCSProcess.run([], input: "exit 7\necho no\n").status == 7)
  }

  @Test func runPassesAndPrintsTheClosingLine() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("b.mvcs", "tap ++\nshow\n| Counter\n| ────────────────────\n| 1\n| [++] [--]\n")
    try scratch.write("a/nested.mvcs", "echo hi\n| hi\n")
    let result = try await MVCSProcess.run(["run", "--app", "counter", "--width", "20", scratch.url.path])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"))
    #expect(result.stdout.components(separatedBy: "\n").first?.hasSuffix("a/nested.mvcs") == true)
  }

  @Test func aWrongExpectationExits1WithADiff() async throws {
    let scratch = try ScratchFolder()
    let file = try scratch.write("wrong.mvcs", "tap ++\nshow\n| Counter\n| ────────────────────\n| 5\n| [++] [--]\n")
    let result = try await MVCSProcess.run(["run", "--app", "counter", "--width", "20", file])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        FAIL \(file)
          \(file):2: output differs
          --- expected
          +++ actual
          @@ -1,4 +1,4 @@
           Counter
           ────────────────────
          -5
          +1
           [++] [--]
        0 passed, 1 failed

        """)
  }

  @Test func anUnknownCommandExits3NamingFileLineColumn() async throws {
    let scratch = try ScratchFolder()
    let file = try scratch.write("bad.mvcs", "tap ++\n\n    tpa ++\n")
    let result = try await MVCSProcess.run(["run", "--app", "counter", file])
    #expect(result.status == 3)
    #expect(result.stdout.contains("\(file):3:5: error: unknown command 'tpa'"))
    #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func theWorstStatusWins() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("1-diff.mvcs", "echo a\n| b\n")
    try scratch.write("2-error.mvcs", "nope\n")
    try scratch.write("3-ok.mvcs", "echo a\n| a\n")
    let result = try await MVCSProcess.run(["run", scratch.url.path])
    #expect(result.status == 3)
    #expect(result.stdout.hasSuffix("1 passed, 2 failed\n"))
  }

  @Test func usageErrorsExit2() async throws {
    let missing = try await MVCSProcess.run(["run", "/no/such/dir"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "mvcs run: error: no such file or folder: /no/such/dir\n")
    let badOption = try await MVCSProcess.run(["--frobnicate"])
    #expect(badOption.status == 2)
    #expect(badOption.stderr.contains("Unknown option '--frobnicate'"))
    let badApp = try await MVCSProcess.run(["--app", "nope"])
    #expect(badApp.status == 2)
    #expect(badApp.stderr.contains("no app named 'nope'; the apps are: todo, counter"))
    let badWidth = try await MVCSProcess.run(["--width", "3"])
    #expect(badWidth.status == 2)
  }

  @Test func appsListsEachAppOnOneLine() async throws {
    let result = try await MVCSProcess.run(["apps"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("todo  "))
    #expect(result.stdout.components(separatedBy: "\n").first?.hasSuffix("(default)") == true)
  }

  @Test func helpAndVersionExit0() async throws {
    let help = try await MVCSProcess.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: mvcs"))
    #expect(try await MVCSProcess.run(["--version"]).stdout == "0.1.0\n")
  }
}

@Suite struct CommandLineLibraryTests {
  @Test func helpListsTheAppsSettings() async throws {
    let help = try await MVCSProcess.run(["--help"])
    #expect(help.stdout.contains("App settings (--set NAME=VALUE):\n  image-api=<url> (pandas)\n"))
    let runHelp = try await MVCSProcess.run(["run", "--help"])
    #expect(runHelp.stdout.contains("image-api=<url> (pandas)"))
  }

  @Test func setIsCheckedAgainstTheDeclaredSettings() async throws {
    let unknown = try await MVCSProcess.run(["--set", "colour=red"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--set: no setting named 'colour'; the settings are: image-api"))
    let malformed = try await MVCSProcess.run(["--set", "image-api"])
    #expect(malformed.status == 2)
  }

  @Test func completionScriptsAreGenerated() async throws {
    for shell in ["bash", "zsh", "fish"] {
      let result = try await MVCSProcess.run(["--generate-completion-script", shell])
      #expect(result.status == 0)
      #expect(result.stdout.contains("mvcs"))
    }
  }

  @Test func largeOutputOnBothStreamsDoesNotBlockTheChild() async throws {
    // Megabytes on stdout and stderr: a reader that drains one stream after the other
    // deadlocks once the child fills the other pipe.
    let line = String(repeating: "x", count: 200)
    let input = String(repeating: "echo \(line)\nfrob\n", count: 10_000)
    let result = try await MVCSProcess.run([], input: input)
    #expect(result.status == 3)
    #expect(result.stdout.count == 10_000 * 201)
    #expect(result.stderr.components(separatedBy: "unknown command 'frob'").count == 10_001)
  }
}

@Suite struct RunAtScaleTests {
  private func scripts() throws -> ScratchFolder {
    let scratch = try ScratchFolder()
    for name in ["a", "b", "c", "d", "e"] {
      try scratch.write("\(name).mvcs", "echo \(name)\n| \(name)\n")
    }
    try scratch.write("f-wrong.mvcs", "echo f\n| not f\n")
    return scratch
  }

  @Test func workersReportInTheSortedOrderWithTheSameResults() async throws {
    let scratch = try scripts()
    let serial = try await MVCSProcess.run(["run", scratch.url.path])
    let parallel = try await MVCSProcess.run(["run", "--jobs", "3", scratch.url.path])
    #expect(parallel.stdout == serial.stdout)
    #expect(parallel.status == 1 && serial.status == 1)
    #expect(parallel.stdout.hasSuffix("5 passed, 1 failed\n"))
  }

  @Test func shardsSplitTheSortedListIntoContiguousSlices() async throws {
    let scratch = try scripts()
    let first = try await MVCSProcess.run(["run", "--shard", "1/2", scratch.url.path]).stdout
    let second = try await MVCSProcess.run(["run", "--shard", "2/2", scratch.url.path]).stdout
    #expect(
      first.components(separatedBy: "\n").filter { $0.hasPrefix("PASS") }.map { ($0 as NSString).lastPathComponent }
        == ["a.mvcs", "b.mvcs", "c.mvcs"])
    #expect(second.hasSuffix("2 passed, 1 failed\n"))
    let bad = try await MVCSProcess.run(["run", "--shard", "3/2", scratch.url.path])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--shard expects I/N with 1 ≤ I ≤ N"))
  }

  @Test func updateIsRefusedWhenCIIsSet() async throws {
    let scratch = try scripts()
    let before = try String(contentsOf: scratch.url.appendingPathComponent("f-wrong.mvcs"), encoding: .utf8)
    let result = try await MVCSProcess.run(["run", "--update", scratch.url.path], environment: ["CI": "true"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("refusing to rewrite scripts with --update while CI is set"))
    #expect(try String(contentsOf: scratch.url.appendingPathComponent("f-wrong.mvcs"), encoding: .utf8) == before)
  }

  @Test func junitReportsFailuresAndErrors() async throws {
    let scratch = try scripts()
    try scratch.write("g-error.mvcs", "frobnicate\n")
    let report = scratch.url.appendingPathComponent("report.xml").path
    _ = try await MVCSProcess.run(["run", "--junit", report, scratch.url.path])
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains(#"<testsuite name="mvcs run" tests="7" failures="1" errors="1" skipped="0""#))
    #expect(xml.contains("<failure message=\""))
    #expect(xml.contains("<error message=\""))
    #expect(xml.contains("unknown command &apos;frobnicate&apos;") || xml.contains("unknown command 'frobnicate'"))
  }
}
