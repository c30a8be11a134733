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
    await shell.expectScreen("0 s")
    await shell.run("clock advance 3s")
    await shell.expectScreen("3 s")
    await shell.run("clock advance 500ms")
    await shell.expectScreen("3 s")
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
