import MVCS
import Testing

@MainActor
@Suite struct ControllerRegistryTests {
  private func visibleRoot() -> ViewController {
    let root = ViewController(name: "root")
    root.beginAppearance(true)
    root.endAppearance(true)
    return root
  }

  @Test func attachingAScreenBuildsItsControllerWithTheInjectedServiceAndWiresIt() throws {
    let session = Session()
    let registry = ControllerRegistry.example(session: session)
    let screen = MainScreen()
    let controller = try #require(registry.attach(screen) as? MainController)
    #expect(controller.session === session)
    #expect(screen.dataSource === controller && screen.delegate === controller)
    #expect(controller.isObserving(screen))
    #expect(registry.attach(screen) === controller)
    #expect(registry.controller(MainController.self, for: screen) === controller)
    visibleRoot().embedChild(screen)
    #expect(controller.heard == ["viewDidLoad", "viewDidAppear"])
  }

  @Test func aScreenWithoutAFactoryGetsNoController() {
    let registry = ControllerRegistry.example(session: Session())
    let plain = ViewController(name: "plain")
    #expect(registry.attach(plain) == nil)
    #expect(registry.count == 0)
  }

  @Test func theRegistryKeepsTheControllerAndLetsGoOfItWithTheScreen() {
    let registry = ControllerRegistry.example(session: Session())
    var screen: MainScreen? = MainScreen()
    weak let controller = registry.attach(screen!) as? MainController
    // Only the registry holds it: the screen's references are weak.
    #expect(controller != nil)
    #expect(registry.count == 1)
    screen = nil
    #expect(controller == nil)
    #expect(registry.count == 0)
  }

  @Test func unloadingTheViewKeepsTheControllerForTheNextLoad() throws {
    let registry = ControllerRegistry.example(session: Session())
    let root = visibleRoot()
    let screen = MainScreen()
    let controller = try #require(registry.attach(screen) as? MainController)
    root.embedChild(screen)
    root.unembedChild(screen)
    #expect(registry.controller(for: screen) === controller)
    root.embedChild(screen)
    #expect(controller.heard == ["viewDidLoad", "viewDidAppear", "viewDidUnload", "viewDidLoad", "viewDidAppear"])
  }

  @Test func aPresentingScreenConfiguresThePresentedScreensControllerBeforeItLoads() throws {
    let registry = ControllerRegistry.example(session: Session())
    let root = visibleRoot()
    let main = MainScreen()
    registry.attach(main)
    root.embedChild(main)
    let open = try #require(main.action(named: "open"))
    try open()
    let item = try #require(main.children.first as? ItemScreen)
    let itemController = try #require(registry.controller(ItemController.self, for: item))
    #expect(itemController.nameWhenLoaded == "Milk")
    #expect(item.dataSource === itemController)
    #expect(Renderer(width: 40).render(main).text(color: false).last == "Item: Milk")
    #expect(registry.count == 2)
  }

  @Test func prepareForTheWrongControllerTypeConfiguresNothing() {
    let registry = ControllerRegistry.example(session: Session())
    let item = ItemScreen()
    var configured = false
    let prepared = registry.prepare(MainController.self, for: item) { _ in configured = true }
    #expect(prepared == nil && !configured)
    #expect(registry.controller(for: item) is ItemController)
  }
}

@MainActor
@Suite struct ControllerRegistryMakeTests {
  @Test func makeBuildsTheControllerWhenTheScreenIsCreated() {
    let registry = ControllerRegistry.example(session: Session())
    let screen = registry.make { MainScreen() }
    #expect(registry.controller(MainController.self, for: screen) != nil)
  }
}
