import MVCS
import Testing

/// What the shell and `explore` ask of every view controller on a screen, whether it is a
/// list (`RowPresenting`) or only switches views (`SwitchesViews`), answered as a cast to the
/// protocol would answer, and the same the second time, when it is remembered.
@MainActor
@Suite struct ConformancesTests {
  /// A list of the app's own, a subclass of the framework's.
  final class Groceries: ListViewController {}

  /// A list of its own making: rows it keeps itself.
  final class Shelf: ViewController, RowPresenting {
    var rows: [ViewController] { [] }
    func select(_ row: ViewController) throws {}
    func swipeActions(for row: ViewController) -> [SwipeAction] { [] }
  }

  /// A segmented control's screen: its buttons switch views.
  final class Segments: ViewController, SwitchesViews {}

  private func answers(_ viewController: ViewController) -> [Bool] {
    // Twice: the first looks the conformances up, the second reads what was remembered.
    (0..<2).flatMap { _ in
      [viewController.rowPresenting === viewController, viewController.switchesViews]
    }
  }

  @Test func aListIsAskedForItsRowsAndAPlainScreenIsNot() {
    #expect(answers(ListViewController(content: [])) == [true, false, true, false])
    #expect(answers(Groceries(content: [])) == [true, false, true, false])
    #expect(answers(Shelf(name: "shelf")) == [true, false, true, false])
    #expect(answers(ViewController(name: "plain")) == [false, false, false, false])
  }

  @Test func tabsTablesStacksAndTheAppsOwnSwitchViews() {
    let stack = NavigationController(name: "stack", root: ViewController(name: "home"))
    let tabs = TabViewController(tabs: [TabPage("One", ViewController(name: "one"))])
    #expect(answers(stack) == [false, true, false, true])
    #expect(answers(tabs) == [false, true, false, true])
    #expect(answers(Segments(name: "segments")) == [false, true, false, true])
  }
}
