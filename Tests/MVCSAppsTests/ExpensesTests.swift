import Foundation
import MVCS
import MVCSShell
import MVCSTesting
import Testing

@testable import MVCSApps

/// The Expenses app driven as a user would: a list that follows its store in sections, a
/// table sorted by a tapped header, tabs that keep their stacks, a long title that gives way
/// to its amount, totals formatted in the session's locale.
@MainActor
@Suite struct ExpensesTests {
  /// A session on the Expenses app, `width` columns wide and `height` lines tall.
  private func expenses(width: Int = 80, height: Int = 40, locale: Locale? = nil) -> TestShell {
    var environment = AppEnvironment.batch
    if let locale { environment.locale = locale }
    return TestShell(app: ExpensesApp(), width: width, height: height, environment: environment)
  }

  private func add(_ title: String, _ category: String, _ amount: String, to shell: TestShell) async {
    await shell.run("tap +")
    await shell.run("fill Title '\(title)'")
    await shell.run("fill Category '\(category)'")
    await shell.run("fill Amount \(amount)")
    await shell.run("tap Add")
  }

  @Test func aWriteAppearsInTheListWithNoReload() async {
    let shell = expenses(width: 40)
    await add("Coffee", "Food", "3.5", to: shell)
    await shell.expectScreen(
      """
      ›[Expenses]  [Table]  [Summary]
      ────────────────────────────────────────
      Expenses                             [+]
      ────────────────────────────────────────
      Total                              $3.50
      Food
        Coffee                           $3.50
        now
        1 expense
      """)
    await shell.run("swipe Coffee Delete")
    await shell.run("expect shows 'No expenses yet'")
  }

  @Test func aModalTallerThanTheScreenIsCutWithoutItsClosingEdgeAndSaysSo() async {
    let shell = expenses(width: 40, height: 5)
    await shell.run("tap +")
    // The box runs off the bottom: no closing edge pretends the whole form shows.
    await shell.expectScreen(
      """
      ›[Expenses]  [Table]  [Summary]
      ────────────────────────────────────────
      Ex┌─ New Expense ────────────────────┐+]
      ──│ Title: [                       ] │──
      No│ Category: [                    ] │
      """)
    // Scrolling the list under the modal cannot help; a taller screen can.
    let error = await shell.error("fill Amount 3")
    #expect(error?.message == "field 'Amount' of /expenses/list/prompt is out of view: below the screen's 5 lines")
    #expect(error?.hint == "a taller screen (--height) shows it; `show --full` draws everything")
  }

  @Test func aSectionHeaderAndTheTablesSortedColumnAreOnScreen() async {
    let shell = expenses()
    await add("Bus", "Travel", "2.5", to: shell)
    await add("Groceries", "Food", "123.45", to: shell)
    let list = await shell.run("show")
    #expect(list.contains("Food") && list.contains("Travel") && list.contains("  1 expense"))
    #expect(list.firstIndex(of: "Food") ?? 99 < list.firstIndex(of: "Travel") ?? 0)
    await shell.run("tap Table")
    await shell.run("tap Amount")
    let table = await shell.run("show")
    #expect(table[4].hasSuffix("[Amount]▲"), "\(table)")
    #expect(table[5].hasPrefix("  Bus") && table[6].hasPrefix("  Groceries"), "\(table)")
  }

  @Test func countsStayRightWhenScrollingAcrossSections() async {
    let shell = expenses(height: 12)
    for (index, category) in ["Food", "Food", "Food", "Travel", "Travel", "Travel"].enumerated() {
      await add("Item \(index + 1)", category, "1", to: shell)
    }
    let first = await shell.run("show")
    #expect(first.last == "rows 1–2 of 6", "\(first)")
    await shell.run("scroll /expenses/list to 5")
    let scrolled = await shell.run("show")
    #expect(scrolled.last == "rows 5–6 of 6", "\(scrolled)")
    #expect(scrolled[5] == "Travel", "the section's header stays over its rows: \(scrolled)")
    #expect(scrolled[6].hasPrefix("  Item 5 ") && scrolled[6].hasSuffix(" $1.00"), "\(scrolled)")
  }

  @Test func aTabSwitchKeepsEachStack() async {
    let shell = expenses()
    await add("Coffee", "Food", "3.5", to: shell)
    await shell.run("select Coffee")
    await shell.run("tap Table")
    await shell.run("tap Summary")
    await shell.run("tap Expenses")
    #expect(await shell.run("show")[2] == "[Back] Coffee")
    await shell.run("expect exists /expenses/expense")
    await shell.run("tap Expenses")
    await shell.run("expect missing /expenses/expense")
  }

  static let longTitle =
    "Quarterly 📦 shipping and 日本語 handling for the warehouse on the other side of town, "
    + String(repeating: "with every pallet counted twice 🧾 ", count: 8)

  @Test(arguments: [20, 40, 80, 200])
  func theLongTitleRowShowsTheAmountWholeOnOneLine(width: Int) async {
    let shell = expenses(width: width)
    await add(Self.longTitle, "Office", "123.45", to: shell)
    // At 20 columns the tab bar takes two lines: the row is found by its start.
    let screen = await shell.run("show")
    let index = screen.firstIndex { $0.hasPrefix("  Quarter") } ?? 0
    let row = screen[index]
    #expect(row.hasSuffix(" $123.45"), "\(screen)")
    #expect(row.contains("…"), "\(screen)")
    #expect(row.displayWidth <= width && row.displayWidth >= width - 3, "\(screen)")
    #expect(screen[index + 1] == "  now", "the next line is the date, not the amount wrapped: \(screen)")
  }

  // MARK: One store file, two sessions (#28)

  /// Two sessions of Expenses on one SQLite file in `folder`, each with its own connection,
  /// as two `mvcs --app expenses --store FILE` have them.
  private func sharedFile(in folder: URL) -> (TestShell, TestShell) {
    func session() -> TestShell {
      var environment = AppEnvironment.batch
      environment.storage = Storage(.file(folder.appendingPathComponent("shared.sqlite").path))
      return TestShell(app: ExpensesApp(), environment: environment)
    }
    return (session(), session())
  }

  /// The expenses a fresh session on the file in `folder` finds, `id title` each.
  private func stored(in folder: URL) async -> [String] {
    var environment = AppEnvironment.batch
    environment.storage = Storage(.file(folder.appendingPathComponent("shared.sqlite").path))
    let store = Store<Expense>(name: "expenses", environment: environment, cacheIdentifier: \.id)
    await store.itemsHaveLoaded()
    return store.items.map { "\($0.id) \($0.title)" }
  }

  private func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-expenses-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func twoSessionsAddingAtOnceOnOneFileKeepBothExpenses() async throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (a, b) = sharedFile(in: folder)
    for (shell, title) in [(a, "FromA"), (b, "FromB")] {
      await shell.run("tap +")
      await shell.run("fill Title \(title)")
      await shell.run("fill Amount 1")
    }
    await a.run("tap Add")
    await b.run("tap Add")
    #expect(await stored(in: folder) == ["expense-1 FromA", "expense-2 FromB"])
  }

  @Test func aSessionThatLoadedEarlierNeverReplacesAnExpenseAddedSince() async throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (a, b) = sharedFile(in: folder)
    await add("First", "Food", "1", to: a)
    // B sees A's expense-1 and adds expense-2; A, which knows only its own, adds again.
    await b.run("relaunch")
    await add("FromB", "Food", "2", to: b)
    await add("Second", "Food", "3", to: a)
    #expect(await stored(in: folder) == ["expense-1 First", "expense-2 FromB", "expense-3 Second"])
  }

  // MARK: Amounts no screen can show (#28)

  /// The amount is read as every typed number is (#28): `0x10` was $16 and `0X1p3` $8, while
  /// `1,234,567.5` and a dollar sign were refused.
  @Test func theAmountIsReadAsEveryTypedNumberIs() async {
    let shell = expenses()
    for (text, reason) in [
      ("0x10", "it is written in hexadecimal (0x); type a decimal number"),
      ("0X1p3", "it is written in hexadecimal (0x); type a decimal number"), ("--5", "it has two signs"),
      ("5%", "a percent sign goes with a percentage, and this field takes an amount of money"),
      ("1e-400", "it is too close to 0 to hold and would be 0"),
    ] {
      await shell.run("tap +")
      await shell.run("fill Title Tea")
      await shell.run("fill Amount '\(text)'")
      let error = await shell.error("tap Add")
      #expect(
        error?.message
          == "action 'add' of /expenses/list/prompt failed: '\(text)' is not an amount: \(reason); write it as 12.50")
    }
    for text in ["1,234,567.5", "$12.50", "  3  "] {
      await add("Tea", "Food", text, to: shell)
    }
    await shell.expect(
      "store show expenses",
      prints: """
        expense-1  {"amount":1234567.5,"category":"Food","date":"2026-01-01T09:00:00Z","id":"expense-1","title":"Tea"}
        expense-2  {"amount":12.5,"category":"Food","date":"2026-01-01T09:00:00Z","id":"expense-2","title":"Tea"}
        expense-3  {"amount":3,"category":"Food","date":"2026-01-01T09:00:00Z","id":"expense-3","title":"Tea"}
        """)
  }

  @Test func anAmountPastTheLargestIsRefusedWithWhatTheLargestIs() async {
    let shell = expenses()
    await shell.run("tap +")
    await shell.run("fill Title Yacht")
    await shell.run("fill Amount 1.7e308")
    let error = await shell.error("tap Add")
    #expect(
      error?.message
        == "action 'add' of /expenses/list/prompt failed: '1.7e308' is more than an expense can be: at most $1,000,000,000,000.00"
    )
    #expect(error?.isValidation == true)
  }

  @Test func amountsWrittenPastTheLargestShowNoInfinityAndNoNaN() async throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Written by another program, as sqlite3 would: the app's own check never saw them.
    var environment = AppEnvironment.batch
    environment.storage = Storage(.file(folder.appendingPathComponent("shared.sqlite").path))
    let store = Store<Expense>(name: "expenses", environment: environment, cacheIdentifier: \.id)
    let start = VirtualClock.batchStart
    try await store.insert([
      Expense(id: "expense-1", title: "Yacht", category: "Toys", amount: 1.7e308, date: start),
      Expense(id: "expense-2", title: "Moon", category: "Toys", amount: 1.7e308, date: start),
      Expense(id: "expense-3", title: "Tea", category: "Food", amount: 2, date: start),
    ])
    let (shell, _) = sharedFile(in: folder)
    for tab in ["Expenses", "Table", "Summary"] {
      await shell.run("tap \(tab)")
      let screen = await shell.run("show").joined(separator: "\n")
      #expect(!screen.contains("∞") && !screen.localizedCaseInsensitiveContains("nan"), "\(tab): \(screen)")
    }
    let summary = await shell.run("show").joined(separator: "\n")
    #expect(summary.contains("too large to add up"), "\(summary)")
  }

  @Test func theTotalIsWrittenInTheSessionsLocaleWhateverTheMachines() async {
    for (locale, total) in [(nil, "$1,234.50"), (Locale(identifier: "de_DE"), "1.234,50\u{A0}$")] {
      let shell = expenses(width: 40, locale: locale)
      await add("Rent", "Home", "1234.5", to: shell)
      #expect(await shell.run("show")[4] == "Total" + String(repeating: " ", count: 40 - 5 - total.count) + total)
    }
  }
}
