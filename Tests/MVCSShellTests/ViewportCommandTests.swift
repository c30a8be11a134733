import MVCS
import MVCSShell
import Testing

/// A row with a button that counts its taps.
@MainActor
private final class ButtonRow: ViewController {
  var opened = 0

  override var body: any View { Button("Open \(title ?? name)", action: "open") }

  override var actions: [Action] {
    [Action("open", summary: "Opens the row") { [unowned self] _ in opened += 1 }]
  }
}

/// A screen with a title over a list of 1,000 rows, each with its own button.
private struct LongListApp: App {
  let name = "long"
  let summary = "A list of 1,000 rows"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let rows = (1...1_000).map { ButtonRow(name: "row", title: "Row \($0)") }
    return NavigationController(root: ListViewController(name: "rows", title: "Rows", content: rows))
  }
}

/// What the user sees is what the user can touch, on a screen 12 lines tall.
@MainActor
@Suite struct ViewportCommandTests {
  private let session = Session(app: LongListApp(), options: ShellOptions(width: 40, height: 12))

  private func run(_ line: String) async -> Outcome {
    await Interpreter(session: session).execute(LogicalLine(line, file: "test.mvcs", line: 1))
  }

  @Test func showDrawsTheWindowAndFullDrawsEverything() async {
    let screen = await run("show").output
    #expect(screen.count == 12)
    #expect(screen.last == "rows 1–9 of 1,000")
    #expect(await run("show --full").output.count == 1_002)
  }

  @Test func aButtonOutOfViewCannotBeTapped() async {
    let error = await run("tap \"Open Row 500\"").error?.description ?? "no error"
    #expect(error.contains("is out of view: row 500 of 1,000 of /rows, which shows rows 1–9"))
    #expect(error.contains("`scroll /rows to 500` brings it into view"))
  }

  @Test func scrollToTakesATitleAPathOrAPositionAsSelectDoes() async {
    #expect(await run("scroll to \"Row 500\"").error == nil)
    #expect(await run("show").output.last == "rows 500–508 of 1,000")
    #expect(await run("scroll to /rows/row-20").error == nil)
    #expect(await run("show").output.last == "rows 20–28 of 1,000")
    #expect(await run("scroll to #99").error == nil)
    #expect(await run("show").output.last == "rows 100–108 of 1,000")
    #expect(await run("cd /rows").error == nil)
    #expect(await run("scroll to row-300").error == nil)
    #expect(await run("show").output.last == "rows 300–308 of 1,000")
    let error = await run("scroll to \"Row 5000\"").error
    #expect(error?.message == "no row 'Row 5000' in /rows")
  }

  @Test func aBareWordNamesARowByPathFromTheCurrentFolder() async {
    #expect(await run("cd /rows").error == nil)
    #expect(await run("select row-2").error == nil)
    #expect(await run("select row-500").error?.message.contains("is out of view") == true)
  }

  @Test func scrollingBringsARowIntoReach() async {
    #expect(await run("select \"Row 500\"").error?.description.contains("out of view") == true)
    #expect(await run("scroll to 500").error == nil)
    #expect(await run("show").output.last == "rows 500–508 of 1,000")
    #expect(await run("select \"Row 500\"").error == nil)
    #expect(await run("tap \"Open Row 501\"").error == nil)
    #expect(await run("scroll down 2").error == nil)
    #expect(await run("show").output.last == "rows 502–510 of 1,000")
    #expect(await run("scroll bottom").error == nil)
    #expect(await run("show").output.last == "rows 992–1,000 of 1,000")
  }

  @Test func scrollSaysWhatItCannotDo() async {
    #expect(await run("scroll sideways").error?.description.contains("unknown direction 'sideways'") == true)
    #expect(await run("scroll / down").error?.description.contains("/ does not scroll") == true)
    #expect(await run("scroll to 0").error?.description.contains("the row must be an integer from 1") == true)
    #expect(await run("scroll page left").error?.description.contains("`scroll page` takes up or down") == true)
  }

  @Test func completionOffersWhatIsVisible() async {
    let offered = await run("complete select R").output
    #expect(offered.contains("'Row 1'"))
    #expect(!offered.contains("'Row 100'"))
  }
}

/// A chain of view controllers 100 levels deep.
private struct DeepApp: App {
  let name = "deep"
  let summary = "A hierarchy 100 levels deep"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let root = ViewController(name: "root")
    var node = root
    for level in 1...100 {
      let child = ViewController(name: "level-\(level)")
      node.addChild(child)
      child.finishMove(toParent: node)
      node = child
    }
    return root
  }
}

@MainActor
@Suite struct TreeDepthTests {
  @Test func treeStopsAtItsDefaultDepthAndSaysHowManyItLeftOut() async {
    let session = Session(app: DeepApp(), options: ShellOptions(width: 40, height: 12))
    let output = await Interpreter(session: session).execute(LogicalLine("tree", file: "test.mvcs", line: 1)).output
    // The first line, 64 levels, and the line that says what was left out.
    let expectedLines = 66
    #expect(output.count == expectedLines)
    #expect(output.last == "… 36 view controllers deeper than 64 levels left out; `tree -d N` goes deeper")
  }
}

/// A list whose rows share titles, as a list of expenses does.
private struct ExpensesApp: App {
  let name = "expenses"
  let summary = "Rows with the same title"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let rows = ["Coffee", "Lunch", "Coffee"].map { ViewController(name: $0.lowercased(), title: $0) }
    return NavigationController(root: ListViewController(name: "expenses", title: "Expenses", content: rows))
  }
}

@MainActor
@Suite struct RepeatedTitleTests {
  @Test func aRepeatedTitleSuggestsThePathThatWorksFromHere() async {
    let session = Session(app: ExpensesApp(), options: ShellOptions(width: 40, height: 12))
    let interpreter = Interpreter(session: session)
    func run(_ line: String) async -> Outcome {
      await interpreter.execute(LogicalLine(line, file: "test.mvcs", line: 1))
    }
    #expect(await run("cd /expenses").error == nil)
    let error = await run("select Coffee").error
    #expect(error?.message == "'Coffee' matches 2 rows: ./coffee, ./coffee-2")
    #expect(error?.hint == "name the row by its path, `select ./coffee`, or by #N")
    #expect(await run("select coffee-2").error == nil)
  }
}

/// Thirty lines, each a button that counts its taps, for a viewport five lines tall.
@MainActor
private final class ThirtyButtons: ViewController {
  var tapped: [Int] = []

  override var body: any View {
    VStack(alignment: .leading) { for line in 1...30 { Button("Line \(line)", action: "tap-\(line)") } }
  }

  override var actions: [Action] {
    (1...30).map { line in
      Action("tap-\(line)", summary: "Taps line \(line)") { [unowned self] _ in tapped.append(line) }
    }
  }
}

/// A viewport over content that is not a list: its buttons scrolled out of view are out of
/// reach too, and the error says how to scroll to them.
@MainActor
@Suite struct ScrollingViewportCommandTests {
  private let content = ThirtyButtons(name: "buttons")
  private let session: Session

  init() {
    let content = self.content
    session = Session(app: SingleScreenApp { ScrollingContentViewController(content: content, height: 5) })
  }

  private func run(_ line: String) async -> Outcome {
    await Interpreter(session: session).execute(LogicalLine(line, file: "test.mvcs", line: 1))
  }

  @Test func onlyTheButtonsInTheViewportCanBeTapped() async {
    #expect(await run("tap 'Line 5'").error == nil)
    let error = await run("tap 'Line 6'").error
    #expect(error?.message == "button 'Line 6' of /buttons is out of view in /")
    #expect(error?.hint == "`scroll / down` (or up) brings it into view; `show --full` draws everything")
    _ = await run("scroll down 5")
    #expect(await run("show").output.first == "[Line 6]")
    #expect(await run("tap 'Line 6'").error == nil)
    #expect(await run("tap 'Line 1'").error?.message.hasSuffix("is out of view in /") == true)
    #expect(content.tapped == [5, 6])
    // Completion offers what can be tapped: what is in view.
    #expect(await run("complete 'tap L'").output == (6...10).map { "'Line \($0)'" })
  }
}

/// An app whose root is the view controller `make` returns.
private struct SingleScreenApp: App {
  let name = "single"
  let summary = "One screen"
  let make: @MainActor () -> ViewController

  func makeRootViewController(environment: AppEnvironment) -> ViewController { make() }
}
