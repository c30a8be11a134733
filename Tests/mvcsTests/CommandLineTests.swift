import Foundation
import Testing

/// Runs the built `mvcs` executable as a user would, with standard input from a pipe.
struct MVCSProcess {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var executable: URL {
    get throws {
      let url = packageRoot.appendingPathComponent(".build/debug/mvcs")
      guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw MissingExecutable(path: url.path)
      }
      return url
    }
  }

  struct MissingExecutable: Error, CustomStringConvertible {
    var path: String
    var description: String { "no mvcs executable at \(path); run `swift build` first" }
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(
    _ arguments: [String], input: String = "", in directory: URL? = nil, environment extra: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = try executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    environment.merge(extra) { $1 }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}

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
  @Test func batchModeReadsAPipeWithoutPromptOrColour() throws {
    let result = try MVCSProcess.run(["--app", "counter", "--width", "20"], input: "tap ++\ntap ++\nshow\n")
    #expect(result.status == 0)
    #expect(result.stdout == "Counter\n────────────────────\n2\n[++] [--]\n")
    #expect(result.stderr == "")
  }

  @Test func atTheNarrowestWidthAPromptsButtonsWrapWholeAndStayTappable() throws {
    let result = try MVCSProcess.run(
      ["--width", "20"], input: "tap +\nshow\nfill \"List Name\" Milk\ntap Create\nexpect shows \"📝 Milk\"\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("  │ [Cancel]     │\n  │ [Create]     │\n"), "\(result.stdout)")
    #expect(!result.stdout.contains("[Cr "))
  }

  @Test func batchErrorsAreLocatedOnStdinAndTheRunGoesOnWithStatus3() throws {
    let result = try MVCSProcess.run([], input: "echo before\n  frob\necho after\n")
    #expect(result.status == 3)
    #expect(result.stdout == "before\nafter\n")
    #expect(
      result.stderr == "<stdin>:2:3: error: unknown command 'frob'\n  hint: type 'help' for the list of commands\n")
  }

  @Test func exitSetsTheStatus() throws {
    #expect(try MVCSProcess.run([], input: "exit 7\necho no\n").status == 7)
  }

  @Test func runPassesAndPrintsTheClosingLine() throws {
    let scratch = try ScratchFolder()
    try scratch.write("b.mvcs", "tap ++\nshow\n| Counter\n| ────────────────────\n| 1\n| [++] [--]\n")
    try scratch.write("a/nested.mvcs", "echo hi\n| hi\n")
    let result = try MVCSProcess.run(["run", "--app", "counter", "--width", "20", scratch.url.path])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"))
    #expect(result.stdout.components(separatedBy: "\n").first?.hasSuffix("a/nested.mvcs") == true)
  }

  @Test func aWrongExpectationExits1WithADiff() throws {
    let scratch = try ScratchFolder()
    let file = try scratch.write("wrong.mvcs", "tap ++\nshow\n| Counter\n| ────────────────────\n| 5\n| [++] [--]\n")
    let result = try MVCSProcess.run(["run", "--app", "counter", "--width", "20", file])
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

  @Test func anUnknownCommandExits3NamingFileLineColumn() throws {
    let scratch = try ScratchFolder()
    let file = try scratch.write("bad.mvcs", "tap ++\n\n    tpa ++\n")
    let result = try MVCSProcess.run(["run", "--app", "counter", file])
    #expect(result.status == 3)
    #expect(result.stdout.contains("\(file):3:5: error: unknown command 'tpa'"))
    #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func theWorstStatusWins() throws {
    let scratch = try ScratchFolder()
    try scratch.write("1-diff.mvcs", "echo a\n| b\n")
    try scratch.write("2-error.mvcs", "nope\n")
    try scratch.write("3-ok.mvcs", "echo a\n| a\n")
    let result = try MVCSProcess.run(["run", scratch.url.path])
    #expect(result.status == 3)
    #expect(result.stdout.hasSuffix("1 passed, 2 failed\n"))
  }

  @Test func usageErrorsExit2() throws {
    let missing = try MVCSProcess.run(["run", "/no/such/dir"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "mvcs run: error: no such file or folder: /no/such/dir\n")
    let badOption = try MVCSProcess.run(["--frobnicate"])
    #expect(badOption.status == 2)
    #expect(badOption.stderr.contains("Unknown option '--frobnicate'"))
    let badApp = try MVCSProcess.run(["--app", "nope"])
    #expect(badApp.status == 2)
    #expect(badApp.stderr.contains("no app named 'nope'; the apps are: todo, counter"))
    let badWidth = try MVCSProcess.run(["--width", "3"])
    #expect(badWidth.status == 2)
  }

  @Test func appsListsEachAppOnOneLine() throws {
    let result = try MVCSProcess.run(["apps"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("todo  "))
    #expect(result.stdout.components(separatedBy: "\n").first?.hasSuffix("(default)") == true)
  }

  @Test func helpAndVersionExit0() throws {
    let help = try MVCSProcess.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: mvcs"))
    #expect(try MVCSProcess.run(["--version"]).stdout == "0.1.0\n")
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

  @Test func workersReportInTheSortedOrderWithTheSameResults() throws {
    let scratch = try scripts()
    let serial = try MVCSProcess.run(["run", scratch.url.path])
    let parallel = try MVCSProcess.run(["run", "--jobs", "3", scratch.url.path])
    #expect(parallel.stdout == serial.stdout)
    #expect(parallel.status == 1 && serial.status == 1)
    #expect(parallel.stdout.hasSuffix("5 passed, 1 failed\n"))
  }

  @Test func shardsSplitTheSortedListIntoContiguousSlices() throws {
    let scratch = try scripts()
    let first = try MVCSProcess.run(["run", "--shard", "1/2", scratch.url.path]).stdout
    let second = try MVCSProcess.run(["run", "--shard", "2/2", scratch.url.path]).stdout
    #expect(
      first.components(separatedBy: "\n").filter { $0.hasPrefix("PASS") }.map { ($0 as NSString).lastPathComponent }
        == ["a.mvcs", "b.mvcs", "c.mvcs"])
    #expect(second.hasSuffix("2 passed, 1 failed\n"))
    let bad = try MVCSProcess.run(["run", "--shard", "3/2", scratch.url.path])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--shard expects I/N with 1 ≤ I ≤ N"))
  }

  @Test func updateIsRefusedWhenCIIsSet() throws {
    let scratch = try scripts()
    let before = try String(contentsOf: scratch.url.appendingPathComponent("f-wrong.mvcs"), encoding: .utf8)
    let result = try MVCSProcess.run(["run", "--update", scratch.url.path], environment: ["CI": "true"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("refusing to rewrite scripts with --update while CI is set"))
    #expect(try String(contentsOf: scratch.url.appendingPathComponent("f-wrong.mvcs"), encoding: .utf8) == before)
  }

  @Test func junitReportsFailuresAndErrors() throws {
    let scratch = try scripts()
    try scratch.write("g-error.mvcs", "frobnicate\n")
    let report = scratch.url.appendingPathComponent("report.xml").path
    _ = try MVCSProcess.run(["run", "--junit", report, scratch.url.path])
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains(#"<testsuite name="mvcs run" tests="7" failures="1" errors="1" skipped="0""#))
    #expect(xml.contains("<failure message=\""))
    #expect(xml.contains("<error message=\""))
    #expect(xml.contains("unknown command &apos;frobnicate&apos;") || xml.contains("unknown command 'frobnicate'"))
  }
}
