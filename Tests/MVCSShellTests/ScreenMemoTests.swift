import Foundation
import MVCSShell
import MVCSTesting
import Testing

@testable import MVCS

/// The session draws its screen once while nothing on it changes, and never hands out a
/// screen that is no longer what the window shows: each story changes the app in another way
/// between two looks and expects the second to show the change.
@MainActor
@Suite struct ScreenMemoTests {
  /// The session's screen as text.
  private func screen(_ shell: TestShell) -> [String] {
    shell.session.screen().text(color: false)
  }

  struct Counter: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Text("Count \(count)")
        Button("Add") { count += 1 }
      }
    }
  }

  @Test func lookingTwiceWithNothingDoneDrawsNothingAgain() {
    let shell = TestShell(app: ViewApp(content: { Counter() }), width: 30, height: 10)
    let first = shell.session.screen()
    let drawings = shell.session.root.renderCache.drawings
    let second = shell.session.screen()
    #expect(shell.session.root.renderCache.drawings == drawings)
    #expect(second.text(color: false) == first.text(color: false))
    #expect(second.touchableLayer.controls.map(\.label) == ["Add"])
  }

  @Test func anAtStateChangeShowsOnTheNextLook() async {
    let shell = TestShell(app: ViewApp(content: { Counter() }), width: 30, height: 10)
    #expect(screen(shell).first == "Count 0")
    // The tap finds Add on the remembered screen, then changes the count under it.
    await shell.run("tap Add")
    #expect(screen(shell).first == "Count 1")
    await shell.run("tap Add")
    #expect(screen(shell).first == "Count 2")
  }

  struct Clock: View {
    var body: some View {
      TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 60)) { context in
        Text(context.date, format: .dateTime.hour().minute())
      }
    }
  }

  @Test func aDrawingThatFollowsTheClockIsDrawnAgainOnceTheClockMoves() throws {
    let shell = TestShell(app: ViewApp(content: { Clock() }), width: 30, height: 10)
    #expect(screen(shell) == ["9:00\u{202F}AM"])
    // Moved directly, with no command between the two looks.
    try #require(shell.session.environment.clock.movable).advance(by: 60)
    #expect(screen(shell) == ["9:01\u{202F}AM"])
  }

  @Test func aTimerFiredByClockAdvanceShows() async {
    let shell = TestShell(app: MemoTimerApp(), width: 30, height: 10)
    await shell.run("call start")
    #expect(screen(shell) == ["running"])
    await shell.run("clock advance 3s")
    #expect(screen(shell) == ["done"])
  }

  @Test func aModalsTitleChangedByATimerShowsInItsBox() throws {
    let shell = TestShell(app: MemoTimerApp(), width: 30, height: 10)
    let root = try #require(shell.session.root as? MemoTimerRoot)
    root.present(Upload(clock: shell.session.environment.clock))
    #expect(screen(shell).joined(separator: "\n").contains("Uploading"))
    // The modal's body never reads its title: only its box shows it.
    try #require(shell.session.environment.clock.movable).advance(by: 1)
    let after = screen(shell).joined(separator: "\n")
    #expect(after.contains("Uploaded") && !after.contains("Uploading"), "\(after)")
  }

  /// An update that sets the title a view controller already has (a screen taking its title
  /// from its data on every update) leaves the screen current: it is not drawn again; a new
  /// title is.
  @Test func settingTheTitleItAlreadyHasDrawsNothingAgain() {
    let shell = TestShell(app: TitledApp(), width: 30, height: 10)
    let root = shell.session.root
    #expect(screen(shell) == ["Home"])
    let drawings = root.renderCache.drawings
    root.title = "Home"
    #expect(screen(shell) == ["Home"])
    #expect(root.renderCache.drawings == drawings)
    root.title = "Away"
    #expect(screen(shell) == ["Away"])
    #expect(root.renderCache.drawings == drawings + 1)
  }

  @Test func aPushedControllerShowsAndItsControlsAreTheOnesFound() async {
    let shell = TestShell.fixture(app: NotesApp())
    #expect(screen(shell).contains { $0.contains("• Milk") })
    await shell.run("select Milk")
    #expect(screen(shell).contains("Note: Milk"))
    #expect(!screen(shell).contains { $0.contains("• Milk") })
    await shell.run("back")
    await shell.run("select Eggs")
    #expect(screen(shell).contains("Note: Eggs"))
  }

  @Test func aModalPresentedAndDismissedShowsAndGoes() async {
    let shell = TestShell.fixture(app: NotesApp())
    let before = screen(shell)
    await shell.run("swipe Milk Rename")
    #expect(shell.session.screen().modals.count == 1)
    #expect(screen(shell) != before)
    await shell.run("tap Cancel")
    #expect(shell.session.screen().modals.isEmpty)
    #expect(screen(shell) == before)
  }

  @Test func aNewWindowSizeDrawsAgain() {
    let shell = TestShell(app: ViewApp(content: { Counter() }), width: 30, height: 10)
    let memo = ScreenMemo()
    #expect(memo.screen(of: shell.session.root, with: Renderer(width: 30, height: 10)).lines.count == 2)
    #expect(memo.screen(of: shell.session.root, with: Renderer(width: 30, height: 1)).lines.count == 1)
  }

  @Test func aChangeDrawnElsewhereBeforeTheNextLookStillShows() async {
    let shell = TestShell(app: ViewApp(content: { Counter() }), width: 30, height: 10)
    #expect(screen(shell).first == "Count 0")
    await shell.run("tap Add")
    // Something else draws the window first (a path brought up to date, another renderer),
    // so its drawing is clean again when the session looks: the look must not take the
    // drawing for the one it remembers.
    _ = Renderer(width: 30, height: 10).renderScreen(shell.session.root)
    await shell.run("ls")
    #expect(screen(shell).first == "Count 1")
  }

  @Test func aStoreWriteShowsOnTheNextLook() async {
    let shell = TestShell.fixture(app: LibraryApp())
    await shell.run("call add isbn=1 title=Dune")
    #expect(screen(shell) == ["Dune"])
    // The action queues the insert; the command's settling writes it and the list follows.
    await shell.run("call add isbn=2 title=Emma")
    #expect(screen(shell) == ["Dune", "Emma"])
  }

  @Test func aStoreWriteFromAnotherSessionShowsAfterARelaunch() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-memo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func session() -> TestShell {
      var environment = AppEnvironment.batch
      environment.storage = Storage(.file(folder.appendingPathComponent("shared.sqlite").path))
      return TestShell(app: LibraryApp(), environment: environment)
    }
    let (a, b) = (session(), session())
    await a.run("call add isbn=1 title=Dune")
    #expect(screen(a) == ["Dune"])
    await b.run("call add isbn=2 title=Emma")
    await a.run("relaunch")
    #expect(screen(a) == ["Dune", "Emma"])
  }

  @Test func aRelaunchLetsGoOfTheOldScreen() async {
    let shell = TestShell(app: ViewApp(content: { Counter() }), width: 30, height: 10)
    weak var oldRoot: ViewController?
    do {
      oldRoot = shell.session.root
      _ = shell.session.screen()
    }
    await shell.run("relaunch")
    #expect(oldRoot == nil)
    #expect(screen(shell).first == "Count 0")
  }
}

/// A root whose body is its title, as a view controller's is by default.
private struct TitledApp: App {
  let name = "titled"
  let summary = "A view controller showing its title"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    ViewController(name: "home", title: "Home")
  }
}

/// An app whose root starts a three-second timer (`call start`) and can present ``Upload``.
private struct MemoTimerApp: App {
  let name = "timer"
  let summary = "A timer and a modal whose title a timer changes"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    MemoTimerRoot(clock: environment.clock)
  }
}

@MainActor
private final class MemoTimerRoot: ViewController {
  let clock: any AppClock
  var state = "idle" { didSet { setNeedsDisplay() } }

  init(clock: any AppClock) {
    self.clock = clock
    super.init(name: "timer")
  }

  override var body: any View { Text(state) }

  override var actions: [Action] {
    [
      Action("start", summary: "Done in 3 seconds") { [unowned self] _ in
        state = "running"
        clock.schedule(after: 3) { [weak self] in self?.state = "done" }
      }
    ]
  }
}

/// A modal titled "Uploading" that a timer retitles "Uploaded" a second later.
@MainActor
private final class Upload: ViewController {
  init(clock: any AppClock) {
    super.init(name: "upload", title: "Uploading")
    clock.schedule(after: 1) { [weak self] in self?.title = "Uploaded" }
  }

  override var body: any View { Text("Working") }
}
