import Foundation
import Testing

/// mvcs's faulty apps (`mvcs --app fault-crash`, …), each driven through `run` and `explore`:
/// a fault ends one worker, never the run, and is named by its cause and the user's line,
/// from the Swift runtime's message and its backtracer (#38).
@Suite(.serialized) struct FaultyAppTests {
  /// One faulty app: the script that trips it, what the runtime says, and where.
  struct Fault: Sendable, CustomStringConvertible {
    var app: String
    var script: String
    var cause: String
    /// `FaultCrashApp.swift:25`: the user's line, as the report ends it.
    var place: String
    /// How many steps explore's walk with seed 7 takes to meet the crash, with some to spare.
    ///
    /// Measured: fault-crash at step 223, the others within 60. CI's minutes are counted.
    var exploreSteps = 60
    var description: String { app }
  }

  static let crashes = [
    Fault(
      app: "fault-crash", script: "step people down 2\ntap \"Split 120\"\n", cause: "Fatal error: Division by zero",
      place: "Faults/FaultCrashApp.swift:25", exploreSteps: 240),
    Fault(
      app: "fault-body", script: "tap \"Level up\"\ntap \"Level up\"\ntap \"Level up\"\nshow\n",
      cause: "Fatal error: no title for level 4", place: "Faults/FaultBodyApp.swift:32"),
    Fault(
      app: "fault-unwrap", script: "tap \"Remove selected\"\n",
      cause: "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
      place: "Faults/FaultUnwrapApp.swift:27"),
    Fault(
      app: "fault-index", script: "tap Next\ntap Next\ntap Next\n", cause: "Fatal error: Index out of range",
      place: "Faults/FaultIndexApp.swift:27"),
    Fault(
      app: "fault-recursion", script: "tap \"Move Home into Documents\"\ntap \"Count folders\"\n",
      cause: "stack overflow", place: "Faults/FaultRecursionApp.swift:32"),
  ]

  @Test(arguments: crashes) func runNamesTheCrashByItsCauseAndTheUsersLine(_ fault: Fault) async throws {
    let scratch = try ScratchFolder()
    try scratch.write("fault.mvcs", fault.script)
    try scratch.write("fine.mvcs", "echo fine\n| fine\n")
    let result = try await MVCSProcess.run(
      ["run", "--app", fault.app, "--jobs", "1", "fault.mvcs", "fine.mvcs"], in: scratch.url)
    #expect(result.status == 3, "\(result.stdout)\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // The failed line says what ended the app and where, before the backtrace.
    let failed = try #require(lines.first { $0.contains("error: the worker for fault.mvcs ended") }, "\(result.stdout)")
    #expect(failed.contains(": \(fault.cause), at "), "\(failed)")
    #expect(failed.contains("\(fault.place) in "), "\(failed)")
    // The next script runs in a new worker.
    #expect(lines.contains("PASS fine.mvcs"), "\(result.stdout)")
  }

  @Test(arguments: crashes.filter { $0.app != "fault-body" })
  func exploreFindsTheCrashShrinksItAndNamesItsCauseAndLine(_ fault: Fault) async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run(
      [
        "explore", "--app", fault.app, "--steps", "\(fault.exploreSteps)", "--seed", "7", "--jobs", "1", "--out",
        "found",
      ],
      in: scratch.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    let finding = try #require(result.stdout.split(separator: "\n").first { $0.contains("FOUND crash: ") })
    #expect(finding.contains(fault.cause), "\(result.stdout)")
    #expect(finding.contains(fault.place), "\(result.stdout)")
    let script = try String(contentsOf: scratch.url.appendingPathComponent("found/1-crash.mvcs"), encoding: .utf8)
    #expect(script.hasPrefix("# explore found: crash: the app ended with status "), "\(script)")
    #expect(script.contains(fault.place), "\(script)")
  }

  @Test func aBodyThatCrashesIsFoundByExploreAtItsLine() async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run(
      ["explore", "--app", "fault-body", "--steps", "200", "--seed", "7", "--jobs", "1", "--out", "found"],
      in: scratch.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("Fatal error: no title for level 4"), "\(result.stdout)")
    #expect(result.stdout.contains("Faults/FaultBodyApp.swift:32"), "\(result.stdout)")
    let script = try String(contentsOf: scratch.url.appendingPathComponent("found/1-crash.mvcs"), encoding: .utf8)
    #expect(script.hasSuffix("launch fault-body\ntap 'Level up'\ntap 'Level up'\ntap 'Level up'\n"), "\(script)")
  }

  @Test func anAppThatAllocatesWithoutEndIsKilledAtItsMemoryLimit() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("memory.mvcs", "tap \"All pages\"\ntap Cache\n")
    let result = try await MVCSProcess.run(
      ["run", "--app", "fault-memory", "--memory-limit", "512M", "memory.mvcs"], in: scratch.url)
    #expect(result.status == 3, "\(result.stdout)\(result.stderr)")
    // The backtracer runs under the same limit, so the line may be missing; never another thread's.
    #expect(result.stdout.contains(": killed: out of memory (limit 512 MiB)"), "\(result.stdout)")
    let failed = result.stdout.split(separator: "\n").first { $0.contains("error: the worker for memory.mvcs") }
    #expect(failed?.contains("WorkerWatchdog.swift") == false, "\(result.stdout)")
    let explored = try await MVCSProcess.run(
      ["explore", "--app", "fault-memory", "--memory-limit", "512M", "--steps", "50", "--seed", "7", "--out", "found"],
      in: scratch.url)
    #expect(explored.stdout.contains("FOUND crash: "), "\(explored.stdout)")
    #expect(explored.stdout.contains("killed: out of memory (limit 512 MiB)"), "\(explored.stdout)")
  }

  @Test func aMemoryLimitThatIsNotASizeIsAUsageError() async throws {
    let result = try await MVCSProcess.run(["run", "--memory-limit", "lots", "x.mvcs"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--memory-limit must be a size such as 512M or 4G, or none, got 'lots'"))
  }

  @Test func anEndlessLoopIsAHangThatSaysWhereTheAppWasStuck() async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run(
      [
        // Seed 2 reaches the loop at its second step: each replay of a shrink that loops
        // spins a core for the whole timeout, so a short walk is a cheap one (6 s, not 21).
        "explore", "--app", "fault-loop", "--steps", "20", "--seed", "2", "--jobs", "1", "--timeout", "2s", "--out",
        "found",
      ],
      in: scratch.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    let finding = try #require(result.stdout.split(separator: "\n").first { $0.contains("FOUND hang: ") })
    #expect(finding.contains("`tap 'Plan 120'` did not finish within 2s (--timeout), stuck at "), "\(finding)")
    #expect(
      finding.contains("Faults/FaultLoopApp.swift:27 ") || finding.contains("Faults/FaultLoopApp.swift:28 "),
      "\(finding)")
  }
}
