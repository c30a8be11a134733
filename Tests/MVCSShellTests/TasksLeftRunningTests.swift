import Foundation
import MVCS
import MVCSShell
import Testing

/// A view's `task { }` still running when a script ends is listed by the end of the script,
/// naming its view, never waited for; a task that ended is not.
@MainActor
@Suite struct TasksLeftRunningTests {
  /// Ticks that never come: a task looping over them runs until it is cancelled.
  static let ticks = AsyncStream<Int>.makeStream()

  struct Ticker: View {
    var body: some View {
      Text("ticking").task { for await _ in TasksLeftRunningTests.ticks.stream {} }
    }
  }

  /// A feed that loads as it appears (its first drawing shows `loading`), with a ticker or not.
  struct Feed: View {
    @State private var loaded = false
    var ticking: Bool
    var body: some View {
      VStack(alignment: .leading) {
        Text(loaded ? "loaded" : "loading")
        if ticking { Ticker() }
      }
      .task { loaded = true }
    }
  }

  /// In a process of its own: the ticker waits where the runtime cannot see it waiting, so each
  /// command settles for its whole bound of turns, and those turns, on the main actor that every
  /// in-process test shares, held the others back (the suites took 253 s with it in this process
  /// and 235 s without it, 390 s and 352 s of processor time: docs/BENCHMARKS.md, "CI's time").
  @Test func aTaskStillRunningAtTheEndIsListedByItsViewAndNotWaitedFor() async {
    // The process says what is wrong on standard error and ends well, so the test shows it.
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      if let problem = await Self.tickingFeedsProblem() { FileHandle.standardError.write(Data(problem.utf8)) }
    }
    let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(said.isEmpty, "\(said)")
  }

  /// What is wrong with a script over a feed whose ticker never ends: nil when it passes and
  /// names the ticker's task as still running.
  static func tickingFeedsProblem() async -> String? {
    let app = HostedApp("feed") { Feed(ticking: true) }
    let runner = ScriptRunner(app: app, apps: [app])
    let result = await runner.run(text: "expect shows loading\nexpect shows loaded\n", file: "feed.mvcs")
    let expected = [
      "feed.mvcs: warning: the script ended with a view's task still running, not waited for: Ticker's task"
    ]
    guard result.passed else { return result.report.joined(separator: "\n") }
    guard result.warnings == expected else { return "warnings: \(result.warnings), not \(expected)" }
    return nil
  }

  @Test func aTaskThatEndedIsNotListed() async {
    let app = HostedApp("feed") { Feed(ticking: false) }
    let runner = ScriptRunner(app: app, apps: [app])
    let result = await runner.run(text: "expect shows loading\nexpect shows loaded\n", file: "feed.mvcs")
    #expect(result.passed, "\(result.report)")
    #expect(result.warnings == [])
  }
}
