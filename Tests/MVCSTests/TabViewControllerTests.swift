import MVCS
import Testing

/// A tab bar: the selected tab alone on screen, a switch that makes one tab disappear and
/// the other appear, each keeping its stack, and the selected tab's button popping to root.
@MainActor
@Suite struct TabViewControllerTests {
  private func tabs() -> (TabViewController, NavigationController, ViewController) {
    let first = NavigationController(name: "first", root: ViewController(name: "home", title: "Home"))
    let second = ViewController(name: "second", title: "Second")
    let tabs = TabViewController(tabs: [TabPage("One", first), TabPage("Two", second)])
    tabs.lifecycleLog = LifecycleLog()
    tabs.beginAppearance(true)
    tabs.endAppearance(true)
    return (tabs, first, second)
  }

  @Test func theBarMarksTheSelectedTabAndOnlyItIsOnScreen() throws {
    let (tabs, first, second) = tabs()
    let screen = Renderer(width: 30).render(tabs)
    #expect(
      screen.text(color: false) == [
        "›[One]  [Two]", "──────────────────────────────", "Home", "──────────────────────────────", "Home",
      ])
    #expect(screen.controls(.button).map(\.label) == ["One", "Two"])
    #expect(first.isVisible && !second.isVisible)
    #expect(tabs.allChildNames == ["first", "second"])
  }

  @Test func switchingTabsKeepsEachStackAndRunsAppearance() throws {
    let (tabs, first, second) = tabs()
    first.push(ViewController(name: "detail", title: "Detail"))
    try tabs.action(named: "tab-second")?()
    #expect(second.isVisible && !first.isVisible)
    #expect(tabs.selectedTab === second)
    try tabs.action(named: "tab-first")?()
    #expect(first.viewControllers.map(\.name) == ["home", "detail"])
    #expect(first.isVisible && !second.isVisible)
    // The selected tab's button goes back to its first screen.
    try tabs.action(named: "tab-first")?()
    #expect(first.viewControllers.map(\.name) == ["home"])
    let events = tabs.lifecycleLog?.events.map { "\($0.path) \($0.kind)" } ?? []
    #expect(events.contains("/second viewDidAppear"))
    #expect(events.contains("/second viewDidDisappear"))
  }
}
