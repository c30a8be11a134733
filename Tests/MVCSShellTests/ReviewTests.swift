import Foundation
import MVCS
import MVCSApps
import Testing

@testable import MVCSShell

/// A folder of scripts and a pending store in it, removed at the end of the test.
private final class ReviewFolder {
  let url: URL
  let store: PendingChanges

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-review-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    store = PendingChanges(folder: url.appendingPathComponent(".mvcs-cache/pending").path)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try text.write(toFile: path(name), atomically: false, encoding: .utf8)
    return path(name)
  }

  func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

  /// Runs the script as `mvcs run --keep-going` does and keeps its changes, as the run would.
  @MainActor
  @discardableResult
  func run(_ name: String) async throws -> [PendingChange] {
    var runner = ScriptRunner(app: CounterApp(), apps: [CounterApp()], options: ShellOptions(width: 20))
    runner.keepGoing = true
    let result = await runner.run(file: path(name))
    try store.replace(result.pendingChanges, of: path(name))
    return result.pendingChanges
  }

  /// Reviews with `answers` as lines on a pipe; returns the summary and what was printed.
  @MainActor
  func review(_ answers: String, all: ReviewAnswer? = nil) -> (summary: ScriptReview.Summary, output: [String]) {
    var review = ScriptReview(store: store)
    review.answerForAll = all
    var printed: [String] = []
    review.writeOutput = { printed.append($0) }
    review.writeError = { printed.append("stderr: " + $0) }
    var lines = LineReviewAnswers(PlainLineReader(name: "<answers>", text: answers))
    let summary = review.run(answers: &lines)
    return (summary, printed)
  }
}

/// Three blocks out of date in one script: the first grows by two lines, so the later ones
/// move, and the third shrinks.
private let threeBlocks = """
  # three blocks
  echo one
  | uno
  echo "two\\nlines\\nmore"
  | dos
  echo three
  | tres
  | tres
  """

@MainActor
@Suite struct PendingChangeTests {
  @Test func aRunKeepsEachMismatchedBlockWithItsPlaceAndOutput() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    let changes = try await folder.run("s.mvcs")
    #expect(changes.map(\.line) == [2, 4, 6])
    #expect(changes.map(\.blockStart) == [3, 5, 7])
    #expect(changes[1].block == ["| dos"])
    #expect(changes[1].expected == ["dos"])
    #expect(changes[1].actual == ["two", "lines", "more"])
    #expect(changes[2].block == ["| tres", "| tres"])
    #expect(changes[0].location == folder.path("s.mvcs") + ":2")
  }

  @Test func theStoreKeepsOneEntryPerScriptAndARunWithoutChangesRemovesIt() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    try folder.write("t.mvcs", "echo t\n| x\n")
    try await folder.run("t.mvcs")
    try await folder.run("s.mvcs")
    var (entries, problems) = folder.store.load()
    #expect(problems.isEmpty)
    #expect(entries.map(\.file) == [folder.path("s.mvcs"), folder.path("t.mvcs")])
    #expect(entries.map(\.changes.count) == [3, 1])
    try folder.write("t.mvcs", "echo t\n| t\n")
    try await folder.run("t.mvcs")
    (entries, problems) = folder.store.load()
    #expect(entries.map(\.file) == [folder.path("s.mvcs")])
  }

  @Test func entryNamesStayInTheFolderWhateverThePath() throws {
    let store = PendingChanges(folder: "pending")
    #expect(store.entryPath(for: "Scripts/todo/milk.mvcs") == "pending/Scripts%2Ftodo%2Fmilk.mvcs.json")
    #expect(store.entryPath(for: "./a%b.mvcs") == "pending/%2E%2Fa%25b.mvcs.json")
    #expect(store.entryPath(for: "../../etc/x") == "pending/%2E.%2F..%2Fetc%2Fx.json")
    let long = String(repeating: "folder/", count: 60) + "x.mvcs"
    let name = String(store.entryPath(for: long).dropFirst("pending/".count))
    #expect(name.utf8.count < 255)
    #expect(store.entryPath(for: long) != store.entryPath(for: long + "2"))
  }

  @Test func aDamagedEntryIsAProblemNotACrash() throws {
    let folder = try ReviewFolder()
    try FileManager.default.createDirectory(atPath: folder.store.folder, withIntermediateDirectories: true)
    try "{ not json".write(toFile: folder.store.folder + "/x.json", atomically: false, encoding: .utf8)
    let (entries, problems) = folder.store.load()
    #expect(entries.isEmpty)
    #expect(
      problems.map(\.description) == [
        "cannot read the pending changes in \(folder.store.folder)/x.json: it is not a list of pending changes"
      ])
    // No folder at all is simply nothing to review.
    #expect(PendingChanges(folder: folder.path("none")).load().entries.isEmpty)
  }
}

@MainActor
@Suite struct ScriptRewriteTests {
  @Test func acceptedBlocksMoveTheBlocksBelowThem() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    let changes = try await folder.run("s.mvcs")
    var rewrite = ScriptRewrite(text: try folder.read("s.mvcs"), changes: changes)
    // The second grows by two lines; the third, below it, is found two lines down.
    let accepted = [rewrite.accept(1), rewrite.accept(2), rewrite.accept(2)]
    #expect(accepted == [true, true, false])
    #expect(
      rewrite.text == """
        # three blocks
        echo one
        | uno
        echo "two\\nlines\\nmore"
        | two
        | lines
        | more
        echo three
        | three
        """)
    // The first, kept, has not moved; accepted ones are gone from what stays pending.
    #expect(rewrite.pending(keeping: [0, 1, 2]).map(\.blockStart) == [3])
  }

  @Test func aKeptChangeMovesWithTheLinesAboveIt() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    let changes = try await folder.run("s.mvcs")
    var rewrite = ScriptRewrite(text: try folder.read("s.mvcs"), changes: changes)
    rewrite.accept(1)
    let kept = rewrite.pending(keeping: [2])
    #expect(kept.map(\.blockStart) == [9])
    #expect(kept.map(\.line) == [8])
    // Moved and fingerprinted afresh, it applies to the rewritten text.
    var next = ScriptRewrite(text: rewrite.text, changes: kept)
    #expect(next.staleness(of: 0) == nil)
    let accepted = next.accept(0)
    #expect(accepted)
    #expect(next.text.hasSuffix("echo three\n| three"))
  }

  @Test func aScriptEditedSinceTheRunIsNeverRewritten() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    let changes = try await folder.run("s.mvcs")
    let original = try folder.read("s.mvcs")

    let blockEdited = original.replacingOccurrences(of: "| dos", with: "| DOS")
    var rewrite = ScriptRewrite(text: blockEdited, changes: changes)
    #expect(rewrite.staleness(of: 1)?.description == "line 5, in the block, changed since the run")
    let accepted = rewrite.accept(1)
    #expect(!accepted)
    #expect(rewrite.text == blockEdited)
    // The changes above it still apply, and those below it too: only what is above a block
    // decides its output.
    #expect(rewrite.staleness(of: 0) == nil)
    #expect(rewrite.staleness(of: 2) == nil)

    let commandEdited = original.replacingOccurrences(of: "echo one", with: "echo ONE")
    rewrite = ScriptRewrite(text: commandEdited, changes: changes)
    #expect(rewrite.staleness(of: 0)?.description == "commands above the block changed since the run")
    #expect(rewrite.staleness(of: 2)?.description == "commands above the block changed since the run")

    let cut = "# three blocks\necho one"
    rewrite = ScriptRewrite(text: cut, changes: changes)
    #expect(rewrite.staleness(of: 0)?.description == "the script has fewer lines than when it ran")

    // A comment added below the last block changes nothing above it.
    rewrite = ScriptRewrite(text: original + "\n# the end", changes: changes)
    #expect((0..<3).allSatisfy { rewrite.staleness(of: $0) == nil })
  }

  @Test func aScriptWithWindowsLineEndingsIsJudgedLineByLineAndKeepsThem() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", "echo a\r\n  | b\r\necho c \\\r\n  d\r\n| c d\r\n")
    let changes = try await folder.run("s.mvcs")
    #expect(changes.map(\.blockStart) == [2])
    var rewrite = ScriptRewrite(text: try folder.read("s.mvcs"), changes: changes)
    rewrite.accept(0)
    #expect(rewrite.text == "echo a\r\n  | a\r\necho c \\\r\n  d\r\n| c d\r\n")
  }

  @Test func indentationIsKeptAndOutputThatReadsAsAPatternMatchesOnlyItself() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", "echo a\n  | b\necho ...\n| x\n")
    let changes = try await folder.run("s.mvcs")
    var rewrite = ScriptRewrite(text: try folder.read("s.mvcs"), changes: changes)
    for index in changes.indices { rewrite.accept(index) }
    #expect(rewrite.text == "echo a\n  | a\necho ...\n| \\.\\.\\. (re)\n")
  }
}

@MainActor
@Suite struct ScriptReviewTests {
  @Test func eachAnswerDoesWhatItSaysAndTheStoreRemembersTheRest() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    try await folder.run("s.mvcs")
    // Skip the first, accept the second (two lines more), reject the third.
    let (summary, output) = folder.review("s\n# a comment, then a blank line\n\naccept\nr\n")
    #expect(summary == ScriptReview.Summary(accepted: 1, rejected: 1, skipped: 1))
    #expect(summary.status == .expectationFailed)
    #expect(
      try folder.read("s.mvcs") == """
        # three blocks
        echo one
        | uno
        echo "two\\nlines\\nmore"
        | two
        | lines
        | more
        echo three
        | tres
        | tres
        """)
    #expect(output.contains("change 2 of 3: \(folder.path("s.mvcs")):4: echo \"two\\nlines\\nmore\""))
    #expect(output.contains("--- expected: the script, line 5"))
    #expect(output.contains("+++ actual: what the run printed"))
    #expect(output.contains("accepted: line 5"))
    #expect(output.suffix(2) == ["1 accepted, 1 rejected, 1 skipped", "1 change left to review: mvcs review"])
    // The skipped one stays, and applies now: accept it.
    let pending = folder.store.load().entries.flatMap(\.changes)
    #expect(pending.map(\.line) == [2])
    let (second, _) = folder.review("a\n")
    #expect(second.status == .success)
    #expect(try folder.read("s.mvcs").hasPrefix("# three blocks\necho one\n| one\n"))
    #expect(folder.store.load().entries.isEmpty)
    #expect(folder.review("").output == ["no changes to review"])
  }

  @Test func acceptAllRewritesEveryBlockOfEveryScriptOnce() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    try folder.write("t.mvcs", "echo t\n| x\n")
    try await folder.run("s.mvcs")
    try await folder.run("t.mvcs")
    // The first is skipped; "A" accepts the second and everything after it.
    let (summary, output) = folder.review("s\nA\n")
    #expect(summary == ScriptReview.Summary(accepted: 3, skipped: 1))
    #expect(output.contains("accepted 2 changes in \(folder.path("s.mvcs"))"))
    #expect(try folder.read("s.mvcs").hasSuffix("| two\n| lines\n| more\necho three\n| three"))
    #expect(try folder.read("t.mvcs") == "echo t\n| t\n")
    #expect(folder.store.load().entries.flatMap(\.changes).map(\.line) == [2])
  }

  @Test func rejectAllWithoutAskingLeavesTheScriptsAsTheyAre() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    try await folder.run("s.mvcs")
    let (summary, _) = folder.review("", all: .rejectAll)
    #expect(summary == ScriptReview.Summary(rejected: 3))
    #expect(summary.status == .success)
    #expect(try folder.read("s.mvcs") == threeBlocks)
    #expect(folder.store.load().entries.isEmpty)
  }

  @Test func aScriptEditedSinceTheRunIsReportedAndLeftAsItIs() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    try await folder.run("s.mvcs")
    let edited = threeBlocks.replacingOccurrences(of: "| dos", with: "| DOS")
    try folder.write("s.mvcs", edited)
    let (summary, output) = folder.review("a\na\n")
    #expect(summary == ScriptReview.Summary(accepted: 2, stale: 1))
    #expect(summary.status == .expectationFailed)
    #expect(
      output.contains(
        "stderr: \(folder.path("s.mvcs")):4: warning: the script changed since the run (line 5, in the block, changed since the run); the change is left as it is"
      ))
    #expect(try folder.read("s.mvcs").contains("| DOS"))
    #expect(try folder.read("s.mvcs").hasSuffix("echo three\n| three"))
    // It stays pending, and stays out of date, until the script runs again.
    #expect(folder.review("a\n").summary == ScriptReview.Summary(stale: 1))
    try await folder.run("s.mvcs")
    #expect(folder.review("a\n").summary == ScriptReview.Summary(accepted: 1))
  }

  /// Answers `accept`, after editing the script as a person might while the question waits.
  private struct EditingWhileAsked: ReviewAnswers {
    var answer = ReviewAnswer.accept
    let edit: () -> Void
    func reply(to change: PendingChange) -> ReviewReply {
      edit()
      return .answer(answer)
    }
  }

  @Test func anEditMadeWhileTheQuestionWaitsIsNeverOverwritten() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", "echo a\n| b\n")
    try await folder.run("s.mvcs")
    var review = ScriptReview(store: folder.store)
    review.writesEachDecision = true
    var printed: [String] = []
    review.writeOutput = { _ in }
    review.writeError = { printed.append($0) }
    var answers = EditingWhileAsked {
      try? "echo a\n| edited by hand\n".write(toFile: folder.path("s.mvcs"), atomically: false, encoding: .utf8)
    }
    #expect(review.run(answers: &answers) == ScriptReview.Summary(stale: 1))
    #expect(try folder.read("s.mvcs") == "echo a\n| edited by hand\n")
    #expect(
      printed.first?.hasSuffix("(line 2, in the block, changed since the run); the change is left as it is") == true)
  }

  @Test func acceptAllAtATerminalLooksAtTheScriptAgainFirst() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", "echo a\n| b\necho c\n| d\n")
    try await folder.run("s.mvcs")
    var review = ScriptReview(store: folder.store)
    review.writesEachDecision = true
    review.writeOutput = { _ in }
    review.writeError = { _ in }
    var answers = EditingWhileAsked(answer: .acceptAll) {
      try? "echo a\n| by hand\necho c\n| d\n".write(toFile: folder.path("s.mvcs"), atomically: false, encoding: .utf8)
    }
    // The first block was edited by hand: left as it is; the second is still valid.
    #expect(review.run(answers: &answers) == ScriptReview.Summary(accepted: 1, stale: 1))
    #expect(try folder.read("s.mvcs") == "echo a\n| by hand\necho c\n| c\n")
  }

  @Test func answersFromAPipeAreWrittenOncePerScriptAndNeverOverAnEdit() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", "echo a\n| b\n")
    try await folder.run("s.mvcs")
    var review = ScriptReview(store: folder.store)
    var printed: [String] = []
    review.writeOutput = { _ in }
    review.writeError = { printed.append($0) }
    var answers = EditingWhileAsked {
      try? "# edited\necho a\n| b\n".write(toFile: folder.path("s.mvcs"), atomically: false, encoding: .utf8)
    }
    #expect(review.run(answers: &answers) == ScriptReview.Summary(notReached: 1, errors: 1))
    #expect(
      printed == ["\(folder.path("s.mvcs")): error: the script changed during the review; its changes stay pending"])
    #expect(try folder.read("s.mvcs") == "# edited\necho a\n| b\n")
    #expect(folder.store.load().entries.flatMap(\.changes).count == 1)
  }

  @Test func aReplyThatIsNotAnAnswerStopsTheReview() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", threeBlocks)
    try await folder.run("s.mvcs")
    let (summary, output) = folder.review("a\nyes\na\n")
    #expect(summary == ScriptReview.Summary(accepted: 1, notReached: 2, errors: 1))
    #expect(summary.status == .usage)
    #expect(output.contains("stderr: <answers>:2:1: error: 'yes' is not an answer to the review"))
    #expect(output.contains("stderr:   hint: a accept / r reject / s skip / A accept all / R reject all / q quit"))
    #expect(folder.store.load().entries.flatMap(\.changes).count == 2)
    // The end of the answers leaves the rest too, without an error.
    let (ended, _) = folder.review("")
    #expect(ended == ScriptReview.Summary(notReached: 2))
  }

  @Test func acceptingWritesThroughALinkKeepingTheFilesMode() async throws {
    let folder = try ReviewFolder()
    let target = try folder.write("real.mvcs", "echo a\n| b\n")
    chmod(target, 0o640)
    try FileManager.default.createSymbolicLink(atPath: folder.path("link.mvcs"), withDestinationPath: "real.mvcs")
    try await folder.run("link.mvcs")
    #expect(folder.review("a\n").summary.status == .success)
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("link.mvcs"))
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(try folder.read("real.mvcs") == "echo a\n| a\n")
    var info = stat()
    stat(target, &info)
    #expect(info.st_mode & 0o777 == 0o640)
  }

  @Test func aScriptThatCannotBeWrittenKeepsItsChanges() async throws {
    let folder = try ReviewFolder()
    let script = try folder.write("s.mvcs", "echo a\n| b\n")
    try await folder.run("s.mvcs")
    chmod(script, 0o444)
    let (summary, output) = folder.review("a\n")
    #expect(summary.status == .usage)
    #expect(
      output.contains(
        "stderr: \(script): error: cannot rewrite the script: the file is read-only; its changes stay pending"))
    #expect(folder.store.load().entries.count == 1)
  }

  @Test func theChangesOfAScriptThatIsGoneStayUntilRejected() async throws {
    let folder = try ReviewFolder()
    try folder.write("s.mvcs", "echo a\n| b\n")
    try await folder.run("s.mvcs")
    try FileManager.default.removeItem(atPath: folder.path("s.mvcs"))
    let (summary, output) = folder.review("a\n", all: .acceptAll)
    #expect(summary == ScriptReview.Summary(notReached: 1, errors: 1))
    #expect(
      output.contains(
        "stderr: \(folder.path("s.mvcs")): error: cannot read the script: No such file or directory; its change stays pending"
      ))
    #expect(folder.review("", all: .rejectAll).summary == ScriptReview.Summary(rejected: 1))
    #expect(folder.store.load().entries.isEmpty)
  }

  @Test func pathsChooseTheScriptsToReview() async throws {
    let folder = try ReviewFolder()
    try FileManager.default.createDirectory(atPath: folder.path("sub"), withIntermediateDirectories: true)
    try folder.write("sub/s.mvcs", "echo s\n| x\n")
    try folder.write("t.mvcs", "echo t\n| x\n")
    try await folder.run("sub/s.mvcs")
    try await folder.run("t.mvcs")
    var review = ScriptReview(store: folder.store)
    review.paths = [folder.path("sub") + "/"]
    review.answerForAll = .acceptAll
    review.writeOutput = { _ in }
    var none = LineReviewAnswers(PlainLineReader(name: "<answers>", text: ""))
    #expect(review.run(answers: &none) == ScriptReview.Summary(accepted: 1))
    #expect(try folder.read("t.mvcs") == "echo t\n| x\n")
  }
}

@Suite struct TerminalReviewKeysTests {
  @Test func keysTypedTogetherAreEachAnAnswerAndAnArrowIsOneKey() {
    #expect(TerminalReviewKeys.keys(in: Array("as".utf8)) == ["a", "s"])
    #expect(TerminalReviewKeys.keys(in: Array("\u{1B}[A\u{1B}OBq".utf8)) == ["\u{1B}[A", "\u{1B}OB", "q"])
    #expect(TerminalReviewKeys.keys(in: Array("\u{1B}é".utf8)) == ["\u{1B}", "é"])
  }
}
