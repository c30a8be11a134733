import Foundation
import MVCS
import MVCSApps
import MVCSShell
import Testing

/// The reproducers of #12 that need no process of their own: input of any size is matched,
/// diffed and escaped in bounded work, without recursion and without a trap.
@Suite struct BoundedMatchingTests {
  @Test func twentyThousandWildcardsMatchWithoutRecursion() {
    let expected = Array(repeating: OutputMatcher.wildcard, count: 20_000)
    #expect(OutputMatcher.matches(expected: expected, actual: ["a", "b"]))
    #expect(OutputMatcher.matches(expected: expected + ["b"], actual: ["a", "b"]))
    #expect(!OutputMatcher.matches(expected: expected + ["c"], actual: ["a", "b"]))
  }

  @Test func twentyThousandLiteralLinesMatchWithoutRecursion() {
    let lines = (0..<20_000).map { "line \($0)" }
    #expect(OutputMatcher.matches(expected: lines, actual: lines))
    #expect(!OutputMatcher.matches(expected: lines, actual: lines.dropLast() + ["other"]))
  }

  @Test func wildcardsBacktrackToTheLastOne() {
    #expect(OutputMatcher.matches(expected: ["a", "...", "b", "...", "c"], actual: ["a", "b", "x", "b", "c"]))
    #expect(OutputMatcher.matches(expected: ["...", "x \\d (re)"], actual: ["x 1", "y", "x 2"]))
    #expect(!OutputMatcher.matches(expected: ["...", "b", "..."], actual: ["a", "c"]))
    #expect(OutputMatcher.matches(expected: [], actual: []))
    #expect(!OutputMatcher.matches(expected: [], actual: ["a"]))
  }

  @Test func aFifteenThousandLineMismatchIsABoundedDiff() {
    let expected = (0..<15_000).map { "expected \($0)" }
    let actual = (0..<15_000).map { "actual \($0)" }
    let diff = UnifiedDiff(expected: expected, actual: actual).lines
    // Larger than the table allows: removed, then added, all in one hunk.
    #expect(diff.count == 2 + 1 + 30_000)
    #expect(diff[2] == "@@ -1,15000 +1,15000 @@")
    #expect(diff[3] == "-expected 0")
    #expect(diff.last == "+actual 14999")
  }

  @Test func aLongCommonStartAndEndLeaveASmallMiddle() {
    var expected = (0..<50_000).map { "line \($0)" }
    var actual = expected
    expected[25_000] = "old"
    actual[25_000] = "new"
    #expect(
      UnifiedDiff(expected: expected, actual: actual).lines == [
        "--- expected", "+++ actual", "@@ -24998,7 +24998,7 @@", " line 24997", " line 24998", " line 24999",
        "-old", "+new", " line 25001", " line 25002", " line 25003",
      ])
  }

  @Test func aScriptNamedWithoutFolderHasTheDefaultClassname() {
    let cases = ["a", "/a", "b/c.mvcs", "/"].map {
      JUnitReport.Case(result: ScriptResult(file: $0, status: .success, report: [], commandsRun: 1), seconds: 0)
    }
    let xml = JUnitReport(suite: "s", cases: cases).xml
    #expect(xml.contains(#"name="a" classname="mvcs""#))
    #expect(xml.contains(#"name="/a" classname="mvcs""#))
    #expect(xml.contains(#"name="b/c.mvcs" classname="b""#))
  }
}

@Suite struct EscapingTests {
  @Test func everyCharacterThatDrivesATerminalIsEscaped() {
    #expect("a\u{1B}[31mb\u{07}".escapingControlCharacters == "a^[[31mb^G")
    #expect("\u{202E}gpj.exe".escapingControlCharacters == "<U+202E>gpj.exe")
    #expect("x\u{FFFE}\u{FFFF}\u{2066}".escapingControlCharacters == "x<U+FFFE><U+FFFF><U+2066>")
    #expect("\u{9B}".escapingControlCharacters == "<U+009B>")
    let once = "\u{1B}]0;title\u{07}\u{202E}".escapingControlCharacters
    #expect(once.escapingControlCharacters == once)
  }

  @Test func theTerminalKeepsOnlyStylesAndOnlyWhenAsked() {
    let styled = "\u{1B}[1;31merror:\u{1B}[0m bad\u{1B}]0;x\u{07}"
    #expect(Terminal.printable(styled, keepingStyles: true) == "\u{1B}[1;31merror:\u{1B}[0m bad^[]0;x^G")
    #expect(Terminal.printable(styled, keepingStyles: false) == "^[[1;31merror:^[[0m bad^[]0;x^G")
    #expect(Terminal.printable("\u{1B}[2J", keepingStyles: true) == "^[[2J")
  }

  @Test func errorsEscapeWhatTheyQuote() {
    let error = ShellError(
      "no button '\u{1B}[31m'", at: SourceLocation(file: "a\u{202E}.mvcs", line: 1, column: 2),
      hint: "try \u{07}", details: ["\u{1B}[H"])
    #expect(
      error.lines() == [
        "a<U+202E>.mvcs:1:2: error: no button '^[[31m'", "  hint: try ^G", "  ^[[H",
      ])
  }

  @Test func renderedLinesNeverHoldControlCharacters() {
    var line = RenderedLine("red \u{1B}[31m", style: .bold)
    line.append("\u{202E}x")
    #expect(line.plainText == "red ^[[31m<U+202E>x")
    #expect(line.text(color: true) == "\u{1B}[1mred ^[[31m\u{1B}[0m<U+202E>x")
  }

  @Test func recordedOutputThatReadsAsAPatternMatchesOnlyItself() {
    for line in ["...", "a+ (re)", "x (re)"] {
      let literal = OutputMatcher.literal(line)
      #expect(OutputMatcher.matches(expected: [literal], actual: [line]))
      #expect(!OutputMatcher.matches(expected: [literal], actual: [line + "x"]))
      #expect(!OutputMatcher.matches(expected: [literal], actual: ["other"]))
    }
    #expect(OutputMatcher.literal("Count: 1") == "Count: 1")
  }
}

@MainActor
@Suite struct BoundedCommandTests {
  /// Replays `text` as the script `flow.mvcs` in `app`, 40 columns wide.
  func run(_ text: String, app: any App = CounterApp()) async -> ScriptResult {
    let runner = ScriptRunner(app: app, apps: [app], options: ShellOptions(width: 40))
    return await runner.run(text: text, file: "flow.mvcs")
  }

  @Test func aDurationPastTheLimitIsAnErrorNotATrap() async {
    let result = await run("wait --timeout 10000000000000000s\n")
    #expect(result.status == .commandFailed)
    #expect(
      result.report == [
        "flow.mvcs:1:16: error: the duration '10000000000000000s' is longer than the most allowed, 36500d"
      ])
    #expect(await run("! clock advance 99999999999999999999999d\n").status == .success)
    #expect(await run("! wait --timeout \(String(repeating: "9", count: 400))s\n").status == .success)
  }

  @Test func scrollingByTheExtremesOfIntClamps() async {
    let result = await run(
      """
      select Scrolling
      call /scrolling scroll-up -9223372036854775808
      call /scrolling scroll-up 9223372036854775807
      call /scrolling scroll-to -9223372036854775808
      call /scrolling scroll-to 9223372036854775807
      call /scrolling scroll-down 9223372036854775807
      call /scrolling scroll-down 9223372036854775807
      call /scrolling scroll-down -9223372036854775808
      """, app: CatalogApp())
    #expect(result.status == .success, "\(result.report)")
  }

  @Test func completingAOneLetterSourcePathDoesNotTrap() async {
    #expect(await run(#"complete "source a""# + "\n").status == .success)
    #expect(await run(#"complete "source /""# + "\n").status == .success)
  }

  @Test func sourcingSomethingThatIsNotAFileIsAnError() async {
    let result = await run("source /dev/zero\n")
    #expect(result.report == ["flow.mvcs:1:8: error: cannot read /dev/zero: it is not a regular file"])
  }

  @Test func aMegabyteWordGetsNoSuggestion() async {
    let word = String(repeating: "x", count: 1_000_000)
    let result = await run("! tap \(word)\n")
    #expect(result.status == .success)
  }

  @Test func anErrorQuotesTwoThousandCharactersOfAMegabyteWordAndCountsTheRest() async {
    let word = String(repeating: "é", count: 1_000_000)
    let result = await run("tap \(word)\n")
    #expect(result.status == .commandFailed)
    #expect(
      result.report.first
        == "flow.mvcs:1:5: error: no button '\(String(repeating: "é", count: 1_989))… (998026 more characters)")
    #expect(result.report.allSatisfy { $0.count < 2_100 })
  }
}

@Suite struct HistoryFileTests {
  private func scratchFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-history-\(UUID().uuidString)/history")
  }

  @Test func appendedEntriesReadBackThroughLibedit() throws {
    let file = scratchFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let entries = ["tap ++", "echo a\\b\tc", "fill name \"Zoë 日本\"", "echo one \\\ntwo"]
    for entry in entries { #expect(HistoryFile.append(entry, to: file)) }
    let editor = try #require(LineEditor(historyFile: file) { _ in Completion(candidates: [], replaceFrom: 0) })
    #expect(editor.entries == entries)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func twoWritersAtOnceKeepEveryLine() throws {
    let file = scratchFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    DispatchQueue.concurrentPerform(iterations: 8) { writer in
      for entry in 0..<100 { HistoryFile.append("echo \(writer) \(entry)", to: file) }
    }
    let text = try String(contentsOf: file, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "_HiStOrY_V2_")
    #expect(lines.count == 801)
    #expect(Set(lines.dropFirst()).count == 800)
  }
}
