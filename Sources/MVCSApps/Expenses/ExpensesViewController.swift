import Foundation
import MVCS

/// The expenses grouped by category, newest first, under their formatted total: "+" asks for
/// a new one, selecting one pushes its screen, and a row swipes "Delete".
///
/// The rows follow the store: a write shows at the next drawing, with no reload.
final class ExpensesViewController: ListViewController, ListViewControllerDelegate {
  private let store: Store<Expense>
  private let clock: any AppClock
  /// The highest `expense-N` in use, found once, so a new id costs O(1).
  private var highestNumber: Int?

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

  override var barButtons: [Button] { [Button("+", action: "add")] }

  override var body: any View {
    if rowCount == 0 { return Text("No expenses yet. Tap + to add one.", style: .dim) }
    let total = store.items.reduce(0) { $0 + $1.amount }
    return VStack {
      HStack {
        Text("Total", style: .bold)
        Spacer()
        Text(total, format: Money.format, style: .bold)
      }
      super.body
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
    guard let value = Double(amount.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0 else {
      throw ExpensesError.badAmount(amount)
    }
    let category = category.trimmingCharacters(in: .whitespaces)
    let number = (highestNumber ?? store.items.compactMap { Int($0.id.dropFirst("expense-".count)) }.max() ?? 0) + 1
    highestNumber = number
    store.insert(
      Expense(
        id: "expense-\(number)", title: title, category: category.isEmpty ? "Other" : category, amount: value,
        date: clock.now)
    ).enqueue()
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
  case badAmount(String)

  var description: String {
    switch self {
    case .emptyTitle: "an expense needs a title"
    case .badAmount(let text): "'\(text)' is not an amount: write it as 12.50"
    }
  }
}
