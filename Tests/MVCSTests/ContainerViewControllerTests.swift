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

  @Test func swappingContentOnScreenInterleavesTheTwoTransitionsAsUIKitDoes() {
    let red = ColorViewController(color: "Red")
    let green = ColorViewController(color: "Green")
    let (container, log) = visibleContainer(showing: red)
    container.content = green
    #expect(
      log.events.map(\.description) == [
        "/red viewWillDisappear", "/green loadView", "/green viewDidLoad", "/green viewWillAppear",
        "/red willMove(toParent: nil)", "/green willMove(toParent: /)",
        "/red viewDidDisappear", "/green viewDidAppear",
        "/red didMove(toParent: nil)", "/green didMove(toParent: /)", "/red viewDidUnload",
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
        "/green loadView", "/green viewDidLoad", "/red willMove(toParent: nil)", "/green willMove(toParent: /)",
        "/red didMove(toParent: nil)", "/green didMove(toParent: /)",
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
        "/list viewWillDisappear", "/list/row viewWillDisappear",
        "/message loadView", "/message viewDidLoad", "/message viewWillAppear",
        "/list willMove(toParent: nil)", "/message willMove(toParent: /)",
        "/list viewDidDisappear", "/list/row viewDidDisappear", "/message viewDidAppear",
        "/list didMove(toParent: nil)", "/message didMove(toParent: /)", "/list viewDidUnload",
      ])
  }

  @Test func anEmptyContainerTakesContentInAndOutWithOneChildsTransitionOnly() {
    let red = ColorViewController(color: "Red")
    let container = ContainerViewController()
    let log = LifecycleLog()
    container.lifecycleLog = log
    container.beginAppearance(true)
    container.endAppearance(true)
    log.removeAll()
    #expect(Renderer(width: 20).render(container).text(color: false).isEmpty)
    container.content = red
    container.content = nil
    #expect(
      log.events.map(\.description) == [
        "/red loadView", "/red viewDidLoad", "/red viewWillAppear", "/red willMove(toParent: /)",
        "/red didMove(toParent: /)", "/red viewDidAppear",
        "/red viewWillDisappear", "/red willMove(toParent: nil)", "/red didMove(toParent: nil)",
        "/red viewDidDisappear", "/red viewDidUnload",
      ])
    #expect(container.children.isEmpty && red.parent == nil)
  }

  @Test func contentNamedLikeTheOutgoingOneTakesASuffixBeforeItLogs() {
    let (container, log) = visibleContainer(showing: ColorViewController(color: "Red"))
    container.content = ColorViewController(color: "Red")
    #expect(log.events.map(\.path).filter { $0 != "/red" }.allSatisfy { $0 == "/red-2" })
    #expect(container.children.map(\.name) == ["red-2"])
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
