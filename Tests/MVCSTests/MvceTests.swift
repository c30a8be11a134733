import MVCS
import Testing

@MainActor
final class Tally {
  var events: [String] = []
}

enum TallyEvent {
  case add(String)
  case addTwice(String)
}

struct TallyController: EventController {
  func update(model: Tally, for event: TallyEvent, dispatcher: Dispatcher<TallyEvent>) {
    switch event {
    case .add(let name): model.events.append(name)
    case .addTwice(let name):
      model.events.append(name + "-1")
      dispatcher.send(.add(name + "-2"))  // chained: handled at once, nested in this event
      model.events.append(name + "-1b")
    }
  }
}

@MainActor
final class TallyView: EventView {
  var dispatcher: Dispatcher<TallyEvent>?
  var disposed = 0
  var gluedLoop: GluedLoop?

  func bind(model: Tally, dispatcher: Dispatcher<TallyEvent>) -> Disposer {
    self.dispatcher = dispatcher
    return Disposer { [weak self] in self?.disposed += 1 }
  }
}

@MainActor
@Suite struct MvceTests {
  @Test func eventsReachTheControllerInOrderAndAChainedOneRunsNestedAsInMvce() {
    let model = Tally()
    let view = TallyView()
    glue(model: model, view: view, controller: TallyController())
    view.dispatcher?.send(.add("a"))
    view.dispatcher?.send(.addTwice("b"))
    #expect(model.events == ["a", "b-1", "b-2", "b-1b"])
  }

  @Test func gluingAgainReplacesTheLoopAndDisposesTheOld() {
    let first = Tally()
    let second = Tally()
    let view = TallyView()
    glue(model: first, view: view, controller: TallyController())
    let oldDispatcher = view.dispatcher
    glue(model: second, view: view, controller: TallyController())
    #expect(view.disposed == 1)
    oldDispatcher?.send(.add("stale"))
    view.dispatcher?.send(.add("fresh"))
    #expect(first.events.isEmpty)
    #expect(second.events == ["fresh"])
  }

  @Test func theLoopEndsWithTheView() {
    let model = Tally()
    var view: TallyView? = TallyView()
    glue(model: model, view: view!, controller: TallyController())
    let dispatcher = view?.dispatcher
    view = nil
    dispatcher?.send(.add("after"))
    #expect(model.events.isEmpty)
  }

  @Test func aLoopOfEventsIsCutAtTheMaximumDepthAndReported() {
    let screen = EchoScreen()
    let log = LifecycleLog()
    screen.lifecycleLog = log
    screen.loadViewIfNeeded()
    screen.dispatcher?.send(.echo)
    #expect(screen.model.events.count == Dispatcher<EchoEvent>.maximumDepth)
    #expect(
      log.events.last?.description
        == "/ event echo dropped: sent \(Dispatcher<EchoEvent>.maximumDepth) events deep, a loop of events?")
  }
}

enum EchoEvent: CustomStringConvertible {
  case echo
  var description: String { "echo" }
}

/// A controller whose one event sends itself again, for ever.
struct EchoController: EventController {
  func update(model: Tally, for event: EchoEvent, dispatcher: Dispatcher<EchoEvent>) {
    model.events.append("echo")
    dispatcher.send(.echo)
  }
}

@MainActor
final class EchoScreen: ViewController, EventView {
  let model = Tally()
  var dispatcher: Dispatcher<EchoEvent>?

  init() { super.init(name: "echo") }

  override func viewDidLoad() {
    glue(model: model, view: self, controller: EchoController())
  }

  func bind(model: Tally, dispatcher: Dispatcher<EchoEvent>) -> Disposer {
    self.dispatcher = dispatcher
    return Disposer {}
  }
}
