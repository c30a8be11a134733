import MVCS
import MVCSShell
import Testing

/// A row with a button, counting how many rows were made.
@MainActor
private final class MadeRow: ViewController {
  nonisolated(unsafe) static var made = 0

  init(title: String) {
    Self.made += 1
    super.init(name: title.dashedName, title: title)
  }

  override var body: any View { Button("Open \(title ?? name)", action: "open") }

  override var actions: [Action] { [Action("open", summary: "Opens the row") { _ in }] }
}

/// A list of 100,000 rows made as they are needed, under a navigation bar.
private struct LazyListApp: App {
  let name = "lazy"
  let summary = "A list of 100,000 rows made as they are needed"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let list = ListViewController(name: "rows", title: "Rows")
    let titles = (1...100_000).map { "Row \($0)" }
    list.setRows(
      ListRows(
        titles, id: { $0 }, name: \.dashedName, title: { $0 }, update: { (_: MadeRow, _) in },
        make: { MadeRow(title: $0) }))
    return NavigationController(root: list)
  }
}

/// The shell over a list whose rows are made as they are needed: what a user sees and
/// every path behave as if all 100,000 rows were there, while only the rows in view, and
/// those a command names, are made.
@MainActor
@Suite(.serialized) struct LazyRowsCommandTests {
  private let session = Session(app: LazyListApp(), options: ShellOptions(width: 40, height: 12))

  private func run(_ line: String) async -> Outcome {
    await Interpreter(session: session).execute(LogicalLine(line, file: "test.mvcs", line: 1))
  }

  private var list: ListViewController? {
    (session.root as? NavigationController)?.topViewController as? ListViewController
  }

  @Test func theFirstScreenMakesAndLogsOnlyTheRowsInView() async {
    MadeRow.made = 0
    let session = Session(app: LazyListApp(), options: ShellOptions(width: 40, height: 12))
    let run = { (line: String) in
      await Interpreter(session: session).execute(LogicalLine(line, file: "test.mvcs", line: 1))
    }
    let list = (session.root as? NavigationController)?.topViewController as? ListViewController
    #expect(await run("show").output.last == "rows 1–9 of 100,000")
    #expect(MadeRow.made == 9)
    #expect(list?.children.count == 9)
    let log = await run("log 1000").output
    #expect(log.filter { $0.hasSuffix(" viewDidLoad") && $0.hasPrefix("/rows/") }.count == 9)
    #expect(log.filter { $0.hasSuffix(" viewDidAppear") && $0.hasPrefix("/rows/") }.count == 9)
  }

  @Test func lsListsEveryRowWithoutMakingOne() async {
    _ = await run("show")
    let names = await run("ls /rows").output
    #expect(names.count == 100_000)
    #expect(names[99_999] == "row-100000")
    #expect(list?.children.count == 9)
    #expect(await run("expect children /rows 100000").error == nil)
  }

  @Test func aPathOrIndexMakesTheRowItNames() async {
    _ = await run("show")
    #expect(await run("cd /rows/row-50000").error == nil)
    #expect(await run("pwd").output == ["/rows/row-50000"])
    #expect(await run("cd /rows/#69999").error == nil)
    #expect(await run("pwd").output == ["/rows/row-70000"])
    #expect(list?.children.count == 11)
    let error = await run("cd /rows/row-100001").error?.description ?? "no error"
    #expect(error.contains("no child 'row-100001' in /rows"))
    #expect(list?.children.count == 11)
  }

  @Test func aRowOutOfViewSaysWhereItIsWithoutBeingMade() async {
    _ = await run("show")
    let error = await run("select \"Row 500\"").error?.description ?? "no error"
    #expect(error.contains("row 'Row 500' is out of view: row 500 of 100,000 of /rows, which shows rows 1–9"))
    #expect(list?.children.count == 9)
  }

  @Test func scrollingFarThenSelectingMakesAScreenOfRows() async {
    _ = await run("show")
    #expect(await run("scroll to 99995").error == nil)
    #expect(await run("select \"Row 99995\"").error == nil)
    #expect(await run("tap \"Open Row 99996\"").error == nil)
    #expect(await run("show").output.last == "rows 99,992–100,000 of 100,000")
    // The first screen, then the last one: the far row clamps to the last full page.
    #expect(list?.children.count == 18)
  }
}
