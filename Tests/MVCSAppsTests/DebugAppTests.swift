import MVCS
import Testing

@testable import MVCSApps

@MainActor
@Suite struct DebugAppTests {
  @Test func theDebugAppShowsTheTestScreenAndIsBuiltIn() throws {
    let host = AppHost(app: DebugApp(), environment: .init(clock: VirtualClock()))
    #expect(host.root is TestViewController)
    #expect(Renderer(width: 20).render(host.root).text(color: false) == ["[Red] [Green]"])
    #expect(BuiltInApps.names == BuiltInApps.all.map(\.name))
    #expect(BuiltInApps.named("debug") is DebugApp)
  }

  @Test func greenSwapsTheSwatchOnTheLaunchedScreen() throws {
    let host = AppHost(app: DebugApp(), environment: .init(clock: VirtualClock()))
    try host.root.action(named: "red")?()
    host.lifecycleLog.removeAll()
    try host.root.action(named: "green")?()
    #expect(Renderer(width: 20).render(host.root).text(color: false) == ["[Red] [Green]", "████████ Green"])
    #expect(
      host.lifecycleLog.events.map(\.description).filter { $0.contains("Appear") || $0.contains("Disappear") } == [
        "/container/red viewWillDisappear", "/container/green viewWillAppear",
        "/container/red viewDidDisappear", "/container/green viewDidAppear",
      ])
  }
}
