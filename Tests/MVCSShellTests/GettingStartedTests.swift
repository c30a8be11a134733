import Foundation
import MVCS
import MVCSTesting
import Testing

// The code of the DocC article "Getting started" (MVCSCommandLine.docc/GettingStarted.md),
// section "Show a list that follows a Store", as written there, so the article stays true.

private struct Expense: Codable, Sendable {
  var id: String
  var title: String
  var amount: Double
}

private final class ExpenseRow: ViewController {
  var expense: Expense { didSet { setNeedsDisplay() } }

  init(expense: Expense) {
    self.expense = expense
    super.init(name: expense.title.dashedName, title: expense.title)
  }

  override var body: any View {
    HStack(alignment: .top) {
      Text(expense.title)  // cut with "…" when the row is narrow; the amount stays whole
      Spacer()
      Text(expense.amount, format: .currency(code: "USD"))
    }
  }
}

private final class ExpensesViewController: ListViewController {
  let store: Store<Expense>

  init(store: Store<Expense>) {
    self.store = store
    super.init(name: "expenses", title: "Expenses")
    follow(
      store, title: \.title, update: { (row: ExpenseRow, expense) in row.expense = expense },
      row: { ExpenseRow(expense: $0) })
  }

  override var body: any View {
    let total = store.items.reduce(0) { $0 + $1.amount }
    return VStack(alignment: .leading) {
      HStack(alignment: .top) {
        Text("Total", style: .bold)
        Spacer()
        Text(total, format: .currency(code: "USD"), style: .bold)  // "$1,234.50"
      }
      AnyView(super.body)
    }
  }

  override var actions: [Action] {
    [
      Action(
        "add", summary: "Adds an expense",
        parameters: [Parameter("title", .text), Parameter("amount", .decimal)]
      ) { [unowned self] arguments in
        let expense = Expense(
          id: "expense-\(store.items.count + 1)", title: try arguments.text("title"),
          amount: try arguments.decimal("amount"))
        store.insert(expense).enqueue()  // no reload: the list shows it
      }
    ]
  }
}

private struct ExpensesApp: App {
  let name = "expenses"
  let summary = "Expenses and their total"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    NavigationController(
      root: ExpensesViewController(
        store: Store(name: "expenses", environment: environment, cacheIdentifier: \.id)))
  }
}

/// The article's app does what the article says.
@MainActor
@Suite struct GettingStartedTests {
  @Test func theArticlesListFollowsItsStoreUnderAFormattedTotal() async {
    let shell = TestShell(app: ExpensesApp(), width: 40)
    await shell.run("call /expenses add title=Rent amount=1234.5")
    await shell.expectScreen(
      """
      Expenses
      ────────────────────────────────────────
      Total                          $1,234.50
        Rent                         $1,234.50
      """)
    var german = AppEnvironment.batch
    german.locale = Locale(identifier: "de_DE")
    let inGerman = TestShell(app: ExpensesApp(), width: 40, environment: german)
    await inGerman.run("call /expenses add title=Rent amount=1234.5")
    #expect(await inGerman.run("show")[2].hasSuffix("1.234,50\u{A0}$"))
  }
}
