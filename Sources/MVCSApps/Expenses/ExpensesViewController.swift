import Foundation
import MVCS

/// The expenses grouped by category, newest first, under their formatted total: "+" asks for
/// a new one, selecting one pushes its screen, and a row swipes "Delete".
///
/// The rows follow the store: a write shows at the next drawing, with no reload.
final class ExpensesViewController: ListViewController, ListViewControllerDelegate {
  private let store: Store<Expense>
  private let clock: any AppClock
  /// `expense-N`, one more than the highest N in use, chosen in the database so another
  /// session on the same file never has its expense replaced.
  private static let keys = NumberedKeys("expense")

  init(store: Store<Expense>, clock: any AppClock) {
    self.store = store
    self.clock = clock
    super.init(name: "list", title: "Expenses")
    delegate = self
    follow(
      store, groupedBy: \.category, footer: { _, items in items.count == 1 ? "1 expense" : "\(items.count) expenses" },
      sortedBy: { $0.date > $1.date }, title: \.title,
      update: { (row: ExpenseRowViewController, expense) in
        row.expense = expense
      }, row: { ExpenseRowViewController(expense: $0) })
  }

  override var barButtons: [Button<Text>] { [Button("+", action: "add")] }

  override var body: any View {
    if rowCount == 0 { return Text("No expenses yet. Tap + to add one.", style: .dim) }
    return VStack(alignment: .leading) {
      HStack(alignment: .top) {
        Text("Total", style: .bold)
        Spacer()
        Money.text(Money.total(store.items.lazy.map(\.amount)), style: .bold)
      }
      AnyView(super.body)
    }
  }

  override var actions: [Action] {
    [
      Action("add", summary: "Asks for a new expense") { [unowned self] _ in
        present(
          PromptViewController(
            title: "New Expense",
            fields: [PromptField(label: "Title"), PromptField(label: "Category"), PromptField(label: "Amount")],
            buttons: [
              PromptButton("Cancel", role: .cancel),
              PromptButton("Add") { [unowned self] values in
                try add(title: values[0], category: values[1], amount: values[2])
              },
            ]))
      }
    ]
  }

  /// Writes a new expense; the list shows it once the write is applied.
  func add(title: String, category: String, amount: String) throws {
    let title = title.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { throw ExpensesError.emptyTitle }
    // Read as every typed number is, in the fixed locale typed values are read in.
    let value: Double
    do {
      value = try TypedNumber.read(amount, with: Money.format)
    } catch {
      throw ExpensesError.badAmount(amount, error.reason)
    }
    guard value >= 0 else { throw ExpensesError.badAmount(amount, "an expense is not negative") }
    guard value <= Money.largest else { throw ExpensesError.tooLarge(amount) }
    let category = category.trimmingCharacters(in: .whitespaces)
    let date = clock.now
    // A failure is reported by the command that caused it; the list shows the expense once
    // the write is applied.
    store.addNew(numbered: Self.keys) { key in
      Expense(id: key, title: title, category: category.isEmpty ? "Other" : category, amount: value, date: date)
    }
  }

  func delete(_ expense: Expense) {
    store.remove(expense).enqueue()
  }

  override var invariants: [Invariant] {
    [
      Invariant("each category lists its expenses newest first") { [unowned self] in
        let shown = listRows?.models(as: Expense.self) ?? []
        return zip(shown, shown.dropFirst()).first { $0.category == $1.category && $0.date < $1.date }.map {
          "'\($0.title)' shows before the newer '\($1.title)'"
        }
      },
      Invariant("every expense has a title") { [unowned self] in
        store.items.first { $0.title.trimmingCharacters(in: .whitespaces).isEmpty }.map { "\($0.id) has none" }
      },
      Invariant("every amount is a number from 0 up") { [unowned self] in
        store.items.first { !$0.amount.isFinite || $0.amount < 0 }.map { "\($0.id) is \($0.amount)" }
      },
    ]
  }

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    guard let row = row as? ExpenseRowViewController else { return .deselect }
    show(ExpenseDetailViewController(expense: row.expense, expenses: self))
    return .deselect
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    guard let row = row as? ExpenseRowViewController else { return [] }
    return [SwipeAction("Delete") { [unowned self] in delete(row.expense) }]
  }
}

/// Why an expense could not be added: the app's message to its user, which `explore` does not
/// count as a bug.
enum ExpensesError: ValidationFailure, CustomStringConvertible {
  case emptyTitle
  case badAmount(String, String)
  case tooLarge(String)

  var description: String {
    switch self {
    case .emptyTitle: "an expense needs a title"
    case .badAmount(let text, let reason): "'\(text)' is not an amount: \(reason); write it as 12.50"
    case .tooLarge(let text):
      "'\(text)' is more than an expense can be: at most "
        + Money.format.locale(AppEnvironment.defaultLocale).format(Money.largest)
    }
  }
}
