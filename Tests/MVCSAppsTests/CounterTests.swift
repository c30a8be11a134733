import MVCS
import Testing

@testable import MVCSApps

@MainActor
@Suite struct CounterTests {
  @Test func theControllerAloneChangesTheModel() {
    let model = CounterModel()
    let controller = CounterController()
    let view = CounterViewController()
    glue(model: model, view: view, controller: controller)
    let increment = view.action(named: "increment")
    let decrement = view.action(named: "decrement")
    try? increment?()
    try? increment?()
    try? decrement?()
    #expect(model.count == 1)
  }

  @Test func theScreenShowsTheCountBetweenTitleAndButtons() throws {
    let host = AppHost(app: CounterApp(), environment: .init(clock: VirtualClock()))
    try host.root.action(named: "increment")?()
    let screen = Renderer(width: 12).render(host.root)
    #expect(screen.text(color: false) == ["Counter", "────────────", "1", "[++] [--]"])
    #expect(screen.controls(.button).map(\.label) == ["++", "--"])
    #expect(screen.controls(.button).map { $0.input(as: ButtonPress.self)?.actionName } == ["increment", "decrement"])
  }

  @Test func theScreenFollowsTheCountFromOneRenderToTheNext() throws {
    let host = AppHost(app: CounterApp(), environment: .init(clock: VirtualClock()))
    let count = { Renderer(width: 12).render(host.root).text(color: false)[2] }
    #expect(count() == "0")
    try host.root.action(named: "increment")?()
    #expect(count() == "1")
    try host.root.action(named: "decrement")?()
    try host.root.action(named: "decrement")?()
    #expect(count() == "-1")
  }

  @Test func gluingAnotherModelShowsThatModel() throws {
    let host = AppHost(app: CounterApp(), environment: .init(clock: VirtualClock()))
    let view = try #require(host.root as? CounterViewController)
    try view.action(named: "increment")?()
    #expect(Renderer(width: 12).render(view).text(color: false)[2] == "1")
    glue(model: CounterModel(), view: view, controller: CounterController())
    #expect(Renderer(width: 12).render(view).text(color: false)[2] == "0")
  }

  @Test func launchingLoadsGluesAndShowsTheScreen() {
    let host = AppHost(app: CounterApp(), environment: .init(clock: VirtualClock()))
    #expect(
      host.lifecycleLog.events.map(\.description) == [
        "/ loadView", "/ viewDidLoad", "/ viewWillAppear", "/ viewDidAppear",
      ])
    #expect(host.root.gluedLoop != nil)
    #expect(host.root.isVisible)
  }

  @Test func aNewLaunchStartsFromZero() throws {
    let first = AppHost(app: CounterApp(), environment: .init(clock: VirtualClock()))
    try first.root.action(named: "increment")?()
    let second = AppHost(app: CounterApp(), environment: .init(clock: VirtualClock()))
    #expect(Renderer(width: 12).render(second.root).text(color: false)[2] == "0")
  }
}
