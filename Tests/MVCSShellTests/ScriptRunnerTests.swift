import Foundation
import MVCS
import MVCSApps
import MVCSShell
import Testing

@MainActor
@Suite struct ScriptRunnerTests {
  private func run(_ text: String, keepGoing: Bool = false) async -> ScriptResult {
    var runner = ScriptRunner(app: CounterApp(), apps: [CounterApp()], options: ShellOptions(width: 20))
    runner.keepGoing = keepGoing
    return await runner.run(text: text, file: "flow.mvcs")
  }

  @Test func matchingExpectedBlocksPass() async {
    let result = await run(
      """
      # Two taps make two.
      tap ++
      tap ++
      show
      | Counter
      | ────────────────────
      | 2
      | [++] [--]
      echo   # an empty echo prints one empty line
      |
      """)
    #expect(result.status == .success)
    #expect(result.report == [])
    #expect(result.commandsRun == 4)
  }

  @Test func aLineThatDiffersOnlyInInvisibleOrLookAlikeCharactersSaysSoAndShowsThem() async {
    // ICU writes times with U+202F before AM; a script typed with a space looked the same (#28).
    let result = await run(
      """
      echo "9:00\u{202F}AM\\nFri\u{200B}day\\na\tb\\n\u{0421}at\\nok"
      | 9:00 AM
      | Friday
      | a    b
      | Cat
      | ok
      """)
    #expect(result.status == .expectationFailed)
    #expect(
      result.report == [
        "flow.mvcs:1: output differs",
        "flow.mvcs:2: differs from the output only in invisible or look-alike characters (shown as ⟨U+…⟩): "
          + "the output has ⟨U+202F⟩ NARROW NO-BREAK SPACE",
        "flow.mvcs:3: differs from the output only in invisible or look-alike characters (shown as ⟨U+…⟩): "
          + "the output has ⟨U+200B⟩ ZERO WIDTH SPACE",
        "flow.mvcs:4: differs from the output only in invisible or look-alike characters (shown as ⟨U+…⟩): "
          + "the output has ⟨U+0009⟩ CHARACTER TABULATION",
        "flow.mvcs:5: differs from the output only in invisible or look-alike characters (shown as ⟨U+…⟩): "
          + "the output has ⟨U+0421⟩ CYRILLIC CAPITAL LETTER ES",
        "--- expected",
        "+++ actual",
        "@@ -1,5 +1,5 @@",
        "-9:00 AM",
        "-Friday",
        "-a    b",
        "-Cat",
        "+9:00⟨U+202F⟩AM",
        "+Fri⟨U+200B⟩day",
        "+a⟨U+0009⟩b",
        "+⟨U+0421⟩at",
        " ok",
      ], "\(result.report)")
  }

  @Test func aMismatchIsAUnifiedDiffAtTheCommandsLine() async {
    let result = await run(
      """
      tap ++
      show
      | Counter
      | ────────────────────
      | 3
      | [++] [--]
      echo never reached
      """)
    #expect(result.status == .expectationFailed)
    #expect(
      result.report == [
        "flow.mvcs:2: output differs",
        "--- expected",
        "+++ actual",
        "@@ -1,4 +1,4 @@",
        " Counter",
        " ────────────────────",
        "-3",
        "+1",
        " [++] [--]",
      ])
    #expect(result.commandsRun == 2)
  }

  @Test func keepGoingReportsEveryMismatch() async {
    let result = await run("echo a\n| b\necho c\n| d\n", keepGoing: true)
    #expect(result.status == .expectationFailed)
    #expect(
      result.report.filter { $0.hasSuffix("output differs") } == [
        "flow.mvcs:1: output differs", "flow.mvcs:3: output differs",
      ])
  }

  @Test func aFailingCommandStopsTheScriptWithItsPlace() async {
    let result = await run("tap ++\n  tpa ++\necho after\n")
    #expect(result.status == .commandFailed)
    #expect(
      result.report == [
        "flow.mvcs:2:3: error: unknown command 'tpa'", "  hint: did you mean 'tap'? Type 'help' for the list.",
      ])
  }

  @Test func mustFailCommandsPassWhenTheyFailAndShowTheirError() async {
    let passing = await run("! tap +++\n| error: no button '+++' on the screen\n| ...\n")
    #expect(passing.status == .success)
    let exact = await run(
      """
      ! tap +++
      | error: no button '+++' on the screen
      |   hint: did you mean '++'? Buttons on the screen: '++', '--'
      """)
    #expect(exact.status == .success)
    let unexpected = await run("! tap ++\n")
    #expect(unexpected.status == .expectationFailed)
    #expect(unexpected.report == ["flow.mvcs:1:1: error: expected the command to fail, but it succeeded"])
  }

  @Test func expectedOutputWithoutACommandIsAMalformedScript() async {
    let result = await run("# comment\n| orphan\n")
    #expect(result.status == .usage)
    #expect(
      result.report == [
        "flow.mvcs:2:1: error: expected output with no command before it",
        "  hint: put '| ...' lines right after the command whose output they hold",
      ])
  }

  @Test func exitEndsTheScriptWithItsStatus() async {
    #expect(await run("exit\necho never\n| x\n").status == .success)
    #expect(await run("exit 3\n").status == .commandFailed)
  }

  @Test func continuationLinesFormOneCommand() async {
    let result = await run("echo one \\\n  two\n| one two\n")
    #expect(result.status == .success)
  }

  @Test func anUnreadableFileIsAUsageError() async {
    let runner = ScriptRunner(app: CounterApp(), apps: [CounterApp()])
    let result = await runner.run(file: "/nonexistent/flow.mvcs")
    #expect(result.status == .usage)
    #expect(result.report == ["/nonexistent/flow.mvcs: error: cannot read the script: No such file or directory"])
  }
}

@Suite struct UnifiedDiffTests {
  @Test func separateHunksKeepThreeLinesOfContext() async {
    let expected = (1...12).map(String.init)
    var actual = expected
    actual[1] = "two"
    actual[10] = "eleven"
    #expect(
      UnifiedDiff(expected: expected, actual: actual).lines == [
        "--- expected", "+++ actual",
        "@@ -1,5 +1,5 @@", " 1", "-2", "+two", " 3", " 4", " 5",
        "@@ -8,5 +8,5 @@", " 8", " 9", " 10", "-11", "+eleven", " 12",
      ])
  }

  @Test func missingAndExtraLines() async {
    #expect(UnifiedDiff(expected: ["a"], actual: []).lines == ["--- expected", "+++ actual", "@@ -1 +0,0 @@", "-a"])
    #expect(UnifiedDiff(expected: [], actual: ["b"]).lines == ["--- expected", "+++ actual", "@@ -0,0 +1 @@", "+b"])
  }
}

@Suite struct OutputMatcherTests {
  @Test func regexLinesMatchTheWholeLine() async {
    #expect(OutputMatcher.matches(expected: ["Count: \\d+ (re)"], actual: ["Count: 12"]))
    #expect(!OutputMatcher.matches(expected: ["Count: \\d+ (re)"], actual: ["Count: 12 apples"]))
    #expect(!OutputMatcher.matches(expected: ["[ (re)"], actual: ["["]))  // an invalid pattern matches nothing
  }

  @Test func wildcardsMatchAnyNumberOfLinesIncludingNone() async {
    #expect(OutputMatcher.matches(expected: ["a", "...", "d"], actual: ["a", "b", "c", "d"]))
    #expect(OutputMatcher.matches(expected: ["a", "...", "d"], actual: ["a", "d"]))
    #expect(OutputMatcher.matches(expected: ["..."], actual: []))
    #expect(!OutputMatcher.matches(expected: ["a", "...", "d"], actual: ["a", "b"]))
    #expect(OutputMatcher.matches(expected: ["...", "x (re)", "..."], actual: ["q", "x", "r"]))
  }

  @Test func aDiffWithPatternsShowsOnlyRealDifferences() async {
    let diff = UnifiedDiff(
      expected: ["id: \\d+ (re)", "name: Milk"], actual: ["id: 42", "name: Eggs"], equal: OutputMatcher.lineMatches)
    #expect(diff.lines == ["--- expected", "+++ actual", "@@ -1,2 +1,2 @@", " id: 42", "-name: Milk", "+name: Eggs"])
  }
}

@MainActor
@Suite struct ScriptUpdateTests {
  @Test func updateRewritesOnlyMismatchedBlocksAndKeepsEverythingElse() async throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("update-\(UUID().uuidString).mvcs")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let original = """
      # A comment stays.
      echo one   # trailing comment
        | stale
        | lines

      echo kept
      | k... (re)
      tap ++
      show
      | ...
      echo two
      |
      """
    try original.write(to: scratch, atomically: true, encoding: .utf8)
    var runner = ScriptRunner(app: CounterApp(), apps: [CounterApp()], options: ShellOptions(width: 20))
    runner.update = true
    let result = await runner.run(file: scratch.path)
    #expect(result.passed)
    #expect(result.updatedBlocks == 2)
    #expect(
      try String(contentsOf: scratch, encoding: .utf8) == """
        # A comment stays.
        echo one   # trailing comment
          | one

        echo kept
        | k... (re)
        tap ++
        show
        | ...
        echo two
        | two
        """)
  }
}
