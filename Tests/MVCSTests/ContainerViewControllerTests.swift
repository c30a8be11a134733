import MVCS
import Testing

@MainActor
@Suite struct ContainerViewControllerTests {
  /// A container on screen with the log set, the log emptied of its appearance.
  private func visibleContainer(showing content: ViewController) -> (ContainerViewController, LifecycleLog) {
    let container = ContainerViewController(content: content)
    let log = LifecycleLog()
    container.lifecycleLog = log
    container.beginAppearance(true)
    container.endAppearance(true)
    log.removeAll()
    return (container, log)
  }

  @Test func swappingContentOnScreenTakesTheOldOutThenBringsTheNewIn() {
    let red = ColorViewController(color: "Red")
    let green = ColorViewController(color: "Green")
    let (container, log) = visibleContainer(showing: red)
    container.content = green
    #expect(
      log.events.map(\.description) == [
        "/red viewWillDisappear", "/red willMove(toParent: nil)", "/red didMove(toParent: nil)",
        "/red viewDidDisappear", "/red viewDidUnload",
        "/green loadView", "/green viewDidLoad", "/green viewWillAppear", "/green willMove(toParent: /)",
        "/green didMove(toParent: /)", "/green viewDidAppear",
      ])
    #expect(container.children.map(\.name) == ["green"])
    #expect(red.parent == nil && !red.isVisible)
    #expect(green.parent === container && green.isVisible)
  }

  @Test func swappingContentOffScreenRunsContainmentOnly() {
    let log = LifecycleLog()
    let container = ContainerViewController(content: ColorViewController(color: "Red"))
    container.lifecycleLog = log
    container.content = ColorViewController(color: "Green")
    #expect(
      log.events.map(\.description) == [
        "/red willMove(toParent: nil)", "/red didMove(toParent: nil)",
        "/green loadView", "/green viewDidLoad", "/green willMove(toParent: /)", "/green didMove(toParent: /)",
      ])
  }

  @Test func assigningTheSameContentOrEmbeddingItAgainDoesNothing() {
    let red = ColorViewController(color: "Red")
    let (container, log) = visibleContainer(showing: red)
    container.content = red
    container.embedChild(red)
    #expect(log.events.isEmpty)
    #expect(container.children.count == 1)
  }

  @Test func theContentsOwnChildrenAreLoggedAllTheWayOut() {
    let list = ListViewController(content: [ViewController(name: "row", title: "Row")])
    let (container, log) = visibleContainer(showing: list)
    container.content = MessageViewController(message: "Nothing here")
    #expect(
      log.events.map(\.description) == [
        "/list viewWillDisappear", "/list/row viewWillDisappear", "/list willMove(toParent: nil)",
        "/list didMove(toParent: nil)", "/list viewDidDisappear", "/list/row viewDidDisappear",
        "/list viewDidUnload",
        "/message loadView", "/message viewDidLoad", "/message viewWillAppear", "/message willMove(toParent: /)",
        "/message didMove(toParent: /)", "/message viewDidAppear",
      ])
  }

  @Test func theScreenShowsWhicheverContentIsIn() {
    let red = ColorViewController(color: "Red")
    let green = ColorViewController(color: "Green")
    let (container, _) = visibleContainer(showing: red)
    let show = { Renderer(width: 20).render(container).text(color: false) }
    #expect(show() == ["████████ Red"])
    container.content = green
    #expect(show() == ["████████ Green"])
    container.content = red
    #expect(show() == ["████████ Red"])
  }
}
