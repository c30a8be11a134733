import MVCS
import MVCSShell
import MVCSTesting
import MVCSUI
import Testing

@testable import MVCSApps

/// Spending driven as someone keeping track of a month would: purchases added from a sheet,
/// opened, settled and swiped away, and the summary tab adding them up.
@MainActor
@Suite struct SpendingTests {
  private func spending(width: Int = 50) -> TestShell {
    TestShell(app: SceneApp(SpendingApp.self), width: width)
  }

  private func add(
    _ title: String, _ amount: String, category: String? = nil, owed: Bool = false, to shell: TestShell
  ) async {
    await shell.run("tap Add")
    await shell.run("fill Title '\(title)'")
    if let category { await shell.run("pick Category \(category)") }
    await shell.run("fill Amount \(amount)")
    if owed { await shell.run("toggle 'Someone owes me this'") }
    await shell.run("tap Save")
  }

  @Test func aPurchaseIsAddedFromItsSheetAndListedNewestFirst() async {
    let shell = spending()
    await shell.run("expect shows 'No purchases yet. Tap Add to record one.'")
    await shell.run("tap Add")
    // Save waits for a title and an amount.
    let early = await shell.error("tap Save")
    #expect(early?.message.hasSuffix("is disabled") == true)
    await shell.run("fill Title Groceries")
    await shell.run("fill Amount 42.5")
    await shell.run("tap Save")
    await add("Concert tickets", "120", category: "Fun", owed: true, to: shell)
    await shell.expectScreen(
      """
      ›[Purchases]  [Summary]
      ──────────────────────────────────────────────────
      Spending                                       [+]
      ──────────────────────────────────────────────────
      Total: $162.50
        Concert tickets                   owed $120.00 ›
        ☆ Fun
        Groceries                               $42.50 ›
        🍴 Food
      """)
    await shell.expect("ls tabs/purchases/navigation/root/list", prints: "concert-tickets\ngroceries")
  }

  @Test func pathsSeeTheTabsListAndRowsTheViewsMakeBeforeAnythingIsShown() async {
    let shell = spending()
    await shell.expect(
      "tree",
      prints: """
        / (HostingController<AnyView>)
        └── tabs (TabViewController)
            ├── purchases (HostingController<AnyView>) "Purchases"
            │   └── navigation (NavigationController) "Spending"
            │       └── root (HostingController<AnyView>) "Spending"
            │           └── list (ViewListController)
            └── summary (HostingController<AnyView>) "Summary"
        """)
    await add("Groceries", "42.5", to: shell)
    await shell.expect("ls tabs/purchases/navigation/root/list", prints: "groceries")
    await shell.run("tap Summary")
    await shell.expect(
      "ls tabs/summary/navigation/root/list", prints: "food\ntransport\nhome\nfun\nspent\nowed-back")
    await shell.run("cd tabs/summary/navigation/root/list/spent")
    await shell.run("expect shows 'Spent'")
  }

  @Test func aSheetWithSomethingTypedClosesOnlyByItsButtons() async {
    let shell = spending()
    await shell.run("tap Add")
    await shell.run("dismiss")
    await shell.run("expect hides 'New Purchase'")
    await shell.run("tap Add")
    await shell.run("fill Title Taxi")
    let refused = await shell.error("dismiss")
    #expect(refused?.message.hasSuffix("cannot be dismissed: its views say interactiveDismissDisabled") == true)
    await shell.run("expect shows 'New Purchase'")
    await shell.run("tap Cancel")
    await shell.run("expect shows 'No purchases yet'")
  }

  @Test func anOwedPurchaseSwipesToSettleAndEveryPurchaseToDelete() async {
    let shell = spending()
    await add("Lunch", "12", to: shell)
    await add("Cinema with Sam", "24", category: "Fun", owed: true, to: shell)
    #expect(await shell.error("swipe Lunch")?.hint == "its swipe actions: 'Delete'")
    #expect(await shell.error("swipe 'Cinema with Sam'")?.hint == "its swipe actions: 'Delete', 'Settle'")
    await shell.run("swipe 'Cinema with Sam' Settle")
    await shell.run("expect hides owed")
    #expect(await shell.error("swipe 'Cinema with Sam'")?.hint == "its swipe actions: 'Delete'")
    await shell.run("swipe Lunch Delete")
    await shell.run("expect hides Lunch")
    await shell.run("expect shows 'Total: $24.00'")
  }

  @Test func aPurchasesScreenSettlesItAndDeletesItAfterAsking() async {
    let shell = spending()
    await add("Rent", "950", category: "Home", owed: true, to: shell)
    await shell.run("tap Rent")
    await shell.run("expect shows '[Back] Rent'")
    await shell.run("tap 'Mark as Paid Back'")
    await shell.run("expect hides 'Mark as Paid Back'")
    await shell.run("tap 'Delete Purchase'")
    await shell.run("expect shows 'Delete Rent?'")
    await shell.run("tap Cancel")
    await shell.run("expect shows '[Back] Rent'")
    await shell.run("tap 'Delete Purchase'")
    await shell.run("tap Delete")
    await shell.run("expect shows 'No purchases yet'")
    await shell.run("expect hides Back")
  }

  @Test func theSummaryAddsUpEachCategoryWhileThePurchasesKeepTheirScreen() async {
    let shell = spending()
    await add("Bus", "2.75", category: "Transport", to: shell)
    await add("Pizza", "18", owed: true, to: shell)
    await shell.run("select Pizza")
    await shell.run("tap Summary")
    await shell.expectScreen(
      """
       [Purchases] ›[Summary]
      ──────────────────────────────────────────────────
      Summary
      ──────────────────────────────────────────────────
      By category
        🍴 Food                                   $18.00
        🚗 Transport                               $2.75
        🏠 Home                                    $0.00
        ☆ Fun                                      $0.00
      Totals
        Spent                                     $20.75
        Owed back                                 $18.00
        2 purchases
      """)
    await shell.run("tap Purchases")
    await shell.run("expect shows '[Back] Pizza'")
  }

  @Test func theLedgerKeepsItsPurchasesNewestFirst() {
    let ledger = Ledger()
    ledger.add(Purchase(title: "A", category: .food, amount: 1))
    ledger.add(Purchase(title: "B", category: .fun, amount: 2, isOwedBack: true))
    #expect(ledger.purchases.map(\.title) == ["B", "A"])
    #expect(ledger.total == 3 && ledger.owedBack == 2)
    #expect(ledger.total(for: .fun) == 2 && ledger.count(for: .food) == 1)
    ledger.settle(ledger.purchases[0].id)
    #expect(ledger.owedBack == 0)
    ledger.remove(atOffsets: [1])
    #expect(ledger.purchases.map(\.title) == ["B"])
    ledger.remove(ledger.purchases[0].id)
    #expect(ledger.purchases.isEmpty && ledger.total == 0)
  }

  @Test func coverageNamesScreensByTheirViewsAndCountsADataRowsLinkOnce() async {
    let report = await Explorer(app: SceneApp(SpendingApp.self), configuration: .init(seed: 23, steps: 600)).run()
    let items = report.coverage.items.map { "\($0.key.screen)|\($0.key.kind)|\($0.key.label)" }
    // Screens by the views that make them, not `HostingController<AnyView>`.
    #expect(report.coverage.screens.contains("AddPurchaseView"), "\(report.coverage.screens.sorted())")
    #expect(!report.coverage.screens.contains { $0.hasPrefix("HostingController") })
    // Each purchase's row is a link titled by its data: one item for them all.
    #expect(items.contains("ContentView row|button|a row's button"), "\(items.sorted())")
    #expect(!items.contains { $0.hasPrefix("ContentView row|button|") && !$0.hasSuffix("a row's button") })
  }
}
