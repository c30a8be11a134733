import MVCS
import Testing

/// Records every callback, so tests can compare the order with UIKit's.
@MainActor
final class RecordingViewController: ViewController {
  var calls: [String] = []

  override func loadView() { calls.append("loadView") }
  override func viewDidLoad() { calls.append("viewDidLoad") }
  override func viewWillAppear() { calls.append("viewWillAppear") }
  override func viewDidAppear() { calls.append("viewDidAppear") }
  override func viewWillDisappear() { calls.append("viewWillDisappear") }
  override func viewDidDisappear() { calls.append("viewDidDisappear") }
  override func willMove(toParent parent: ViewController?) { calls.append("willMove(\(parent?.name ?? "nil"))") }
  override func didMove(toParent parent: ViewController?) { calls.append("didMove(\(parent?.name ?? "nil"))") }
}

@MainActor
@Suite struct ContainmentTests {
  @Test func addChildCallsWillMoveOnlyAndRemoveCallsDidMoveOnly() {
    let parent = ViewController(name: "parent")
    let child = RecordingViewController(name: "child")
    parent.addChild(child)
    #expect(child.calls == ["willMove(parent)"])
    #expect(child.parent === parent)
    child.finishMove(toParent: parent)
    child.removeFromParent()
    #expect(child.calls == ["willMove(parent)", "didMove(parent)", "didMove(nil)"])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
  }

  @Test func embeddingInAVisibleParentRunsTheWholeSequenceInOrder() {
    let log = LifecycleLog()
    let root = ViewController(name: "root")
    root.lifecycleLog = log
    root.beginAppearance(true)
    root.endAppearance(true)
    log.removeAll()
    let child = RecordingViewController(name: "child")
    root.embedChild(child)
    #expect(
      child.calls == ["loadView", "viewDidLoad", "viewWillAppear", "willMove(root)", "didMove(root)", "viewDidAppear"])
    #expect(
      log.events.map(\.description) == [
        "/child loadView", "/child viewDidLoad", "/child viewWillAppear", "/child willMove(toParent: /)",
        "/child didMove(toParent: /)", "/child viewDidAppear",
      ])
    root.unembedChild(child)
    #expect(
      child.calls.suffix(4) == ["viewWillDisappear", "willMove(nil)", "didMove(nil)", "viewDidDisappear"])
  }

  @Test func embeddingTwiceIsANoOp() {
    let root = ViewController(name: "root")
    let child = RecordingViewController(name: "child")
    root.embedChild(child)
    let before = child.calls
    root.embedChild(child)
    #expect(child.calls == before)
    #expect(root.children.count == 1)
  }

  @Test func viewLoadsOnceAndLazily() {
    let vc = RecordingViewController(name: "lazy")
    #expect(!vc.isViewLoaded)
    #expect(vc.calls.isEmpty)
    vc.loadViewIfNeeded()
    vc.loadViewIfNeeded()
    #expect(vc.calls == ["loadView", "viewDidLoad"])
  }

  @Test func appearanceReachesChildrenAfterTheirParent() {
    let log = LifecycleLog()
    let root = ViewController(name: "root")
    root.lifecycleLog = log
    let child = ViewController(name: "child")
    root.addChild(child)
    child.finishMove(toParent: root)
    log.removeAll()
    root.beginAppearance(true)
    root.endAppearance(true)
    #expect(
      log.events.map(\.description) == [
        "/ loadView", "/ viewDidLoad", "/ viewWillAppear", "/child loadView", "/child viewDidLoad",
        "/child viewWillAppear", "/ viewDidAppear", "/child viewDidAppear",
      ])
    #expect(child.isVisible && root.isVisible)
  }

  @Test func siblingNamesStayUniqueAndPathsFollowTheTree() {
    let root = ViewController(name: "root")
    let lists = ViewController(name: "lists")
    root.addChild(lists)
    let a = ViewController(name: "row")
    let b = ViewController(name: "row")
    lists.addChild(a)
    lists.addChild(b)
    #expect(lists.children.map(\.name) == ["row", "row-2"])
    #expect(b.path == "/lists/row-2")
    #expect(root.path == "/")
    #expect(b.root === root)
  }

  /// Paths are remembered between asks; a move anywhere above makes them new.
  @Test func pathsAndLoggedPathsFollowMovesAfterBeingAsked() {
    let root = ViewController(name: "root")
    let log = LifecycleLog()
    root.lifecycleLog = log
    let lists = ViewController(name: "lists")
    let archive = ViewController(name: "archive")
    let row = ViewController(name: "row")
    root.addChild(lists)
    root.addChild(archive)
    lists.addChild(row)
    row.log("first")
    #expect(row.path == "/lists/row")
    archive.addChild(lists)
    #expect(row.path == "/archive/lists/row")
    row.log("moved with its parent")
    let other = ViewController(name: "row")
    archive.addChild(other)
    archive.addChild(row)
    #expect(row.path == "/archive/row-2")
    row.log("moved itself")
    #expect(
      log.events.filter { if case .note = $0.kind { true } else { false } }.map(\.description) == [
        "/lists/row first", "/archive/lists/row moved with its parent", "/archive/row-2 moved itself",
      ])
  }

  @Test func movingAChildToAnotherParentDetachesItFirst() {
    let root = ViewController(name: "root")
    let first = ViewController(name: "first")
    let second = ViewController(name: "second")
    let child = RecordingViewController(name: "child")
    root.addChild(first)
    root.addChild(second)
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(second.children.first === child)
    #expect(child.calls == ["willMove(first)", "willMove(nil)", "didMove(nil)", "willMove(second)"])
  }
}
