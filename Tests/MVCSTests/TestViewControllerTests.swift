import MVCS
import Testing

@MainActor
@Suite struct TestViewControllerTests {
  /// Presses the button labelled `label` on `screen`, as the shell's `tap` does.
  private func tap(_ label: String, on screen: ViewController) throws {
    let button = try #require(Renderer(width: 30).render(screen).buttons.first { $0.label == label })
    let action = try #require(button.owner.action(named: button.actionName))
    try action()
  }

  @Test func redAndGreenSwapTheSwatchUnderTheButtons() throws {
    let test = TestViewController()
    let show = { Renderer(width: 30).render(test).text(color: false) }
    #expect(show() == ["[Red] [Green]", "████████ Red"])
    try tap("Green", on: test)
    #expect(show() == ["[Red] [Green]", "████████ Green"])
    try tap("Red", on: test)
    #expect(show() == ["[Red] [Green]", "████████ Red"])
    #expect(test.container.content === test.red)
  }

  @Test func togglingRunsTheContainersTransitionsUnderTheTestScreen() throws {
    let test = TestViewController()
    let log = LifecycleLog()
    test.lifecycleLog = log
    test.beginAppearance(true)
    test.endAppearance(true)
    log.removeAll()
    try tap("Green", on: test)
    try tap("Green", on: test)
    #expect(
      log.events.map(\.description) == [
        "/container/red viewWillDisappear", "/container/red willMove(toParent: nil)",
        "/container/red didMove(toParent: nil)", "/container/red viewDidDisappear", "/container/red viewDidUnload",
        "/container/green loadView", "/container/green viewDidLoad", "/container/green viewWillAppear",
        "/container/green willMove(toParent: /container)", "/container/green didMove(toParent: /container)",
        "/container/green viewDidAppear",
      ])
    #expect(test.container.children.map(\.name) == ["green"])
  }
}
