import MVCS
import Testing

@MainActor
@Suite struct PresentationTests {
  private func launched(_ root: ViewController) -> LifecycleLog {
    let log = LifecycleLog()
    root.lifecycleLog = log
    root.beginAppearance(true)
    root.endAppearance(true)
    log.removeAll()
    return log
  }

  @Test func aModalIsTheLastChildInPathsAndAppearsWithItsLifecycle() {
    let root = ViewController(name: "root")
    root.embedChild(ViewController(name: "content"))
    let log = launched(root)
    let alert = ViewController(name: "alert", title: "Alert")
    root.present(alert)
    #expect(root.allChildren.map(\.name) == ["content", "alert"])
    #expect(root.children.map(\.name) == ["content"])
    #expect(alert.isModal && alert.presentingViewController === root && alert.parent == nil)
    #expect(alert.path == "/alert")
    #expect(
      log.events.map(\.description) == [
        "/ present(alert)", "/alert loadView", "/alert viewDidLoad", "/alert viewWillAppear", "/alert viewDidAppear",
      ])
    log.removeAll()
    alert.dismiss()
    #expect(root.allChildren.map(\.name) == ["content"])
    #expect(!alert.isModal)
    #expect(
      log.events.map(\.description) == [
        "/alert viewWillDisappear", "/alert viewDidDisappear", "/alert viewDidUnload", "/ dismiss(alert)",
      ])
  }

  @Test func aPresenterHoldsOneModalSoASecondIsPresentedOnTheFirst() {
    let root = ViewController(name: "root")
    _ = launched(root)
    let first = ViewController(name: "first")
    let second = ViewController(name: "second")
    root.present(first)
    root.present(second)
    #expect(root.presentedViewController === first)
    #expect(first.presentedViewController === second)
    #expect(second.path == "/first/second")
    #expect(root.topmostPresentedViewController === second)
    root.dismiss()  // dismissing the first takes the one above it along
    #expect(root.presentedViewController == nil && first.presentedViewController == nil)
  }

  @Test func dismissFromInsideAPresentedNavigationControllerDismissesTheModal() {
    let root = ViewController(name: "root")
    _ = launched(root)
    let form = ViewController(name: "form", title: "New list")
    let sheet = NavigationController(root: form)
    root.present(sheet)
    let detail = ViewController(name: "detail", title: "Colour")
    sheet.push(detail)
    // As UIKit forwards `dismiss` up to the presented controller: the root of the stack and
    // a screen pushed on it both close the sheet they are in.
    detail.dismiss()
    #expect(root.presentedViewController == nil && !sheet.isModal)
    root.present(sheet)
    form.dismiss()
    #expect(root.presentedViewController == nil)
    #expect(root.allChildren.isEmpty)
  }

  @Test func pushAndPopRunUIKitsOrder() {
    let list = ViewController(name: "list", title: "Lists")
    let navigation = NavigationController(root: list)
    let log = launched(navigation)
    let detail = ViewController(name: "detail", title: "Groceries")
    navigation.push(detail)
    #expect(
      log.events.map(\.description) == [
        "/list viewWillDisappear", "/detail willMove(toParent: /)", "/detail loadView", "/detail viewDidLoad",
        "/detail viewWillAppear", "/list viewDidDisappear", "/detail didMove(toParent: /)", "/detail viewDidAppear",
      ])
    #expect(navigation.title == "Groceries")
    #expect(!list.isVisible && detail.isVisible)
    log.removeAll()
    #expect(navigation.pop() === detail)
    #expect(
      log.events.map(\.description) == [
        "/detail viewWillDisappear", "/list viewWillAppear", "/detail willMove(toParent: nil)",
        "/detail didMove(toParent: nil)", "/detail viewDidDisappear", "/list viewDidAppear", "/detail viewDidUnload",
      ])
    #expect(navigation.pop() == nil)  // the root stays
  }

  @Test func showPushesOnTheNearestNavigationControllerOrPresents() {
    let list = ViewController(name: "list")
    let navigation = NavigationController(root: list)
    _ = launched(navigation)
    list.show(ViewController(name: "detail"))
    #expect(navigation.viewControllers.map(\.name) == ["list", "detail"])
    let lone = ViewController(name: "lone")
    _ = launched(lone)
    lone.show(ViewController(name: "sheet"))
    #expect(lone.presentedViewController?.name == "sheet")
  }

  @Test func theNavigationBarShowsBackTitleAndTheTopsBarButtons() {
    final class Top: ViewController {
      override var barButtons: [Button<Text>] { [Button("+", action: "add")] }
      override var actions: [Action] { [Action("add", summary: "Adds") { _ in }] }
    }
    let navigation = NavigationController(root: ViewController(name: "root", title: "Lists"))
    _ = launched(navigation)
    navigation.push(Top(name: "top", title: "Groceries"))
    let screen = Renderer(width: 24).render(navigation)
    #expect(screen.text(color: false).first == "[Back] Groceries     [+]")
    #expect(screen.controls(.button).map { "\($0.label)→\($0.owner.name)" } == ["Back→navigation", "+→top"])
  }

  @Test func theScreenDrawsModalsOverTheRootTopmostLast() {
    let root = ViewController(name: "root", title: "Root")
    _ = launched(root)
    final class Alert: ViewController {
      override var body: any View { Button("OK", action: "ok") }
    }
    root.present(Alert(name: "alert", title: "Alert"))
    let screen = Renderer(width: 20).renderScreen(root)
    #expect(screen.modals.map(\.name) == ["alert"])
    #expect(screen.layers.count == 2)
    #expect(screen.layersTopFirst.first?.controls(.button).map(\.label) == ["OK"])
    #expect(
      screen.text(color: false) == [
        "Root", "  ┌─ Alert ──────┐", "  │ [OK]         │", "  └──────────────┘",
      ])
  }
}
