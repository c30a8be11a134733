import Foundation
import MVCS
import MVCSApps
import Testing

@testable import MVCSShell

/// `mvcs run --report`: what a script's timeline keeps of each step, that keeping it changes
/// nothing the run does, and that the pages made of it are safe to open.
@MainActor
@Suite struct ReportTests {
  private func run(_ text: String, app: any App = TodoApp(), recording: Bool = true) async -> ScriptResult {
    var runner = ScriptRunner(app: app, apps: BuiltInApps.all)
    runner.recordsTimeline = recording
    return await runner.run(text: text, file: "flows/report.mvcs")
  }

  /// The package root: this file is `Tests/MVCSShellTests/ReportTests.swift`.
  private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func eachStepKeepsItsCommandPlaceOutputEventsStoreWritesAndClock() async throws {
    let result = await run(
      """
      launch todo
      tap "Create list"
      fill "List Name" Groceries
      tap Create
      clock advance 90s
      echo done
      | done
      ! tap Nothing
      echo "not reached"
      | something else
      echo never
      """)
    #expect(result.status == .expectationFailed)
    let timeline = try #require(result.timeline)
    #expect(timeline.file == "flows/report.mvcs")
    #expect(timeline.columns == 80)
    #expect(
      timeline.steps.map(\.command).prefix(3) == ["launch todo", #"tap "Create list""#, #"fill "List Name" Groceries"#])
    #expect(timeline.steps.map(\.line) == [1, 2, 3, 4, 5, 6, 8, 9, 11])
    #expect(
      timeline.steps.map(\.verdict) == [
        .passed, .passed, .passed, .passed, .passed, .passed, .passed, .mismatch, .notRun,
      ])
    // The button's action and the list's row, and the store write it made.
    let create = timeline.steps[3]
    #expect(create.events.contains { $0.kind == .action && $0.text.hasSuffix("action create") })
    #expect(create.events.contains { $0.kind == .store && $0.text.contains("insert") })
    // The virtual clock, as the step left it.
    #expect(timeline.steps[3].clock == "2026-01-01T09:00:00Z")
    #expect(timeline.steps[4].clock == "2026-01-01T09:01:30Z")
    #expect(timeline.steps[5].output == ["done"])
    // A `!` step keeps its mark and its error as output.
    #expect(timeline.steps[6].mustFail)
    #expect(timeline.steps[6].output.first?.hasPrefix("error: no button 'Nothing'") == true)
    // The failing step keeps its expected block and the run's report for it: the diff.
    let mismatch = timeline.steps[7]
    #expect(mismatch.expected == ["something else"])
    #expect(mismatch.problems.first == "flows/report.mvcs:9: output differs")
    #expect(mismatch.problems.contains("-something else") && mismatch.problems.contains("+not reached"))
    #expect(timeline.firstProblem == 7)
    // A step that did not run keeps its command and block, and nothing it did not do.
    #expect(timeline.steps[8].command == "echo never" && timeline.steps[8].clock == nil)
  }

  @Test func theScreenAfterAStepIsWhatShowPrintsThere() async throws {
    let script = [
      "launch todo", #"tap "Create list""#, #"fill "List Name" Groceries"#, "tap Create", "select Groceries",
      "tap +", "fill Title Milk", "log 3", "tap Create", "store ls", "back",
    ]
    let result = await run(script.joined(separator: "\n") + "\n")
    #expect(result.passed, "\(result.report)")
    let timeline = try #require(result.timeline)
    for count in 1...script.count {
      // What `show` prints after the first `count` steps, in a session of its own.
      let session = Session(app: TodoApp(), apps: BuiltInApps.all, options: ShellOptions(width: 80, color: true))
      let interpreter = Interpreter(session: session)
      for line in script.prefix(count) { await interpreter.execute(LogicalLine(line)) }
      let shown = await interpreter.execute(LogicalLine("show")).output
      let index = try #require(timeline.steps[count - 1].screen, "step \(count) has no screen")
      // Styles and all, as a terminal gets them.
      #expect(timeline.screen(index) == shown, "step \(count)")
    }
  }

  @Test func aStepFollowedByACommandThatActsFirstShowsNoScreenAndSaysWhy() async throws {
    let result = await run("launch counter\ncall increment\ncall increment\nshow\n", app: CounterApp())
    let timeline = try #require(result.timeline)
    // `call` acts without drawing: the screens after `launch` and the first `call` were
    // never drawn by the run, so the report has none for them.
    #expect(timeline.steps[0].screen == nil && timeline.steps[0].screenChangedBy == 1)
    #expect(timeline.steps[1].screen == nil && timeline.steps[1].screenChangedBy == 2)
    // The second `call`'s screen is the one `show` drew; the last step's is drawn at the end.
    let second = try #require(timeline.steps[2].screen)
    #expect(timeline.screen(second).map(Self.plain).contains("2"))
    #expect(timeline.steps[3].screen == second)
    let html = ScriptPage(result: result).html
    #expect(html.contains("step 2, `call increment` (line 2), changed the app before anything drew the window"))
  }

  /// Recording draws nothing the run does not: every flow of the package comes out the same,
  /// step for step, with a timeline as without one, and a `log` right after a launch, where
  /// a drawing for the report would have made the rows appear, prints what it prints alone.
  @Test func recordingChangesNothingTheRunDoes() async throws {
    let folder = Self.packageRoot.appendingPathComponent("Scripts").path
    var files = try ScriptCollection.files(for: [folder])
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).mvcs")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try "launch todo\ntap \"Create list\"\nfill \"List Name\" A\ntap Create\nlog\ntree --json\nrelaunch\nlog\n"
      .write(to: scratch, atomically: true, encoding: .utf8)
    files.append(scratch.path)
    #expect(files.count > 20)
    for file in files {
      var plain = ScriptRunner(app: TodoApp(), apps: BuiltInApps.all)
      plain.keepGoing = true
      var recording = plain
      recording.recordsTimeline = true
      let without = await plain.run(file: file)
      var with = await recording.run(file: file)
      #expect(with.timeline != nil)
      with.timeline = nil
      #expect(with == without, "\(file)")
    }
    var runner = ScriptRunner(app: TodoApp(), apps: BuiltInApps.all)
    runner.recordsTimeline = true
    // The new list's row is drawn only by the next drawing, which the run never makes
    // before `log`; a drawing for the report would have loaded it.
    let logged = try #require(await runner.run(file: scratch.path).timeline?.steps[4].output)
    #expect(logged.contains { $0.contains("action create") })
    #expect(!logged.contains { $0.contains("/lists/container/rows/a viewDidLoad") })
  }

  @Test func withoutReportNothingIsRecorded() async throws {
    let result = await run("launch counter\ntap ++\n", app: CounterApp(), recording: false)
    #expect(result.timeline == nil)
    let encoded = String(decoding: try JSONEncoder().encode(result), as: UTF8.self)
    #expect(!encoded.contains("timeline"))
  }

  @Test func largeOutputsAreCappedWithANoteAndATimelineIsBounded() async throws {
    let long = String(repeating: "x", count: 3_000_000)
    // Typed, not through a variable: a variable holds at most 1 MiB (#22).
    let result = await run("echo \(long) \(long) \(long)\n")
    let timeline = try #require(result.timeline)
    let line = try #require(timeline.steps[0].output.first)
    #expect(line.count < ScriptTimeline.maximumLineLength + 100)
    #expect(line.hasSuffix("(8998002 more characters not kept)"))
    // Thousands of steps of large output: the first keep their details, the rest their
    // command and verdict, and the whole stays near its budget.
    let steps = (0..<3_000).map { "echo step\($0) \(String(repeating: "y", count: 1_990))" }
    let many = await run(steps.joined(separator: "\n") + "\n")
    let manyTimeline = try #require(many.timeline)
    #expect(manyTimeline.steps.count == 3_000 && manyTimeline.steps.allSatisfy { $0.verdict == .passed })
    #expect(manyTimeline.steps.first?.detailsLeftOut == false && manyTimeline.steps.last?.detailsLeftOut == true)
    let kept = manyTimeline.steps.reduce(0) { $0 + $1.output.reduce(0) { $0 + $1.utf8.count } }
    #expect(kept < ScriptTimeline.maximumCharacters + 2 * ScriptTimeline.maximumLineLength)
    #expect(manyTimeline.steps.allSatisfy { $0.command.count <= ScriptTimeline.maximumCommandLength + 50 })
    // A script of more steps than a timeline keeps: the first are kept, and the page says
    // how many more there were.
    let longest = await run(String(repeating: "echo a\n", count: ScriptTimeline.maximumSteps + 5))
    let longestTimeline = try #require(longest.timeline)
    #expect(longestTimeline.steps.count == ScriptTimeline.maximumSteps && longestTimeline.stepsLeftOut == 5)
    #expect(ScriptPage(result: longest).html.contains("5 more steps the report does not keep"))
    #expect(ScriptPage(result: many).html.contains("Details not kept"))
  }

  @Test func aTimelineSurvivesJSONAsItWas() async throws {
    let result = await run(
      "launch todo\ntap \"Create list\"\nfill \"List Name\" \"a\\tb\"\ntap Create\necho \"x\\ny\"\n| nope\n")
    let timeline = try #require(result.timeline)
    let decoded = try JSONDecoder().decode(ScriptTimeline.self, from: try JSONEncoder().encode(timeline))
    #expect(decoded == timeline)
  }

  // MARK: Pages

  @Test func everythingFromTheScriptOrTheAppIsTextOnThePage() async throws {
    let result = await run(
      #"""
      launch todo
      tap "Create list"
      fill "List Name" "<script>window.pwned=1</script><img src=x onerror=\"alert(1)\">'&"
      tap Create
      """# + "\n" + """
        echo "\u{1B}[31mred\u{202E}evil"
        show
        | nothing like it
        """)
    let page = ScriptPage(result: result).html
    // One script on the page, the report's own; no tag, attribute or entity from the data.
    #expect(page.components(separatedBy: "<script").count == 2)
    #expect(!page.contains("<img"))
    #expect(!page.contains("onerror=\""))
    #expect(
      page.contains(
        "&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;"))
    // Control and bidirectional characters shown as the terminal shows them.
    #expect(!page.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    #expect(page.contains("^[[31mred&lt;U+202E&gt;evil"))
    #expect(page.contains("Content-Security-Policy"))
  }

  @Test func theFailingStepOpensWithItsDiffAndTheRestStayClosed() async throws {
    let result = await run("launch counter\ntap ++\nshow\n| Counter\n| 7\ntap ++\n", app: CounterApp())
    let page = ScriptPage(result: result).html
    #expect(page.contains(#"data-first-problem="2""#))
    #expect(page.components(separatedBy: "<details open>").count == 2)
    #expect(page.contains(#"<span class="removed">-7</span>"#))
    #expect(page.contains(#"<span class="added">+1</span>"#))
    #expect(page.contains(#"id="step-4" class="step notRun""#))
  }

  @Test func theReportsScriptIsTheOneThePolicyAdmits() throws {
    // The policy names the script by its SHA-256; sha256sum is coreutils'.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(ReportAssets.script.utf8))
    try input.fileHandleForWriting.close()
    let hex = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
    process.waitUntilExit()
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
      index = next
    }
    #expect("sha256-" + Data(bytes).base64EncodedString() == ReportAssets.scriptHash)
  }

  @Test func screensAreDrawnAsTheArtifactsScreenDrawsThem() {
    for bits in 0..<32 {
      let style = TextStyle(rawValue: UInt8(bits))
      let line = RenderedLine("a<b", style: style)
      #expect(ScreenHTML.html(terminalLine: line.text(color: true)) + "\n" == ScreenHTML.body([line]), "\(bits)")
    }
    #expect(ScreenHTML.html(terminalLine: "a\u{1B}]0;title\u{7}b") == "a^[]0;title^Gb")
  }

  @Test func pageNamesAreSafeAndUnique() {
    let names = ReportSite.pageNames(for: ["./Scripts/a.mvcs", "Scripts/a.mvcs", "Scripts__a.mvcs", "x/<é>\"?.mvcs"])
    #expect(
      names == ["Scripts__a.mvcs.html", "Scripts__a.mvcs-2.html", "Scripts__a.mvcs-3.html", "x_______.mvcs.html"])
  }

  // MARK: Blobs

  private func blob(_ files: [String], shard: String?) -> ReportBlob {
    ReportBlob(
      suite: "mvcs run", tool: "mvcs 0.1.0",
      cases: files.map {
        ReportBlob.Case(result: ScriptResult(file: $0, status: .success, report: [], commandsRun: 1), seconds: 0.5)
      },
      shards: shard.map { shard in Dictionary(uniqueKeysWithValues: files.map { ($0, shard) }) } ?? [:])
  }

  @Test func blobsMergeIntoOneSortedRunAndAScriptTwiceIsAnError() throws {
    let first = blob(["b.mvcs", "d.mvcs"], shard: "1/2")
    let second = blob(["a.mvcs", "c.mvcs"], shard: "2/2")
    let merged = try ReportBlob.merging([("one.json", first), ("two.json", second)])
    #expect(merged.cases.map(\.result.file) == ["a.mvcs", "b.mvcs", "c.mvcs", "d.mvcs"])
    #expect(merged.cases.map { merged.shards[$0.result.file] } == ["2/2", "1/2", "2/2", "1/2"])
    #expect(throws: ReportBlob.Problem.self) { try ReportBlob.merging([("one.json", first), ("again.json", first)]) }
    do {
      _ = try ReportBlob.merging([("one.json", first), ("again.json", first)])
    } catch {
      #expect(error.description == "b.mvcs is in both one.json and again.json; merge each shard's blob once")
    }
  }

  @Test func aBlobReadsBackAsWrittenAndAnythingElseIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blob-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("report-blob.json").path
    let original = blob(["a.mvcs"], shard: nil)
    try original.write(to: path)
    #expect(try ReportBlob.read(path) == original)
    // The same bytes whether cases come encoded or not.
    let whole = try String(contentsOfFile: path, encoding: .utf8)
    try original.write(to: path, encoded: ["a.mvcs": try ReportBlob.encode(original.cases[0])])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == whole)
    try Data([0x7B, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
    #expect(throws: ReportBlob.Problem.self) { try ReportBlob.read(path) }
    try #"{"format":"mvcs-report-blob","version":99}"#.write(toFile: path, atomically: true, encoding: .utf8)
    do {
      _ = try ReportBlob.read(path)
      Issue.record("a blob of another version was read")
    } catch {
      #expect(error.description.contains("version 99; this mvcs reads version 1"))
    }
  }

  static func plain(_ line: String) -> String {
    var text = ""
    var inEscape = false
    for character in line {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character == "m" { inEscape = false }
      } else {
        text.append(character)
      }
    }
    return text
  }
}
