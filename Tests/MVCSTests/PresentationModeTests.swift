import MVCS
import Testing

/// A screen that draws what it presents in custom mode, and what it represents, as
/// ZeeZide's view controllers do.
@MainActor
private final class InspectorHost: ViewController {
  init() { super.init(name: "host", title: "Host") }

  override var body: any View {
    VStack(alignment: .leading) {
      Text("showing \(representedObject as? String ?? "nothing")")
      if let inspector = presentedViewController(for: .custom) { Embed(inspector) }
    }
  }
}

@MainActor
@Suite struct PresentationModeTests {
  private func onScreen(_ root: ViewController) -> ViewController {
    root.beginAppearance(true)
    root.endAppearance(true)
    return root
  }

  @Test func sheetIsAModalAndASecondSheetReplacesTheFirst() {
    let root = onScreen(ViewController(name: "root"))
    let first = ViewController(name: "first")
    let second = ViewController(name: "second")
    root.present(first, mode: .sheet)
    #expect(root.presentedViewController === first && first.isModal)
    root.present(second, mode: .sheet)
    #expect(root.presentedViewController === second && !first.isModal)
    #expect(root.presentedViewController(for: .sheet) === second)
    second.dismiss()
    #expect(root.presentedViewController(for: .sheet) == nil && root.activePresentations.isEmpty)
  }

  @Test func navigationPushesOnTheNearestStackAndDismissPopsBackToJustBeforeIt() {
    let lists = ViewController(name: "lists", title: "Lists")
    let navigation = onScreen(NavigationController(root: lists)) as! NavigationController
    let detail = ViewController(name: "detail", title: "Detail")
    lists.present(detail, mode: .navigation)
    #expect(navigation.viewControllers.map(\.name) == ["lists", "detail"])
    navigation.push(ViewController(name: "more"))
    #expect(lists.presentedViewController(for: .navigation) === detail)
    detail.dismiss()
    #expect(navigation.viewControllers.map(\.name) == ["lists"])
    #expect(lists.presentedViewController(for: .navigation) == nil)
  }

  @Test func navigationAgainReplacesTheDetailAndBackForgetsIt() {
    let lists = ViewController(name: "lists")
    let navigation = onScreen(NavigationController(root: lists)) as! NavigationController
    lists.present(ViewController(name: "one"), mode: .navigation)
    lists.present(ViewController(name: "two"), mode: .navigation)
    #expect(navigation.viewControllers.map(\.name) == ["lists", "two"])
    navigation.pop()
    #expect(lists.activePresentations.isEmpty)
  }

  @Test func automaticIsNavigationUnderANavigationControllerElseASheet() {
    let lists = ViewController(name: "lists")
    let navigation = onScreen(NavigationController(root: lists)) as! NavigationController
    lists.present(ViewController(name: "pushed"), mode: .automatic)
    #expect(navigation.topViewController?.name == "pushed")
    #expect(lists.presentedViewController(for: .automatic)?.name == "pushed")

    let root = onScreen(ViewController(name: "root"))
    root.present(ViewController(name: "modal"), mode: .automatic)
    #expect(root.presentedViewController?.name == "modal")
    #expect(root.activePresentations.map(\.mode) == [.sheet])
    // Navigation without a navigation controller falls back to a sheet too.
    root.present(ViewController(name: "other"), mode: .navigation)
    #expect(root.presentedViewController?.name == "other")
  }

  @Test func customIsAChildThePresenterDrawsAndDismissTakesItOut() {
    let host = onScreen(InspectorHost())
    let inspector = ViewController(name: "inspector", title: "Inspector")
    let show = { Renderer(width: 30).render(host).text(color: false) }
    host.present(inspector, mode: .custom)
    #expect(inspector.parent === host && inspector.isVisible)
    #expect(show() == ["showing nothing", "Inspector"])
    inspector.dismiss()
    #expect(inspector.parent == nil && host.activePresentations.isEmpty)
    #expect(show() == ["showing nothing"])
  }

  @Test func onePresentationPerModeSideBySide() {
    let lists = ViewController(name: "lists")
    let navigation = onScreen(NavigationController(root: lists))
    let pushed = ViewController(name: "pushed")
    let sheet = ViewController(name: "sheet")
    let custom = ViewController(name: "custom")
    lists.present(pushed, mode: .navigation)
    #expect(lists.activePresentations.map(\.mode) == [.navigation])
    lists.present(sheet, mode: .sheet)
    #expect(lists.activePresentations.map(\.mode) == [.navigation, .sheet])
    lists.present(custom, mode: .custom)
    #expect(lists.activePresentations.map(\.mode) == [.navigation, .sheet, .custom])
    #expect(lists.activePresentations.map(\.viewController.name) == ["pushed", "sheet", "custom"])
    #expect(navigation.children.map(\.name) == ["lists", "pushed"])
  }

  @Test func showDetailRoutesAsShowDoes() {
    let lists = ViewController(name: "lists")
    let navigation = onScreen(NavigationController(root: lists)) as! NavigationController
    lists.showDetail(ViewController(name: "detail"))
    #expect(navigation.topViewController?.name == "detail")
    let root = onScreen(ViewController(name: "root"))
    root.showDetail(ViewController(name: "modal"))
    #expect(root.presentedViewController?.name == "modal")
  }

  @Test func settingTheRepresentedObjectRedrawsABodyThatReadsIt() {
    let host = onScreen(InspectorHost())
    let show = { Renderer(width: 30).render(host).text(color: false) }
    #expect(show() == ["showing nothing"])
    host.representedObject = "Groceries"
    #expect(show() == ["showing Groceries"])
    #expect(host.representedObject as? String == "Groceries")
  }
}
