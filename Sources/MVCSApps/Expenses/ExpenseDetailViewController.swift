import MVCS

/// One expense's screen, pushed from the list: every field, formatted, and "Delete".
final class ExpenseDetailViewController: ViewController {
  private let expense: Expense
  private unowned let expenses: ExpensesViewController

  init(expense: Expense, expenses: ExpensesViewController) {
    self.expense = expense
    self.expenses = expenses
    super.init(name: "expense", title: expense.title)
  }

  override var body: any View {
    VStack(alignment: .leading) {
      field("Amount", Text(expense.amount, format: Money.format))
      field("Category", Text(expense.category))
      field("Spent", Text(expense.date, format: .dateTime.year().month().day().hour().minute()))
      field("", Text(expense.date, format: .relative(presentation: .named), style: .dim))
      Button("Delete", action: "delete")
    }
  }

  /// A label and its value, the labels in a column of their own.
  private func field(_ label: String, _ value: Text) -> some View {
    HStack(alignment: .top) {
      Text(label, style: .dim).frame(width: 72, alignment: .leading)
      value
    }
  }

  override var actions: [Action] {
    [
      Action("delete", summary: "Deletes the expense and goes back to the list") { [unowned self] _ in
        expenses.delete(expense)
        _ = navigationController?.pop()
      }
    ]
  }
}
