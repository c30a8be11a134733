import MVCS
import Testing

@MainActor
@Suite struct TestViewControllerTests {
  /// Presses the button labelled `label` on `screen`, as the shell's `tap` does.
  private func tap(_ label: String, on screen: ViewController) throws {
    let button = try #require(Renderer(width: 30).render(screen).controls(.button).first { $0.label == label })
    let press = try #require(button.input(as: ButtonPress.self))
    let action = try #require(button.owner.action(named: press.actionName))
    try action()
  }

  @Test func redAndGreenEachToggleTheirSwatchInAndOutOfAnEmptyContainer() throws {
    let test = TestViewController()
    let show = { Renderer(width: 30).render(test).text(color: false) }
    #expect(show() == ["[Red] [Green]"])
    #expect(test.container.content == nil)
    try tap("Green", on: test)
    #expect(show() == ["[Red] [Green]", "████████ Green"])
    try tap("Red", on: test)
    #expect(show() == ["[Red] [Green]", "████████ Red"])
    #expect(test.container.content === test.red)
    try tap("Red", on: test)
    #expect(show() == ["[Red] [Green]"])
    #expect(test.container.content == nil && test.container.children.isEmpty)
  }

  @Test func togglingRunsTheContainersTransitionsUnderTheTestScreen() throws {
    let test = TestViewController()
    let log = LifecycleLog()
    test.lifecycleLog = log
    test.beginAppearance(true)
    test.endAppearance(true)
    log.removeAll()
    try tap("Red", on: test)
    log.removeAll()
    try tap("Green", on: test)
    #expect(
      log.events.map(\.description) == [
        "/container/red viewWillDisappear", "/container/green loadView", "/container/green viewDidLoad",
        "/container/green viewWillAppear", "/container/red willMove(toParent: nil)",
        "/container/green willMove(toParent: /container)", "/container/red viewDidDisappear",
        "/container/green viewDidAppear", "/container/red didMove(toParent: nil)",
        "/container/green didMove(toParent: /container)", "/container/red viewDidUnload",
      ])
    #expect(test.container.children.map(\.name) == ["green"])
  }
}
