import MVCS

/// One expense in the list: its title and amount on one line, the title cut with "…" so the
/// amount always shows whole, over when it was spent, relative to the app's clock.
final class ExpenseRowViewController: ViewController {
  var expense: Expense {
    didSet {
      title = expense.title
      setNeedsDisplay()
    }
  }

  init(expense: Expense) {
    self.expense = expense
    super.init(name: expense.title.dashedName, title: expense.title)
  }

  override var body: any View {
    VStack(alignment: .leading) {
      HStack(alignment: .top) {
        Text(expense.title)
        Spacer()
        Text(expense.amount, format: Money.format)
      }
      Text(expense.date, format: .relative(presentation: .named), style: .dim)
    }
  }
}
