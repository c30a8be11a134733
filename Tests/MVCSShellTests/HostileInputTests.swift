import Foundation
import MVCS
import MVCSApps
import Testing

@testable import MVCSShell

/// The reproducers of #22 that need no process of their own: input a hostile user types
/// gets a clear, located error and a bounded amount of work, and text is read as typed.
extension BoundedCommandTests {
  @Test func aVariableDoubledOnEveryLineStopsAtOneMebibyte() async {
    // 322 bytes of input that once asked for 2 GB: 10 bytes doubled 27 times.
    let result = await run("set X 0123456789\n" + String(repeating: "set X $X$X\n", count: 27) + "echo done\n")
    #expect(result.status == .commandFailed)
    // 10 × 2^17 bytes is the first value over 1 MiB: the 18th line.
    #expect(
      result.report == [
        "flow.mvcs:18:7: error: the value of 'X' would hold 1310720 bytes; a variable holds at most 1 MiB (1048576 bytes)",
        "  hint: a variable is for a name or a line of text; keep long text in a script and `source` it",
      ])
    #expect(result.commandsRun == 18)
  }

  @Test func aLineWhoseVariablesExpandPastFourMebibytesIsAnError() async {
    // Eight expansions of a 640 KiB variable are 5 MiB: the seventh passes 4 MiB.
    let script = "set X " + String(repeating: "x", count: 640 << 10) + "\necho $X$X$X$X$X$X$X$X\n"
    let result = await run(script)
    #expect(result.status == .commandFailed)
    #expect(result.report.first == "flow.mvcs:2:18: error: the variables of this line expand to more than 4 MiB")
    #expect(
      result.report.dropFirst().first
        == "  hint: a line's variables may add at most 4194304 bytes to it; '$X' holds 655360")
  }

  @Test func aCombiningMarkAfterAQuoteEchoesAsTyped() async {
    let result = await run("echo \"\u{301}\"\n| \u{301}\n")
    #expect(result.status == .success, "\(result.report)")
  }

  @Test func aCatastrophicPatternInAnExpectedBlockIsCheckedInABoundedBudget() async {
    // Twelve lines of `a`s that `(a+)+b` takes exponential time to refuse, each checked by
    // the match and again by the diff: once cost minutes, now one budget per block.
    let lines = (0..<12).map { String(repeating: "a", count: 28) + "c\($0)" }
    let script =
      "echo \"\(lines.joined(separator: "\\n"))\"\n" + String(repeating: "| (a+)+b (re)\n", count: 12)
    let result = await run(script)
    #expect(result.status == .expectationFailed)
    #expect(result.report.first == "flow.mvcs:1: output differs")
    #expect(
      result.report.contains(
        "flow.mvcs:2: the regular expression (a+)+b gave up on a line after 1000 × 10,000 backtracking steps; the line counts as not matching"
      ), "\(result.report.prefix(4))")
    #expect(
      result.report.contains(
        "flow.mvcs:2: the block's regular expressions used their whole budget (5000 × 10,000 backtracking steps); the lines left unchecked count as not matching"
      ))
  }
}

/// Lines read as they were typed, and one block's comparisons asked once each (#22).
@Suite struct HostileTextTests {
  @Test func aCombiningMarkAfterAQuoteDoesNotMergeWithIt() throws {
    let line = "echo \"\u{301}\" '\u{301}x' \\\u{301}"
    let words = try Lexer().words(in: LogicalLine(line)).map(\.text)
    #expect(words == ["echo", "\u{301}", "\u{301}x", "\u{301}"])
  }

  @Test func eachPairOfLinesIsCheckedOnceAndTheAnswerKept() {
    let comparison = OutputMatcher.Comparison(expected: ["(a+)+b (re)", "x\\d (re)"])
    let hard = String(repeating: "a", count: 26) + "c"
    #expect(!comparison.lineMatches("(a+)+b (re)", hard))
    #expect(comparison.gaveUp == ["(a+)+b (re)"])
    // Asked again, the same pair costs nothing: the budget is not spent twice.
    for _ in 0..<100 { #expect(!comparison.lineMatches("(a+)+b (re)", hard)) }
    #expect(!comparison.isExhausted)
    #expect(comparison.lineMatches("x\\d (re)", "x1"))
    #expect(comparison.matches([hard, "x2"]) == false)
  }

  @Test func ordinaryPatternsAndLongLinesStayWellInsideTheBudget() {
    let long = String(repeating: "x", count: 1_000_000) + "foo"
    let comparison = OutputMatcher.Comparison(expected: [".*foo (re)", "Count: \\d+ (re)", "..."])
    #expect(comparison.matches([long, "Count: 12", "[++] [--]"]))
    #expect(comparison.gaveUp.isEmpty && !comparison.isExhausted)
  }
}

/// Text from names and data reaches no report, page or completion raw (#22).
@MainActor
@Suite struct TextLeakTests {
  private func failed(_ file: String, artifacts: [String] = []) -> JUnitReport.Case {
    var result = ScriptResult(
      file: file, status: .expectationFailed, report: ["\(file): output differs"], commandsRun: 1)
    result.artifacts = artifacts
    return JUnitReport.Case(result: result, seconds: 0)
  }

  @Test func aJUnitNameShowsItsControlAndBidiCharactersAsTheTerminalDoes() {
    let file = "a\u{202E}b\u{85}c\u{7F}d\u{1B}e\u{07}f\u{2028}g.mvcs"
    let xml = JUnitReport(suite: "mvcs run", cases: [failed(file)]).xml
    let shown = "a&lt;U+202E&gt;b&lt;U+0085&gt;c^?d^[e^Gf&lt;U+2028&gt;g.mvcs"
    #expect(xml.contains(#"<testcase name="\#(shown)""#), "\(xml)")
    #expect(xml.contains(#"message="\#(shown): output differs""#))
    for raw in ["\u{202E}", "\u{85}", "\u{7F}", "\u{1B}", "\u{07}", "\u{2028}", "\u{FFFD}"] {
      #expect(!xml.unicodeScalars.contains(raw.unicodeScalars.first ?? " "), "\(raw.unicodeScalars.first?.value ?? 0)")
    }
  }

  @Test func anArtifactFolderNameHoldsNoBracketsAndAnAttachmentLineIsNeverCut() {
    #expect(FailureArtifacts.folderName(for: "Scripts/a]]b.mvcs") == "Scripts__a%5D%5Db.mvcs.artifacts")
    #expect(FailureArtifacts.folderName(for: "x%\u{1B}\u{202E}.mvcs") == "x%25%1B%E2%80%AE.mvcs.artifacts")
    let xml = JUnitReport(
      suite: "s", cases: [failed("a.mvcs", artifacts: ["/tmp/a%5D%5Db/screen.txt", "/tmp/d]]/x.txt", "/tmp/\u{1B}/y"])]
    ).xml
    #expect(xml.contains("<system-out>[[ATTACHMENT|/tmp/a%5D%5Db/screen.txt]]</system-out>"), "\(xml)")
    #expect(!xml.contains("d]]"))
  }

  @Test func thePageOfAScreenEscapesItsTitle() {
    let page = FailureArtifacts.html([], title: "s\u{1B}]0;x\u{07}<b>\u{202E}.mvcs")
    #expect(page.contains("<title>s^[]0;x^G&lt;b&gt;&lt;U+202E&gt;.mvcs</title>"))
  }

  @Test func jsonWrittenOutHoldsNoRawSeparators() {
    let json = Array(#"{"a":"x\#u{2028}y\#u{2029}z é€"}"#.utf8)
    #expect(JSONText.escapingSeparators(json) == Array(#"{"a":"x\u2028y\u2029z é€"}"#.utf8))
    let decoded = try? JSONSerialization.jsonObject(with: Data(JSONText.escapingSeparators(json))) as? [String: String]
    #expect(decoded?["a"] == "x\u{2028}y\u{2029}z é€")
  }

  @Test func lineAndParagraphSeparatorsAreEscapedEverywhere() {
    #expect("a\u{2028}b\u{2029}c".escapingControlCharacters == "a<U+2028>b<U+2029>c")
    #expect(Terminal.printable("x\u{2028}y", keepingStyles: true) == "x<U+2028>y")
    #expect(RenderedLine("x\u{2029}y").plainText == "x<U+2029>y")
    #expect(ShellError("no button '\u{2028}'").lines() == ["error: no button '<U+2028>'"])
  }

  @Test func completionQuotesANameWithACarriageReturnOrAnyControlCharacter() throws {
    for name in ["a\rb", "a\r\nb", "a\u{1B}b", "tab\there", "it's\u{301}"] {
      let quoted = CompletionRequest.quoted(name)
      #expect(quoted.hasPrefix("'"), "\(name.debugDescription)")
      #expect(try Lexer().words(in: LogicalLine("cd " + quoted)).map(\.text) == ["cd", name])
    }
    #expect(CompletionRequest.quoted("plain") == "plain")
  }

  @Test func namesThatAreNotUTF8ComeBackByteForByte() {
    var samples: [[UInt8]] = [
      [0x69, 0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], Array("Zoë".utf8),
    ]
    samples += (0...255).map { [0x61, UInt8($0), 0x62] }
    for bytes in samples {
      let name = FileName.decoding(bytes)
      #expect(FileName.bytes(of: name) == bytes, "\(bytes)")
    }
    #expect(FileName.decoding([0x69, 0xFF]).escapingControlCharacters == "i\\xFF")
    #expect(FileName.decoding(Array("plain é".utf8)) == "plain é")
  }
}
