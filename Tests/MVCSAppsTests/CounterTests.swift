import MVCS
import MVCSApps
import Testing

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
    let host = AppHost(app: CounterApp(), environment: .init(clock: FixedClock.batchStart))
    try host.root.action(named: "increment")?()
    let screen = Renderer(width: 12).render(host.root)
    #expect(screen.text(color: false) == ["Counter", "────────────", "1", "[++] [--]"])
    #expect(screen.buttons.map(\.label) == ["++", "--"])
    #expect(screen.buttons.map(\.actionName) == ["increment", "decrement"])
  }

  @Test func launchingLoadsGluesAndShowsTheScreen() {
    let host = AppHost(app: CounterApp(), environment: .init(clock: FixedClock.batchStart))
    #expect(
      host.lifecycleLog.events.map(\.description) == [
        "/ loadView", "/ viewDidLoad", "/ viewWillAppear", "/ viewDidAppear",
      ])
    #expect(host.root.gluedLoop != nil)
    #expect(host.root.isVisible)
  }

  @Test func aNewLaunchStartsFromZero() throws {
    let first = AppHost(app: CounterApp(), environment: .init(clock: FixedClock.batchStart))
    try first.root.action(named: "increment")?()
    let second = AppHost(app: CounterApp(), environment: .init(clock: FixedClock.batchStart))
    #expect(Renderer(width: 12).render(second.root).text(color: false)[2] == "0")
  }
}
