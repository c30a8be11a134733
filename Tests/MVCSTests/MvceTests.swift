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
      dispatcher.send(.add(name + "-2"))  // chained: handled after this event completes
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
  @Test func eventsReachTheControllerInOrderAndChainAfterTheCurrentOne() {
    let model = Tally()
    let view = TallyView()
    glue(model: model, view: view, controller: TallyController())
    view.dispatcher?.send(.add("a"))
    view.dispatcher?.send(.addTwice("b"))
    #expect(model.events == ["a", "b-1", "b-1b", "b-2"])
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
}
