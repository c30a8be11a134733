import Foundation
import MVCS
import MVCSShell
import Testing

@testable import MVCSCommandLine

/// An explore worker's journal: what its parent reads when the worker dies, kept to the steps
/// since the last fresh launch.
@MainActor
@Suite struct ExploreJournalTests {
  /// Two buttons to walk.
  struct TwoButtons: App {
    let name = "two"
    let summary = "Two buttons"

    func makeRootViewController(environment: AppEnvironment) -> ViewController {
      TwoButtonsViewController(name: "two")
    }
  }

  final class TwoButtonsViewController: ViewController {
    override var body: any View {
      HStack {
        Button("A", action: "a")
        Button("B", action: "b")
      }
    }

    override var actions: [Action] {
      [Action("a", summary: "A") { _ in }, Action("b", summary: "B") { _ in }]
    }
  }

  @Test func aWalksJournalHoldsOnlyItsLastEpisode() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-journal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = { (name: String) in folder.appendingPathComponent(name).path }
    let job = ExploreJob(
      walk: Explorer.Configuration(seed: 1, steps: 3_000, episodeLength: 100), journal: path("journal"),
      result: path("result"), findings: path("findings"))
    try JSONEncoder().encode(job).write(to: URL(fileURLWithPath: path("job")))
    let worker = ExploreWorker(app: TwoButtons(), apps: [TwoButtons()], options: ShellOptions(), timeout: 600)
    let answer = await worker.serve(path("job"))
    #expect(answer.result.passed)
    // It once held every step of every episode: 3,000 lines here, 50 MB in a long walk.
    let lines = try String(contentsOfFile: path("journal"), encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "episode 29 2900 29")
    #expect(lines.count == 101)
    let contents = ExploreJournal.read(path("journal"))
    #expect(contents.walked == 3_000)
    #expect(contents.episodesBefore == 29)
    #expect(contents.steps.count == 100)
    #expect(!contents.timedOut)
  }

  @Test func aJournalSaysWhereAShrinkWasAndThatTheWatchdogEndedIt() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-journal-\(UUID().uuidString)").path
    defer { unlink(path) }
    let journal = try #require(ExploreJournal(path: path))
    journal.restart("episode 4 1500 3")
    for _ in 0..<7 { journal.note(ExploreStep(command: "tap A"), with: JSONEncoder()) }
    journal.restart("episode 4 1500 3 7", "replay")
    journal.note(ExploreStep(command: "tap B"), with: JSONEncoder())
    journal.noteTimedOut()
    let contents = ExploreJournal.read(path)
    #expect(contents.episode == 4)
    #expect(contents.walked == 1_507)
    #expect(contents.replaying)
    #expect(contents.steps == [ExploreStep(command: "tap B")])
    #expect(contents.timedOut)
  }
}
