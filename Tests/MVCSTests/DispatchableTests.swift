import MVCS
import Testing

/// A view that emits events itself, like a button handler outside `bind`.
@MainActor
final class EmittingView: EventView, Dispatchable {
  let outbox = EventOutbox<TallyEvent>()
  var gluedLoop: GluedLoop?

  func bind(model: Tally, dispatcher: Dispatcher<TallyEvent>) -> Disposer {
    Disposer {}
  }
}

/// A controller that emits events itself, like a timer or a network reply would.
@MainActor
final class EmittingController: EventController, Dispatchable {
  let outbox = EventOutbox<TallyEvent>()

  func update(model: Tally, for event: TallyEvent, dispatcher: Dispatcher<TallyEvent>) {
    switch event {
    case .add(let name): model.events.append(name)
    case .addTwice(let name):
      model.events.append(name + "-1")
      emit(.add(name + "-2"))  // chained through the dispatcher: nested in this event
      model.events.append(name + "-1b")
    }
  }
}

/// A screen glued when its view loads, whose disposer reports to the test.
@MainActor
final class TallyScreen: ViewController, EventView, Dispatchable {
  let outbox = EventOutbox<TallyEvent>()
  let model: Tally
  let disposals: Tally
  private(set) var dispatcher: Dispatcher<TallyEvent>?

  init(model: Tally, disposals: Tally) {
    self.model = model
    self.disposals = disposals
    super.init(name: "tally")
  }

  override func viewDidLoad() {
    glue(model: model, view: self, controller: TallyController())
  }

  func bind(model: Tally, dispatcher: Dispatcher<TallyEvent>) -> Disposer {
    self.dispatcher = dispatcher
    return Disposer { [disposals] in disposals.events.append("disposed") }
  }
}

/// A view that is not Dispatchable, and a subclass that is.
@MainActor
class PlainView: EventView {
  var gluedLoop: GluedLoop?

  func bind(model: Tally, dispatcher: Dispatcher<TallyEvent>) -> Disposer { Disposer {} }
}

@MainActor
final class EmittingSubview: PlainView, Dispatchable {
  let outbox = EventOutbox<TallyEvent>()
}

/// Glues from generic code, which knows its arguments only as EventView and EventController.
@MainActor
private func glueGenerically<View: EventView, Controller: EventController>(
  _ model: Tally, _ view: View, _ controller: Controller
) where View.Model == Tally, View.Event == TallyEvent, Controller.Model == Tally, Controller.Event == TallyEvent {
  glue(model: model, view: view, controller: controller)
}

@MainActor
@Suite struct DispatchableTests {
  @Test func genericCodeGluesADispatchableViewAndControllerToo() {
    let model = Tally()
    let view = EmittingView()
    let controller = EmittingController()
    view.emit(.add("view"))
    controller.emit(.add("controller"))
    glueGenerically(model, view, controller)
    #expect(model.events == ["view", "controller"])
  }

  @Test func aSubclassThatAddsDispatchableIsConnectedWhenGluedAsItsSuperclass() {
    let model = Tally()
    let view = EmittingSubview()
    view.emit(.add("waited"))
    glue(model: model, view: view as PlainView, controller: TallyController())
    #expect(model.events == ["waited"])
    withExtendedLifetime(view) { view.emit(.add("later")) }
    #expect(model.events == ["waited", "later"])
  }

  @Test func aSubclassThatAddsDispatchableIsConnectedWhenGluedAsItself() {
    let model = Tally()
    let view = EmittingSubview()
    view.emit(.add("waited"))
    glue(model: model, view: view, controller: TallyController())
    #expect(model.events == ["waited"])
    withExtendedLifetime(view) { view.emit(.add("later")) }
    #expect(model.events == ["waited", "later"])
  }

  @Test func eventsEmittedBeforeGlueWaitAndArriveInOrderOnceGlued() {
    let model = Tally()
    let view = EmittingView()
    let controller = EmittingController()
    view.emit(.add("view-1"))
    controller.emit(.add("controller-1"))
    view.emit(.add("view-2"))
    #expect(model.events.isEmpty)
    #expect(view.outbox.waitingCount == 2)
    glue(model: model, view: view, controller: controller)
    #expect(model.events == ["view-1", "view-2", "controller-1"])
    #expect(view.outbox.waitingCount == 0 && controller.outbox.waitingCount == 0)
  }

  @Test func aControllerEmitsAfterGlueAndItsChainedEventsRunNested() {
    let model = Tally()
    let view = EmittingView()
    let controller = EmittingController()
    glue(model: model, view: view, controller: controller)
    withExtendedLifetime(view) {
      controller.emit(.add("tick"))
      controller.emit(.addTwice("b"))
    }
    #expect(model.events == ["tick", "b-1", "b-2", "b-1b"])
  }

  @Test func aBufferedEventThatChainsFinishesBeforeTheNextBufferedOne() {
    let model = Tally()
    let view = EmittingView()
    let controller = EmittingController()
    view.emit(.addTwice("a"))
    view.emit(.add("b"))
    glue(model: model, view: view, controller: controller)
    #expect(model.events == ["a-1", "a-2", "a-1b", "b"])
  }

  @Test func gluingAgainSendsLaterEventsToTheNewLoopOnly() {
    let first = Tally()
    let second = Tally()
    let view = EmittingView()
    let controller = EmittingController()
    glue(model: first, view: view, controller: controller)
    view.emit(.add("one"))
    glue(model: second, view: view, controller: controller)
    view.emit(.add("two"))
    controller.emit(.add("three"))
    #expect(first.events == ["one"])
    #expect(second.events == ["two", "three"])
  }

  @Test func eventsEmittedAfterTheViewWentAwayAreDropped() {
    let model = Tally()
    let controller = EmittingController()
    var view: EmittingView? = EmittingView()
    glue(model: model, view: view!, controller: controller)
    view = nil
    controller.emit(.add("late"))
    #expect(model.events.isEmpty)
    #expect(controller.outbox.waitingCount == 0)
  }

  @Test func aViewControllerViewDisposesItsBindingsWhenReleased() {
    let model = Tally()
    let disposals = Tally()
    var screen: TallyScreen? = TallyScreen(model: model, disposals: disposals)
    screen?.loadViewIfNeeded()
    screen?.emit(.add("shown"))
    #expect(model.events == ["shown"])
    let dispatcher = screen?.dispatcher
    #expect(dispatcher?.isActive == true)
    screen = nil
    #expect(disposals.events == ["disposed"])
    #expect(dispatcher?.isActive == false)
    dispatcher?.send(.add("after"))
    #expect(model.events == ["shown"])
  }

  @Test func aViewControllerViewGluedAgainDisposesTheOldLoopOnce() {
    let model = Tally()
    let disposals = Tally()
    let screen = TallyScreen(model: model, disposals: disposals)
    screen.loadViewIfNeeded()
    glue(model: model, view: screen, controller: TallyController())
    #expect(disposals.events == ["disposed"])
    screen.emit(.add("again"))
    #expect(model.events == ["again"])
  }
}
