import Foundation
import Testing

/// `mvcs review` as a user drives it: a run keeps the blocks that differ, and the review
/// takes answers as lines from a pipe, or as single keys in a real terminal (tmux).
@Suite(.serialized)
struct ReviewCommandTests {
  /// A script with three out-of-date blocks, the second growing by two lines when accepted.
  private func scratchWithChanges() async throws -> ScratchFolder {
    let scratch = try ScratchFolder()
    try scratch.write(
      "flows/s.mvcs",
      """
      echo one
      | uno
      echo "two\\nlines"
      | dos
      echo three
      | tres

      """)
    try scratch.write("t.mvcs", "echo t\n| x\n")
    let run = try await MVCSProcess.run(["run", "--keep-going", "flows/s.mvcs", "t.mvcs"], in: scratch.url)
    #expect(run.status == 1)
    #expect(run.stdout.hasSuffix("0 passed, 2 failed\n"))
    #expect(run.stderr == "4 changes to review: mvcs review\n")
    return scratch
  }

  private func read(_ scratch: ScratchFolder, _ name: String) throws -> String {
    try String(contentsOf: scratch.url.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func aPipeAnswersOneLineAtATime() async throws {
    let scratch = try await scratchWithChanges()
    let review = try await MVCSProcess.run(["review"], input: "s\naccept\nr\n", in: scratch.url)
    #expect(review.status == 1, "a skipped change and one not reached are left")
    #expect(review.stderr == "")
    #expect(
      review.stdout == """
        change 1 of 4: flows/s.mvcs:1: echo one
        --- expected: the script, line 2
        +++ actual: what the run printed
        @@ -1 +1 @@
        -uno
        +one
        skipped

        change 2 of 4: flows/s.mvcs:3: echo "two\\nlines"
        --- expected: the script, line 4
        +++ actual: what the run printed
        @@ -1 +1,2 @@
        -dos
        +two
        +lines
        accepted: line 4

        change 3 of 4: flows/s.mvcs:6: echo three
        --- expected: the script, line 7
        +++ actual: what the run printed
        @@ -1 +1 @@
        -tres
        +three
        rejected

        change 4 of 4: t.mvcs:1: echo t
        --- expected: the script, line 2
        +++ actual: what the run printed
        @@ -1 +1 @@
        -x
        +t
        1 accepted, 1 rejected, 1 skipped, 1 not reached
        2 changes left to review: mvcs review

        """)
    #expect(
      try read(scratch, "flows/s.mvcs") == "echo one\n| uno\necho \"two\\nlines\"\n| two\n| lines\necho three\n| tres\n"
    )

    // What is left: the skipped one and the one not reached; accept them all, without asking.
    let rest = try await MVCSProcess.run(["review", "--accept"], in: scratch.url)
    #expect(rest.status == 0)
    #expect(
      rest.stdout.hasSuffix(
        "accepted 1 change in flows/s.mvcs\naccepted 1 change in t.mvcs\n2 accepted, 0 rejected, 0 skipped\n"))
    #expect(try read(scratch, "flows/s.mvcs").hasPrefix("echo one\n| one\n"))
    #expect(try read(scratch, "t.mvcs") == "echo t\n| t\n")
    let none = try await MVCSProcess.run(["review"], in: scratch.url)
    #expect(none.status == 0)
    #expect(none.stdout == "no changes to review\n")
    // The one rejected still differs: the next run finds it again.
    let again = try await MVCSProcess.run(["run", "flows/s.mvcs", "t.mvcs"], in: scratch.url)
    #expect(again.stdout.hasSuffix("1 passed, 1 failed\n"))
  }

  @Test func aCommandExpectedToFailIsShownWithItsMark() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("bang.mvcs", "launch counter\n  ! tap Add\n| error: no button 'Add'\n")
    _ = try await MVCSProcess.run(["run", "bang.mvcs"], in: scratch.url)
    let review = try await MVCSProcess.run(["review"], input: "s\n", in: scratch.url)
    #expect(review.stdout.hasPrefix("change 1 of 1: bang.mvcs:2: ! tap Add\n--- expected: the script, line 3\n"))
  }

  @Test func aReplyThatIsNotAnAnswerIsALocatedUsageError() async throws {
    let scratch = try await scratchWithChanges()
    let review = try await MVCSProcess.run(["review", "t.mvcs"], input: "yes\n", in: scratch.url)
    #expect(review.status == 2)
    #expect(
      review.stderr == """
        <stdin>:1:1: error: 'yes' is not an answer to the review
          hint: a accept / r reject / s skip / A accept all / R reject all / q quit

        """)
    #expect(try read(scratch, "t.mvcs") == "echo t\n| x\n")
    let both = try await MVCSProcess.run(["review", "--accept", "--reject"], in: scratch.url)
    #expect(both.status == 2)
    #expect(both.stderr.contains("--accept and --reject cannot be used together"))
  }

  @Test func updateAndCIKeepNothingToReview() async throws {
    let scratch = try await scratchWithChanges()
    let pending = scratch.url.appendingPathComponent(".mvcs-cache/pending")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: pending.path).sorted() == [
        "flows%2Fs.mvcs.json", "t.mvcs.json",
      ])
    // --update accepts everything; the scripts it rewrote have nothing left to review.
    let update = try await MVCSProcess.run(["run", "--update", "t.mvcs"], in: scratch.url)
    #expect(update.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: pending.path) == ["flows%2Fs.mvcs.json"])
    // In CI nobody reviews: a run keeps nothing and says nothing about it.
    try FileManager.default.removeItem(at: pending)
    let ci = try await MVCSProcess.run(["run", "flows/s.mvcs"], in: scratch.url, environment: ["CI": "true"])
    #expect(ci.status == 1)
    #expect(ci.stderr == "")
    #expect(!FileManager.default.fileExists(atPath: pending.path))
  }

  @Test func helpListsReview() async throws {
    let help = try await MVCSProcess.run(["--help"])
    #expect(help.stdout.contains("review"))
    let reviewHelp = try await MVCSProcess.run(["review", "--help"])
    #expect(reviewHelp.stdout.contains("--accept"))
    #expect(reviewHelp.stdout.contains(".mvcs-cache/pending/"))
  }

  @Test func aTerminalAnswersWithSingleKeys() async throws {
    let scratch = try await scratchWithChanges()
    let tmux = try TmuxSession()
    let log = scratch.url.appendingPathComponent("terminal.log")
    try await tmux.launchRecorded(["review"], in: scratch.url, log: log)
    let question = "a accept / r reject / s skip / A accept all / R reject all / q quit?"
    try await tmux.waitUntil("the first question") { $0.text.contains("change 1 of 4") && $0.lastLine == question }
    // One key, no Enter: the answer is written out after the question.
    try tmux.type("a")
    try await tmux.waitUntil("the second question") {
      $0.contains(line: question + " accept") && $0.text.contains("change 2 of 4") && $0.lastLine == question
    }
    // A key that is no answer is not echoed; the question comes again.
    try tmux.type("x")
    try await tmux.waitUntil("the question again") { $0.count(line: question) == 2 && $0.lastLine == question }
    try tmux.type("s")
    try await tmux.waitUntil("the third question") { $0.text.contains("change 3 of 4") && $0.lastLine == question }
    // Capital A accepts this one and the rest.
    try tmux.type("A")
    let end = try await tmux.waitUntil("the end of the review") { $0.contains(line: "EXITED=1") }
    #expect(end.contains(line: "3 accepted, 0 rejected, 1 skipped"))
    #expect(end.contains(line: "1 change left to review: mvcs review"))
    #expect(try read(scratch, "flows/s.mvcs") == "echo one\n| one\necho \"two\\nlines\"\n| dos\necho three\n| three\n")
    #expect(try read(scratch, "t.mvcs") == "echo t\n| t\n")
    // The diff was coloured on the terminal: removed red, added green.
    let drawn = try String(contentsOf: log, encoding: .utf8)
    #expect(drawn.contains("\u{1B}[31m-uno\u{1B}[0m"))
    #expect(drawn.contains("\u{1B}[32m+one\u{1B}[0m"))

    // Ctrl-C leaves the review as q does, and the terminal as it was.
    try await tmux.launchRecorded(["review"], in: scratch.url, log: log)
    try await tmux.waitUntil("the question") { $0.text.contains("change 1 of 1") && $0.lastLine == question }
    try tmux.press("C-c")
    let quit = try await tmux.waitUntil("the review's end") { $0.contains(line: "EXITED=1") }
    #expect(quit.contains(line: question + " quit"))
    #expect(quit.contains(line: "0 accepted, 0 rejected, 0 skipped, 1 not reached"))
  }
}
