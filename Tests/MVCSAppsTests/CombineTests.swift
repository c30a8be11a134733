import Combine
import MVCSTesting
import SwiftUI
import Testing

/// SwiftUI files written for iOS that use Combine (CombineApp/) build unchanged, whether they
/// import Combine or only SwiftUI; their timers tick on the app's clock, `$property` and
/// `objectWillChange` are Combine publishers, and views still follow `@Published` properties.
@MainActor
@Suite struct CombineTests {
  @Test func aTimerTicksOnTheAppsClock() async {
    let shell = TestShell(app: SceneApp(TickingApp.self), width: 20)
    await shell.expectScreen(
      """
       0 s
      [Stop]
      """)
    await shell.run("clock advance 3s")
    await shell.expectScreen(
      """
       3 s
      [Stop]
      """)
    await shell.run("clock advance 500ms")
    #expect(await shell.run("show").first == " 3 s")
  }

  @Test func aTimerStopsWhenItsViewLeavesAndStartsAfreshWhenItComesBack() async {
    let shell = TestShell(app: SceneApp(TickingApp.self), width: 20)
    await shell.run("clock advance 2s")
    await shell.run("tap Stop")
    // Off the screen once it is drawn without the timer.
    #expect(await shell.run("show") == ["[Start]"])
    // No timer is left pending: `wait` would time out on one.
    let waited = await shell.outcome("wait")
    #expect(waited.error == nil, "\(waited.error.map { $0.lines(withLocation: false, color: false) } ?? [])")
    await shell.run("tap Start")
    // Back on screen: a new timer, from 0, once the screen is drawn.
    #expect(await shell.run("show") == [" 0 s", "[Stop]"])
    await shell.run("clock advance 1s")
    await shell.expectScreen(
      """
       1 s
      [Stop]
      """)
  }

  @Test func aTimerOnScreenIsNotWorkThatWaitWaitsFor() async {
    let shell = TestShell(app: SceneApp(TickingApp.self), width: 20)
    #expect(await shell.run("show") == [" 0 s", "[Stop]"])
    let waited = await shell.outcome("wait")
    #expect(waited.error == nil, "\(waited.error.map { $0.lines(withLocation: false, color: false) } ?? [])")
    // It ticks as time is moved, never by waiting.
    #expect(await shell.run("show") == [" 0 s", "[Stop]"])
    #expect(await shell.run("clock") == ["2026-01-01T09:00:00Z"])
  }

  @Test func aTimerBroughtOnScreenByATapTicksAtTheNextMoveOfTheClock() async {
    let shell = TestShell(app: SceneApp(TickingApp.self), width: 20)
    await shell.run("tap Stop")
    #expect(await shell.run("show") == ["[Start]"])
    await shell.run("tap Start")
    // No `show` between: the screen is drawn before time moves, as iOS draws it after a tap,
    // so the timer's view has appeared and subscribed.
    await shell.run("clock advance 2s")
    #expect(await shell.run("show") == [" 2 s", "[Stop]"])
  }

  @Test func aPublishedPropertysPublisherSendsTheValueNowThenEachNewOne() {
    let model = Model()
    var received: [String] = []
    let subscription = model.$query.sink { received.append($0) }
    model.query = "a"
    model.query = "ab"
    #expect(received == ["", "a", "ab"])
    subscription.cancel()
    model.query = "abc"
    #expect(received == ["", "a", "ab"])
  }

  @Test func objectWillChangeIsSentBeforeEachChangeAndBySend() {
    let model = Model()
    var seen: [String] = []
    let subscription = model.objectWillChange.sink { seen.append(model.query) }
    model.query = "a"
    model.objectWillChange.send()
    #expect(seen == ["", "a"])
    #expect(model.objectWillChange === model.objectWillChange)
    subscription.cancel()
  }

  @Test func aViewReadingAnObservableObjectIsDrawnAgainWhenItChanges() async {
    let shell = TestShell(app: SceneApp(QueryApp.self), width: 20)
    await shell.expectScreen(
      """
        Query:
      Announced: 0
         [Type]
      """)
    await shell.run("tap Type")
    await shell.run("tap Type")
    await shell.expectScreen(
      """
       Query: aa
      Announced: 2
         [Type]
      """)
  }

  @Test func aPublisherAssignsToAPublishedProperty() {
    let letters = Letters()
    letters.phrase = "abc"
    #expect(letters.count == 3)
    letters.phrase = "abcd"
    #expect(letters.count == 4)
  }

  @Test func combinesOperatorsRunOnTheModelsPublishers() {
    let model = SearchModel()
    var lengths: [Int] = []
    let subscription = model.$query.map(\.count).removeDuplicates().sink { lengths.append($0) }
    model.query = "ab"
    model.query = "cd"
    model.query = "abc"
    #expect(lengths == [0, 2, 3])
    subscription.cancel()
  }
}

/// Counts a phrase's letters through `assign(to: &$count)`.
private final class Letters: ObservableObject {
  @Published var phrase = ""
  @Published var count = -1

  init() {
    $phrase.map(\.count).assign(to: &$count)
  }
}
